import { makeAutoObservable, runInAction } from 'mobx'
import type { ApprovalTheme } from '../../protocol/approvalEvents'
import type { AuthUser, FrameReplyPayload, FrameRequestPayload, FrameRequestType } from '../../protocol/frameEvents'
import type { SiwxFrameMessage } from '../../protocol/siwxFrame'
import type { AnyChainAdapter } from '../adapterTypes'
import type { TimingName } from '../constants'
import { SDK_VERSION } from '../constants'
import type { ConnectionFlows } from '../connections/ConnectionFlows'
import { withTimeout } from '../connections/withTimeout'
import { CaipError } from '../errors/caip'
import { FrameError } from '../errors/frame'
import { FrameBridge } from '../frame/FrameBridge'
import type { EmbeddedWallet, FrameLogin } from '../plugins/embeddedWallet'
import type { KitStorage } from '../storage/storage'
import type { AccountStore, ConnectedWalletInfo } from '../stores/AccountStore'
import type { NetworkStore } from '../stores/NetworkStore'
import type { AccountType, CaipNetwork, ChainNamespace } from '../types'
import { AUTH_CONNECTOR, AUTH_CONNECTOR_ID } from './authConnectorInfo'
import { clearEmailLogin, EMAIL_LOGIN_KEYS, readEmailLoginState, saveEmailLogin, saveSocialLogin, socialUsername } from './emailLoginState'
import { EmbeddedWalletProvider } from './EmbeddedWalletProvider'
import { embeddedAccountType } from './preferredAccountTypes'
import { SmartAccountSwitch } from './SmartAccountSwitch'
import { walletInfoOf } from './frameLogin'

import { ApprovalQueue } from './ApprovalQueue'
export type { PendingApproval } from './ApprovalQueue'

export interface AuthConnectorDeps {
  readonly projectId: string
  readonly secureSiteUrl: string
  readonly debug: boolean
  readonly timings: Readonly<Record<Extract<TimingName, 'frameReadyDelay' | 'frameLoadTimeout' | 'frameRequestTimeout' | 'disconnectWait' | 'errorDisplayDelay'>, number>>
  readonly networks: Pick<NetworkStore, 'active' | 'find'>
  readonly account: Pick<AccountStore, 'setEmbeddedWallet' | 'embeddedWalletInfo' | 'embeddedAccounts'>
  /** §6 defaultAccountTypes: the account type a login asks for when the visitor has not chosen one. */
  readonly defaultAccountTypes: Readonly<Partial<Record<ChainNamespace, AccountType>>>
  readonly storage: KitStorage
  /** The chain-data JSON-RPC URL of a network (the frame's rpcUrl, the wallet's reads). */
  rpcUrl(network: CaipNetwork): string
  /** The EVM adapter, which takes the embedded wallet's provider. */
  adapter(): AnyChainAdapter | undefined
  /** The connection code, which records the connected account. */
  flows(): Promise<ConnectionFlows>
  /** §4: the native balance is read again after an unsafe request. */
  refreshBalance(): void
  /** The kit lists the auth connector (a plugin with `embeddedWallet` is installed). */
  hasConnector(): boolean
  readonly modal: { readonly isOpen: boolean }
  /** The theme the approval frame draws with (the modal's look). */
  approvalTheme(): ApprovalTheme
  onDestroy(dispose: () => void): void
  /** With sign-in on (siwx, siweConfig): its slice, for the one-click sign-in of the login step. */
  siwx?: () => Promise<EmbeddedSignIn>
}

/** What the login step needs of sign-in (SiwxStore): the message to sign, and the session to add from the answer. */
export interface EmbeddedSignIn {
  embeddedMessage(network: CaipNetwork | undefined): Promise<SiwxFrameMessage | undefined>
  addEmbeddedSession(user: AuthUser): void
}

/**
 * The auth connector (§3 AUTH) for one kit: the secure login frame (made on first use), the embedded wallet it
 * connects once the frame holds a session (e-mail and social login plugins reach it through EmbeddedWallet),
 * its restore after a reload, the requests that wait for the visitor's approval in ApproveTransaction, and
 * sign-out. The kernel keeps it; the e-mail and social plugins own their login steps.
 */
export class AuthConnector implements EmbeddedWallet {
  /** The login's e-mail (§3): shown on Account, changed by an e-mail update. */
  email: string | undefined = undefined
  /** Unsafe requests waiting on ApproveTransaction, and refused methods' errors. */
  readonly queue: ApprovalQueue
  /** The smart account: the networks offering it, the switch to and from it (§6). */
  readonly smartAccounts: SmartAccountSwitch
  private frame: FrameBridge | undefined
  private provider: EmbeddedWalletProvider | undefined

  constructor(private readonly deps: AuthConnectorDeps) {
    this.queue = new ApprovalQueue({ modal: deps.modal, errorDisplayDelay: deps.timings.errorDisplayDelay, onDestroy: deps.onDestroy })
    this.smartAccounts = new SmartAccountSwitch({
      request: (type, payload) => this.request(type, payload),
      storage: deps.storage,
      account: deps.account,
      chainId: () => this.chainId(),
      changeAccount: (address) => this.provider?.changeAccount(address),
    })
    makeAutoObservable<AuthConnector, 'deps' | 'frame' | 'provider'>(this, { deps: false, queue: false, frame: false, provider: false, smartAccounts: false }, { autoBind: true })
    deps.onDestroy(() => this.frame?.destroy())
  }

  get origin(): string {
    return new URL(this.deps.secureSiteUrl).origin
  }

  get hasConnector(): boolean {
    return this.deps.hasConnector()
  }

  /** The login frame, made on first use with the §7 URL parameters. */
  bridge(): FrameBridge {
    const { deps } = this
    const network = deps.networks.active
    this.frame ??= new FrameBridge({
      secureSiteUrl: deps.secureSiteUrl,
      params: {
        projectId: deps.projectId,
        chainId: network?.caipNetworkId ?? 'eip155:1',
        version: SDK_VERSION,
        enableLogger: deps.debug ? 'true' : 'false',
        rpcUrl: network ? deps.rpcUrl(network) : '',
      },
      timings: deps.timings,
    })
    return this.frame
  }

  request<T extends FrameRequestType>(type: T, payload: FrameRequestPayload<T>): Promise<FrameReplyPayload<T>> {
    return this.bridge().request(type, payload)
  }

  reload(): Promise<void> {
    return this.bridge().reload()
  }

  /** After a reload (§4 account sync): the frame still holds the session, or the stored login is dropped. */
  async restore(): Promise<ConnectedWalletInfo | undefined> {
    if (!readEmailLoginState(this.deps.storage).used) return undefined
    // A frame that cannot be reached throws: the restore keeps the stored login, shows the §8 alert and tries again.
    const { isConnected } = await this.request('IS_CONNECTED', {})
    if (!isConnected) {
      clearEmailLogin(this.deps.storage)
      return undefined
    }
    const { socialProvider } = readEmailLoginState(this.deps.storage)
    const login: FrameLogin = socialProvider ? { method: 'social', provider: socialProvider } : { method: 'email' }
    this.attach(await this.request('GET_USER', this.userRequest()), login)
    this.loadSmartAccountNetworks()
    return walletInfoOf(login)
  }

  /**
   * The frame holds a session now (the code was right, or a social result was exchanged): the embedded wallet connects.
   * With sign-in on, the secure site signs the sign-in message in this same step and the session is added (§7), so
   * the visitor is not asked again.
   */
  async connect(login: FrameLogin): Promise<void> {
    const { deps } = this
    let user: AuthUser
    try {
      const signIn = await deps.siwx?.().catch((error: unknown) => void console.warn('[gangway] sign-in is not available for this login', error))
      const siwxMessage = await signIn?.embeddedMessage(deps.networks.active).catch((error: unknown) => void console.warn('[gangway] no sign-in message for this login', error))
      user = await this.request('GET_USER', { ...this.userRequest(), ...(siwxMessage && { siwxMessage }) })
      this.attach(user, login)
      signIn?.addEmbeddedSession(user)
      const [flows, result] = await Promise.all([deps.flows(), this.eip155Adapter().connect(AUTH_CONNECTOR_ID, deps.networks.active)])
      flows.finishConnect(AUTH_CONNECTOR, result, { method: login.method, walletInfo: walletInfoOf(login) })
    } catch (error) {
      await this.abandonLogin()
      throw error
    }
    if (login.method === 'social') saveSocialLogin(deps.storage, login.provider, user.userName)
    else for (const key of [EMAIL_LOGIN_KEYS.socialProvider, EMAIL_LOGIN_KEYS.socialUsername]) deps.storage.remove(key)
    const email = user.email ?? (login.method === 'email' ? login.email : undefined)
    saveEmailLogin(deps.storage, email, deps.networks.active?.caipNetworkId)
    this.setEmail(email)
    this.loadSmartAccountNetworks()
  }

  setEmail(email: string | undefined): void {
    this.email = email
    if (email) this.deps.storage.set(EMAIL_LOGIN_KEYS.email, email)
  }

  /** The secure site's approval frame page for this project. */
  get approvalFrameUrl(): string {
    return `${this.deps.secureSiteUrl.replace(/\/+$/, '')}/approve?projectId=${encodeURIComponent(this.deps.projectId)}`
  }

  get approvalTheme(): ApprovalTheme {
    return this.deps.approvalTheme()
  }

  private attach(user: AuthUser, login: FrameLogin): void {
    const { deps } = this
    const chainId = typeof user.chainId === 'number' ? user.chainId : Number(String(user.chainId).split(':').pop())
    this.provider = new EmbeddedWalletProvider(this.bridge(), user.address, chainId, {
      approve: this.queue.wait,
      refuse: this.queue.refuse,
      afterUnsafe: () => {
        deps.refreshBalance()
        this.smartAccounts.refreshDeployment().catch((error: unknown) => console.warn('[gangway] could not read the smart account deployment', error))
      },
      // The account may differ per chain (a chain without smart accounts answers with the signer).
      chainSwitched: () => void this.smartAccounts.resync().catch((error: unknown) => console.warn('[gangway] could not read the account on this chain', error)),
      rpcUrl: (id) => {
        const network = deps.networks.find(`eip155:${id}`)
        return network ? deps.rpcUrl(network) : undefined
      },
      signOut: this.signOut,
    })
    if (user.email) this.setEmail(user.email)
    const username = login.method === 'social' ? socialUsername(login.provider, user.userName) : undefined
    deps.account.setEmbeddedWallet(AUTH_CONNECTOR_ID, {
      user: { ...(username && { username }), ...(user.email && { email: user.email }) },
      authProvider: login.method === 'email' ? 'email' : login.provider,
      accountType: user.preferredAccountType ?? 'eoa',
      isSmartAccountDeployed: user.smartAccountDeployed ?? false,
    }, user.accounts ?? [])
    this.eip155Adapter().attachProvider?.(AUTH_CONNECTOR_ID, this.provider)
  }

  /** A login that failed after the frame made its session: none of it stays (the frame signs out, at most 3 s). */
  private async abandonLogin(): Promise<void> {
    this.provider = undefined
    this.deps.account.setEmbeddedWallet(AUTH_CONNECTOR_ID, undefined)
    this.deps.adapter()?.attachProvider?.(AUTH_CONNECTOR_ID, undefined)
    await this.frameSignOut()
  }

  /** §4 disconnect: the cached login goes at once; the frame's sign-out is waited for at most 3 s. */
  private async signOut(): Promise<void> {
    clearEmailLogin(this.deps.storage)
    this.provider = undefined
    this.deps.adapter()?.attachProvider?.(AUTH_CONNECTOR_ID, undefined)
    runInAction(() => (this.email = undefined))
    await this.frameSignOut()
  }

  private frameSignOut(): Promise<void> {
    return withTimeout(this.request('SIGN_OUT', {}), this.deps.timings.disconnectWait, () => new FrameError('NOT_SIGNED_OUT')).then(
      () => undefined,
      () => undefined,
    )
  }

  private eip155Adapter(): AnyChainAdapter {
    const adapter = this.deps.adapter()
    if (!adapter) throw new CaipError('ADAPTER_MISSING', { values: { namespace: 'eip155' }, input: 'eip155' })
    return adapter
  }

  /** GET_USER's request: the chain, and the account type asked for (the visitor's choice, else the app's default). */
  private userRequest(): FrameRequestPayload<'GET_USER'> {
    return { chainId: this.chainId(), preferredAccountType: embeddedAccountType(this.deps.storage, this.deps.defaultAccountTypes) }
  }

  private loadSmartAccountNetworks(): void {
    this.smartAccounts.loadNetworks().catch((error: unknown) => console.warn('[gangway] could not read the smart-account networks', error))
  }

  private chainId(): number | undefined {
    const id = this.deps.networks.active?.id
    return typeof id === 'number' ? id : undefined
  }
}
