import { makeAutoObservable, runInAction } from 'mobx'
import { SIWX_ACCOUNT_PLACEHOLDER, type SiwxFrameMessage } from '../../protocol/siwxFrame'
import { messageOf } from '../errors/messageOf'
import { SiwxError, siwxText } from '../errors/siwx'
import type { CaipNetwork } from '../types'
import { canCloseSignIn } from './canCloseSignIn'
import { siwxFailed } from './siwxFailed'
import type { SIWXConfig, SIWXMessage, SIWXMessageData, SIWXSession, SIWXState, SIWXStatus } from './siwxTypes'
import { dataOf, isMessageData } from './siwxMessageData'
import type { SiwxStoreDeps } from './siwxStoreDeps'
export type { SiwxStoreDeps } from './siwxStoreDeps'

/** A message made for the summary is signed as it is while its nonce is this fresh (the cloud keeps a nonce 10 minutes). */
export const PREPARED_MESSAGE_MS = 5 * 60 * 1000


/**
 * Sign in with the wallet (§2 SIWXSignMessage, §4 steps and cancel rules, §8 errors and toasts) for one kit: its own
 * chunk, loaded when a `siwx` or `siweConfig` kit first sees a connected account. After each connection, account or
 * network change it reads the config's sessions for that address and network; with none it shows SIWXSignMessage.
 * Signing asks the wallet, hands the session to the config and closes the modal. Cancel with sign-in required switches
 * back to the last network signed in on (when it still has a session), else disconnects.
 */
export class SiwxStore {
  status: SIWXStatus = 'idle'
  session: SIWXSession | undefined = undefined
  error: string | undefined = undefined
  /** The message the sign view summarises, made as the view shows (signed as it is while fresh). */
  message: SIWXMessage | undefined = undefined
  /** The last network the account signed in on (cancel switches back to it). */
  lastSignedNetwork: CaipNetwork | undefined = undefined
  /** The account the state above is about. */
  private caipAddress: string | undefined = undefined
  private preparedAt = 0
  /** Counts syncs: a late answer for an account or network the visitor has left is dropped. */
  private runs = 0
  private handledConnect = 0
  /** The embedded wallet's session being added (e-mail login): a sync waits for it before reading sessions. */
  private embedded: Promise<void> | undefined = undefined

  constructor(private readonly deps: SiwxStoreDeps) {
    makeAutoObservable<SiwxStore, 'deps' | 'caipAddress' | 'preparedAt' | 'runs' | 'handledConnect' | 'embedded'>(
      this,
      { deps: false, caipAddress: false, preparedAt: false, runs: false, handledConnect: false, embedded: false, required: false, config: false },
      { autoBind: true },
    )
  }

  get config(): SIWXConfig {
    return this.deps.config
  }

  /** The host requires sign-in (asked each time: getRequired is the host's function). */
  get required(): boolean {
    return this.deps.config.getRequired?.() === true
  }

  /** §2: the modal cannot close on the sign view (or the approval it opened) while sign-in is required and no session exists. */
  get blocksClose(): boolean {
    return !canCloseSignIn({ view: this.deps.router.view, required: this.required, hasSession: this.status === 'signed-in', signing: this.status === 'signing' })
  }

  get state(): SIWXState {
    return this.error === undefined ? { status: this.status, session: this.session } : { status: this.status, session: this.session, error: this.error }
  }

  private get eventProperties(): Record<string, unknown> {
    return { network: this.deps.networks.active?.caipNetworkId ?? '', isSmartAccount: this.deps.account.embeddedWalletInfo?.accountType === 'smartAccount' }
  }

  /**
   * The connected account or its network changed (undefined: disconnected, or on a network the app lacks). Reads
   * the sessions; none → SIWXSignMessage. After a visitor's connect the modal closes when a session exists.
   */
  async sync(caipAddress: string | undefined): Promise<void> {
    const run = ++this.runs
    const afterConnect = this.takeConnect()
    const previous = this.caipAddress
    if (caipAddress !== previous) this.forget(caipAddress, previous)
    if (caipAddress === undefined) {
      if (previous !== undefined && this.deps.config.signOutOnDisconnect) await this.deps.config.setSessions([]).catch((error: unknown) => console.warn('[gangway] could not sign out', error))
      return
    }
    const [namespace, reference, address] = caipAddress.split(':') as [string, string, string]
    const network = this.deps.networks.find(`${namespace}:${reference}`)
    // The kit signs EIP-4361 messages with personal_sign: other namespaces are not asked to sign in.
    if (namespace !== 'eip155' || !network) {
      if (afterConnect) this.closeAfterConnect()
      return
    }
    try {
      await this.embedded
      const sessions = await this.deps.config.getSessions(network.caipNetworkId, address)
      if (run !== this.runs) return
      const [session] = sessions
      if (session) {
        this.signedIn(session, network)
        if (afterConnect) this.closeAfterConnect()
        else if (this.deps.modal.isOpen && this.deps.router.view === 'SIWXSignMessage') void this.deps.close()
        return
      }
      if (this.deps.modal.isOpen) this.deps.router.reset('SIWXSignMessage')
      else void this.deps.open({ view: 'SIWXSignMessage' })
      void this.prepare(run, network, address)
    } catch (error) {
      if (run !== this.runs) return
      await siwxFailed(this.deps, error, this.eventProperties)
    }
  }

  /** The visitor pressed Sign: the wallet signs, the config keeps the session, the modal closes (§4). */
  async sign(): Promise<void> {
    if (this.status === 'signing') return
    const { account, networks, events, toast } = this.deps
    events.emit('CLICK_SIGN_SIWX_MESSAGE', this.eventProperties)
    const address = account.address
    const network = networks.active
    if (!address) throw new SiwxError('NO_ADDRESS')
    if (!network || networks.isUnsupported) throw new SiwxError('NO_NETWORK')
    const sign = this.deps.signer()
    if (!sign) throw new SiwxError('NO_CLIENT')
    const run = this.runs
    this.status = 'signing'
    this.error = undefined
    try {
      const message = this.freshMessage(network, address) ?? (await this.deps.config.createMessage({ chainId: network.caipNetworkId, accountAddress: address }))
      runInAction(() => (this.message = undefined))
      const text = message.toString()
      const signature = await sign(text, address)
      const session: SIWXSession = { data: dataOf(message), message: text, signature }
      await this.deps.config.addSession(session)
      if (run !== this.runs) return
      this.signedIn(session, network)
      events.emit('SIWX_AUTH_SUCCESS', this.eventProperties)
      void this.deps.close()
    } catch (error) {
      if (run !== this.runs) return
      console.error('[gangway] sign-in failed', error)
      runInAction(() => {
        this.status = 'error'
        this.error = siwxText('SIGN_FAILED')
      })
      if (!this.deps.modal.isOpen || this.deps.router.view === 'ApproveTransaction') void this.deps.open({ view: 'SIWXSignMessage' })
      toast.show(siwxText('SIGN_FAILED'), 'error')
      // The next try signs a new message (the last one's nonce may be spent): the summary shows it.
      void this.prepare(run, network, address)
      events.emit('SIWX_AUTH_ERROR', { ...this.eventProperties, message: messageOf(error) })
    }
  }

  /**
   * §4 cancel: with sign-in required, back to the last network signed in on when it still has a session, else
   * disconnect; then the modal closes.
   */
  async cancel(): Promise<void> {
    const { events, account, config } = this.deps
    events.emit('CLICK_CANCEL_SIWX', this.eventProperties)
    try {
      if (this.required) {
        const last = this.lastSignedNetwork
        const address = account.address
        const sessions = last && address && last.caipNetworkId !== this.deps.networks.active?.caipNetworkId ? await config.getSessions(last.caipNetworkId, address) : []
        const [session] = sessions
        if (last && session && (await this.switchBack(last))) this.signedIn(session, last)
        else await this.deps.disconnect()
      }
    } catch (error) {
      console.error('[gangway] could not cancel the sign-in', error)
    }
    await this.deps.close()
  }

  /** Ends the account's sessions on the active network (the config's revokeSession); the visitor stays connected. */
  async signOut(): Promise<void> {
    const address = this.deps.account.address
    const network = this.deps.networks.active
    if (!address || !network) throw new SiwxError('NO_ADDRESS')
    await this.deps.config.revokeSession(network.caipNetworkId, address)
    this.refresh()
  }

  /** The config's sessions changed outside the kit's steps: read again, without asking the visitor. */
  refresh(): void {
    const address = this.deps.account.address
    const network = this.deps.networks.active
    const run = this.runs
    if (!address || !network) return
    this.deps.config.getSessions(network.caipNetworkId, address).then(
      (sessions) => {
        if (run !== this.runs) return
        const [session] = sessions
        if (session) this.signedIn(session, network)
        else this.forget(this.caipAddress, this.caipAddress)
      },
      (error: unknown) => console.warn('[gangway] could not read the sign-in sessions', error),
    )
  }

  /**
   * §3, §7 one-click sign-in for the embedded wallet: the message the secure site signs with the wallet's key in the
   * login step (its address still a placeholder), or undefined when this network is not signed in to.
   */
  async embeddedMessage(network: CaipNetwork | undefined): Promise<SiwxFrameMessage | undefined> {
    if (!network || network.chainNamespace !== 'eip155') return undefined
    const message = await this.deps.config.createMessage({ chainId: network.caipNetworkId, accountAddress: SIWX_ACCOUNT_PLACEHOLDER })
    let serializedMessage: string | undefined
    try {
      serializedMessage = message.toString()
    } catch {
      // A config whose text needs the real address: the secure site writes the text itself.
    }
    return { ...dataOf(message), ...(serializedMessage !== undefined && { serializedMessage }) }
  }

  /**
   * §7 embedded wallet session: the login answered with the message, its signature and the sign-in data, so the
   * session is added without a second prompt. Runs only when all three are present; the next sync waits for it.
   */
  addEmbeddedSession(user: { readonly message?: string | undefined; readonly signature?: string | undefined; readonly siwxMessage?: unknown; readonly address: string }): void {
    const { message, signature, siwxMessage } = user
    if (!message || !signature || !isMessageData(siwxMessage)) return
    const data: SIWXMessageData = { ...dataOf(siwxMessage), accountAddress: user.address }
    this.embedded = this.deps.config
      .addSession({ data, message, signature })
      .catch((error: unknown) => console.warn('[gangway] the embedded wallet session was not added', error))
      .finally(() => (this.embedded = undefined))
  }

  /** A connect that needs no signature closes the modal as it would without sign-in (one from ProfileWallets stays there). */
  private closeAfterConnect(): void {
    if (this.deps.modal.isOpen && !this.deps.router.history.some((entry) => entry.view === 'ProfileWallets')) void this.deps.close()
  }

  private takeConnect(): boolean {
    const change = this.deps.account.lastChange
    if (change?.kind !== 'connected' || change.seq === this.handledConnect) return false
    this.handledConnect = change.seq
    return true
  }

  /** Another account or network: nothing signed yet; another address forgets its last network too. */
  private forget(next: string | undefined, previous: string | undefined): void {
    const addressOf = (caip: string | undefined) => caip?.split(':')[2]?.toLowerCase()
    if (addressOf(next) !== addressOf(previous)) this.lastSignedNetwork = undefined
    this.caipAddress = next
    this.status = 'idle'
    this.session = undefined
    this.error = undefined
    this.message = undefined
  }

  private signedIn(session: SIWXSession, network: CaipNetwork): void {
    this.session = session
    this.status = 'signed-in'
    this.error = undefined
    this.lastSignedNetwork = network
  }

  /** The summary's message, made now so the view shows what will be signed. */
  private async prepare(run: number, network: CaipNetwork, address: string): Promise<void> {
    try {
      const message = await this.deps.config.createMessage({ chainId: network.caipNetworkId, accountAddress: address })
      if (run !== this.runs || this.status === 'signing' || this.status === 'signed-in') return
      runInAction(() => {
        this.message = message
        this.preparedAt = this.now()
      })
    } catch (error) {
      console.warn('[gangway] could not prepare the sign-in message', error)
    }
  }

  private freshMessage(network: CaipNetwork, address: string): SIWXMessage | undefined {
    const message = this.message
    const same = message?.chainId === network.caipNetworkId && message.accountAddress.toLowerCase() === address.toLowerCase()
    return same && this.now() - this.preparedAt < PREPARED_MESSAGE_MS ? message : undefined
  }

  private async switchBack(network: CaipNetwork): Promise<boolean> {
    try {
      await this.deps.switchNetwork(network)
      return true
    } catch (error) {
      console.warn('[gangway] could not switch back to the signed-in network', error)
      return false
    }
  }

  private now(): number {
    return (this.deps.now ?? Date.now)()
  }
}
