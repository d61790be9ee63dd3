import { makeAutoObservable, runInAction } from 'mobx'
import type { ApprovalTheme } from '../../protocol/approvalEvents'
import type { AuthUser, FrameReplyPayload, FrameRequestPayload, FrameRequestType } from '../../protocol/frameEvents'
import type { AnyChainAdapter, SessionProvider } from '../adapterTypes'
import { connectorIn } from '../connections/connectorIn'
import { CaipError } from '../errors/caip'
import type { FrameBridge } from '../frame/FrameBridge'
import type { EmbeddedWallet, FrameLogin } from '../plugins/embeddedWallet'
import type { ConnectedWalletInfo } from '../stores/AccountStore'
import type { ConnectorInfo } from '../stores/ConnectorStore'
import type { CaipNetwork, ChainNamespace } from '../types'
import { AUTH_CONNECTOR, AUTH_CONNECTOR_ID } from './authConnectorInfo'
import { clearEmailLogin, EMAIL_LOGIN_KEYS } from './emailLoginState'
import { rememberLogin, storedLogin } from './storedLogin'
import { EmbeddedLogins } from './EmbeddedLogins'
import { EmbeddedSolanaProvider } from './EmbeddedSolanaProvider'
import { EmbeddedWalletProvider } from './EmbeddedWalletProvider'
import { embeddedChainId, embeddedNamespaces, loginNetwork, userRequestOn } from './embeddedNamespaces'
import { loginFrame, signOutFrame } from './loginFrame'
import { SmartAccountSwitch } from './SmartAccountSwitch'
import { walletInfoOf } from './frameLogin'
import { whileLoading } from '../whileLoading'
import { abortFrameRequests } from './abortFrameRequests'
import { restoreEmbeddedWallet } from './restoreEmbeddedWallet'
import { syncFrameTheme } from './syncFrameTheme'

import { ApprovalQueue } from './ApprovalQueue'
export type { PendingApproval } from './ApprovalQueue'

import type { AuthConnectorDeps } from './authConnectorDeps'
import { embeddedLoginOf } from './embeddedWalletInfoOf'
export type { AuthConnectorDeps, EmbeddedSignIn } from './authConnectorDeps'

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
  private solanaProvider: EmbeddedSolanaProvider | undefined
  /** The restore after a reload, once for every namespace the embedded wallet was connected in. */
  private restoring: Promise<ConnectedWalletInfo | undefined> | undefined
  private signingOut: Promise<void> | undefined
  private readonly logins: EmbeddedLogins
  /** §7 SYNC_THEME: the modal's theme, sent to a frame just made (changes follow by themselves). */
  private readonly syncTheme: (frame: FrameBridge) => void

  constructor(private readonly deps: AuthConnectorDeps) {
    this.queue = new ApprovalQueue({ modal: deps.modal, errorDisplayDelay: deps.timings.errorDisplayDelay, onDestroy: deps.onDestroy, report: deps.reportError, closed: (waited) => abortFrameRequests(this.frame, waited) })
    const logins = new EmbeddedLogins(deps.account, deps.onDestroy)
    this.logins = logins
    this.smartAccounts = new SmartAccountSwitch({
      request: (type, payload) => this.request(type, payload),
      storage: deps.storage,
      // Smart accounts are EVM's: a change is the EVM login's.
      account: logins.evmAccount(deps.account),
      chainId: () => this.chainId(),
      changeAccount: (address) => this.provider?.changeAccount(address),
    })
    deps.onDestroy(() => this.frame?.destroy())
    this.syncTheme = syncFrameTheme(deps, () => this.frame)
    makeAutoObservable<AuthConnector, 'deps' | 'frame' | 'provider' | 'solanaProvider' | 'restoring' | 'signingOut' | 'logins' | 'syncTheme'>(
      this,
      { deps: false, queue: false, frame: false, provider: false, solanaProvider: false, restoring: false, signingOut: false, logins: false, smartAccounts: false, syncTheme: false },
      { autoBind: true },
    )
  }

  get origin(): string {
    return new URL(this.deps.secureSiteUrl).origin
  }

  get hasConnector(): boolean {
    return this.deps.hasConnector()
  }

  /** The login frame, made on first use with the §7 URL parameters. */
  bridge(): FrameBridge {
    if (!this.frame) {
      this.frame = loginFrame(this.deps)
      this.syncTheme(this.frame)
    }
    return this.frame
  }

  request<T extends FrameRequestType>(type: T, payload: FrameRequestPayload<T>): Promise<FrameReplyPayload<T>> {
    return this.bridge().request(type, payload)
  }

  reload(): Promise<void> {
    return this.bridge().reload()
  }

  /**
   * After a reload (§4 account sync): the frame still holds the session, or the stored login is dropped. The wallet
   * is attached in every namespace it connects in, once: each stored namespace asks, and gets the same answer.
   */
  restore(): Promise<ConnectedWalletInfo | undefined> {
    this.restoring ??= whileLoading(this.deps.modal, this.restoreAll()).catch((error: unknown) => {
      // A frame that cannot be reached throws: the restore keeps the stored login, shows the §8 alert and tries again.
      this.restoring = undefined
      throw error
    })
    return this.restoring
  }

  private async restoreAll(): Promise<ConnectedWalletInfo | undefined> {
    const { request, namespaces, userRequest, attach } = this
    const info = await restoreEmbeddedWallet(this.deps, { request, namespaces, userRequest, attach })
    if (info) this.loadSmartAccountNetworks()
    return info
  }

  /**
   * §4 switching to another namespace with the embedded wallet connected: the frame moves to the network, and the
   * wallet's account there connects at once (the current connection is set aside). False when it does not connect there.
   */
  async switchNamespace(network: CaipNetwork): Promise<boolean> {
    const connector = connectorIn(this.deps.connector(), network.chainNamespace)
    if (!connector || !this.deps.adapter(network.chainNamespace)?.attachProvider) return false
    const chainId = embeddedChainId(network)
    await this.request('SWITCH_NETWORK', { chainId })
    const login = storedLogin(this.deps.storage)
    this.attach(await this.request('GET_USER', this.userRequest(network)), login, network)
    await this.connectIn(connector, network, login, true)
    return true
  }

  /**
   * The frame holds a session now (the code was right, or a social result was exchanged): the embedded wallet connects.
   * With sign-in on, the secure site signs the sign-in message in this same step and the session is added (§7), so
   * the visitor is not asked again.
   */
  connect(login: FrameLogin): Promise<void> {
    return whileLoading(this.deps.modal, this.connectLogin(login))
  }

  private async connectLogin(login: FrameLogin): Promise<void> {
    const { deps } = this
    let user: AuthUser
    this.restoring = undefined
    // The namespace Connect is limited to, else the active network's, when the wallet connects there; else its first.
    const namespaces = this.namespaces()
    const wanted = [deps.connectNamespace(), deps.networks.active?.chainNamespace].find((namespace) => namespace && namespaces.includes(namespace)) ?? namespaces[0] ?? 'eip155'
    const network = loginNetwork(deps.networks, wanted)
    try {
      // The one-click sign-in signs EIP-4361 with the EVM key: on an EVM network only.
      const signIn = wanted === 'eip155' ? await deps.siwx?.().catch((error: unknown) => void console.warn('[gangway] sign-in is not available for this login', error)) : undefined
      const siwxMessage = await signIn?.embeddedMessage(network).catch((error: unknown) => void console.warn('[gangway] no sign-in message for this login', error))
      user = await this.request('GET_USER', { ...this.userRequest(network), ...(siwxMessage && { siwxMessage }) })
      this.attach(user, login, network)
      signIn?.addEmbeddedSession(user)
      await this.connectIn(connectorIn(deps.connector(), wanted) ?? AUTH_CONNECTOR, network, login)
    } catch (error) {
      await this.abandonLogin()
      throw error
    }
    this.setEmail(rememberLogin(deps.storage, login, user, network?.caipNetworkId))
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

  /**
   * The wallet answered in the network's namespace: the account is recorded there (the other namespace's set aside),
   * as a login's connect or, `switching`, as a network switch (the modal goes back as after any switch).
   */
  private async connectIn(connector: ConnectorInfo, network: CaipNetwork | undefined, login: FrameLogin, switching = false): Promise<void> {
    const adapter = this.adapterOf(connector.namespace ?? 'eip155')
    const [flows, result] = await Promise.all([this.deps.flows(), adapter.connect(AUTH_CONNECTOR_ID, network)])
    if (!switching) return flows.finishConnect(connector, result, { method: login.method, walletInfo: walletInfoOf(login) })
    flows.applyConnection(connector, result, walletInfoOf(login))
    flows.deps.account.noteChange('switched')
  }

  /** The namespaces the embedded wallet connects in (the auth connector's, with an adapter that takes its provider). */
  private namespaces(): ChainNamespace[] {
    return embeddedNamespaces(this.deps.connector()).filter((namespace) => this.deps.adapter(namespace)?.attachProvider)
  }

  private attach(user: AuthUser, login: FrameLogin, network: CaipNetwork | undefined): void {
    if (network?.chainNamespace === 'solana') return this.attachSolana(user, login, network)
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
      signOut: () => this.signOut(this.provider),
    })
    if (user.email) this.setEmail(user.email)
    this.logins.set('eip155', ...embeddedLoginOf(user, login, 'eip155'))
    this.adapterOf('eip155').attachProvider?.(AUTH_CONNECTOR_ID, this.provider)
  }

  /** On a Solana cluster: the wallet's ed25519 account, signing through the approval frame (§9: an eoa there). */
  private attachSolana(user: AuthUser, login: FrameLogin, network: CaipNetwork): void {
    const { deps } = this
    const provider: EmbeddedSolanaProvider = new EmbeddedSolanaProvider(user.address, network.caipNetworkId, {
      approve: this.queue.wait,
      refuse: this.queue.refuse,
      afterUnsafe: deps.refreshBalance,
      signOut: (): Promise<void> => this.signOut(provider),
    })
    this.solanaProvider = provider
    if (user.email) this.setEmail(user.email)
    this.logins.set('solana', ...embeddedLoginOf(user, login, 'solana'))
    this.adapterOf('solana').attachProvider?.(AUTH_CONNECTOR_ID, provider)
  }

  /** Every adapter lets the embedded wallet go. */
  private detach(): void {
    this.provider = undefined
    this.solanaProvider = undefined
    this.restoring = undefined
    for (const namespace of ['eip155', 'solana'] as const) this.deps.adapter(namespace)?.attachProvider?.(AUTH_CONNECTOR_ID, undefined)
  }

  /** A login that failed after the frame made its session: none of it stays (the frame signs out, at most 3 s). */
  private async abandonLogin(): Promise<void> {
    this.logins.clear()
    this.detach()
    await this.frameSignOut()
  }

  /**
   * §4 disconnect: the cached login goes at once; the frame's sign-out is waited for at most 3 s. It ends the wallet
   * in every namespace: the providers of the namespaces not being disconnected tell their adapters it is gone.
   */
  private signOut(from?: SessionProvider): Promise<void> {
    if (this.signingOut) return this.signingOut
    clearEmailLogin(this.deps.storage)
    for (const provider of [this.provider, this.solanaProvider]) if (provider && provider !== from) provider.ended()
    this.detach()
    this.logins.clear()
    runInAction(() => (this.email = undefined))
    this.signingOut = this.frameSignOut().finally(() => (this.signingOut = undefined))
    return this.signingOut
  }

  private frameSignOut(): Promise<void> {
    return signOutFrame(this.bridge(), this.deps.timings.disconnectWait)
  }

  private adapterOf(namespace: ChainNamespace): AnyChainAdapter {
    const adapter = this.deps.adapter(namespace)
    if (!adapter) throw new CaipError('ADAPTER_MISSING', { values: { namespace }, input: namespace })
    return adapter
  }

  private userRequest(network: CaipNetwork | undefined = this.deps.networks.active): FrameRequestPayload<'GET_USER'> {
    return userRequestOn(network, this.deps)
  }

  private loadSmartAccountNetworks(): void {
    this.smartAccounts.loadNetworks().catch((error: unknown) => console.warn('[gangway] could not read the smart-account networks', error))
  }

  private chainId(): number | undefined {
    const id = this.deps.networks.active?.id
    return typeof id === 'number' ? id : undefined
  }
}
