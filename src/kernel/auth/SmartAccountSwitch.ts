import { makeAutoObservable, runInAction } from 'mobx'
import type { AuthUser, FrameReplyPayload, FrameRequestPayload, FrameRequestType } from '../../protocol/frameEvents'
import type { KitStorage } from '../storage/storage'
import type { AccountStore, EmbeddedWalletInfo } from '../stores/AccountStore'
import { AUTH_CONNECTOR_ID } from './authConnectorInfo'
import { EMAIL_LOGIN_KEYS, readEmailLoginState } from './emailLoginState'
import { savePreferredAccountType, type EmbeddedAccountType } from './preferredAccountTypes'

export interface SmartAccountSwitchDeps {
  request<T extends FrameRequestType>(type: T, payload: FrameRequestPayload<T>): Promise<FrameReplyPayload<T>>
  readonly storage: KitStorage
  readonly account: Pick<AccountStore, 'embeddedWalletInfo' | 'embeddedAccounts' | 'setEmbeddedWallet'>
  /** The active EVM chain id (undefined on another namespace). */
  chainId(): number | undefined
  /** The embedded wallet's provider now answers with `address` (it tells the adapter: accountsChanged). */
  changeAccount(address: string): void
}

/**
 * The embedded wallet's smart account (§6: switching needs smart accounts enabled for the network): the networks that
 * offer one (§3 e-mail login state), the switch between it and the signer (stored per namespace, §3), and the
 * account's deployment, read again after it sends.
 */
export class SmartAccountSwitch {
  /** The chain ids whose smart accounts the secure site serves (GET_SMART_ACCOUNT_ENABLED_NETWORKS). */
  networks: readonly number[]
  /** A switch in progress: the Account view's action waits. */
  switching = false

  constructor(private readonly deps: SmartAccountSwitchDeps) {
    this.networks = readEmailLoginState(deps.storage).smartAccountEnabledNetworks
    makeAutoObservable<SmartAccountSwitch, 'deps'>(this, { deps: false }, { autoBind: true })
  }

  /** The smart account can be chosen on the active network. */
  get available(): boolean {
    const chainId = this.deps.chainId()
    return chainId !== undefined && this.networks.includes(chainId)
  }

  get accountType(): EmbeddedAccountType | undefined {
    return this.deps.account.embeddedWalletInfo?.accountType
  }

  /** After a login: asks the secure site which networks offer smart accounts (kept with the e-mail login state). */
  async loadNetworks(): Promise<void> {
    const { smartAccountEnabledNetworks } = await this.deps.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {})
    this.deps.storage.set(EMAIL_LOGIN_KEYS.smartAccountEnabledNetworks, smartAccountEnabledNetworks)
    runInAction(() => (this.networks = smartAccountEnabledNetworks))
  }

  /** The Account view's "Switch to smart account / Switch to EOA": the wallet answers with the other account from now on. */
  async switchTo(type: EmbeddedAccountType): Promise<void> {
    this.switching = true
    try {
      await this.deps.request('SET_PREFERRED_ACCOUNT', { type })
      savePreferredAccountType(this.deps.storage, 'eip155', type)
      await this.resync()
    } finally {
      runInAction(() => (this.switching = false))
    }
  }

  /** Reads the user again (after a switch, a network change or a send) and follows the account the wallet answers with. */
  async resync(): Promise<void> {
    const chainId = this.deps.chainId()
    const user = await this.deps.request('GET_USER', chainId === undefined ? {} : { chainId })
    this.apply(user)
    this.deps.changeAccount(user.address)
  }

  /** A smart account not deployed yet may be now (its first send deploys it). */
  async refreshDeployment(): Promise<void> {
    const info = this.deps.account.embeddedWalletInfo
    if (info?.accountType !== 'smartAccount' || info.isSmartAccountDeployed) return
    const { isDeployed } = await this.deps.request('INIT_SMART_ACCOUNT', {})
    if (isDeployed) this.update({ isSmartAccountDeployed: true })
  }

  private apply(user: AuthUser): void {
    this.update({ accountType: user.preferredAccountType ?? 'eoa', isSmartAccountDeployed: user.smartAccountDeployed ?? false }, user.accounts)
  }

  private update(change: Partial<Pick<EmbeddedWalletInfo, 'accountType' | 'isSmartAccountDeployed'>>, accounts?: AuthUser['accounts']): void {
    const info = this.deps.account.embeddedWalletInfo
    if (info) this.deps.account.setEmbeddedWallet(AUTH_CONNECTOR_ID, { ...info, ...change }, accounts ?? this.deps.account.embeddedAccounts)
  }
}
