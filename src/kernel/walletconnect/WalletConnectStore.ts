import { makeAutoObservable, runInAction } from 'mobx'
import type { SessionTypes } from '@walletconnect/types'
import type { ConnectionFlows } from '../connections/ConnectionFlows'
import type { AccountStore } from '../stores/AccountStore'
import type { EventsStore } from '../stores/EventsStore'
import type { RecentWalletsStore } from '../stores/RecentWalletsStore'
import type { ToastStore } from '../stores/ToastStore'
import type { ConnectedWalletInfo } from '../stores/AccountStore'
import { WalletConnectSessionError } from '../errors/session'
import { withTimeout } from '../connections/withTimeout'
import { backoffDelay } from '../connections/backoffDelay'
import type { WalletRecord } from '../../protocol/walletRecord'
import { detectPlatform, isSafariOnIos, isTelegram, walletLinks, type Platform, type WalletLinks } from './walletLinks'
import { PAIRING_EXPIRY_MARGIN_MS, pairingExpiryFrom, shouldReusePairing } from './pairingReuse'
import { describeWalletConnectError } from './describeWalletConnectError'
import { sessionProposal } from './namespaceOverrides'
import type { WalletConnectClient } from './WalletConnectClient'
import { WALLET_CONNECT_CONNECTOR, WALLET_CONNECT_CONNECTOR_ID } from './walletConnectConnector'
import { WalletConnectSession, type SessionNamespace, type WalletConnectSessionDeps } from './WalletConnectSession'
import { parkConnection } from '../connections/parkConnection'
import { TIMINGS } from '../constants'
import type { AdapterConnection } from '../adapterTypes'
import type { CaipNetwork } from '../types'
import type { ConnectorInfo } from '../stores/ConnectorStore'

export type PairingStatus = 'idle' | 'pairing' | 'waiting' | 'connected' | 'failed'

/** How long after a deep link the page must have gone to the background for the app to count as opened. */
export const DEEP_LINK_CHECK_MS = 1500

/** What the QR view says while the relay is gone: its QR code could not pair any more. */
export const RELAY_LOST = { message: new WalletConnectSessionError('RELAY_LOST').message, detail: 'A new QR code shows as soon as it is back.' } as const

export interface WalletConnectDeps extends WalletConnectSessionDeps {
  readonly walletConnectTimeout: number
  /** §9 "Retry allowed after 1 s by default": how long after a Try again the next one is taken. */
  readonly retryAfter?: number
  readonly account: Pick<AccountStore, 'isConnected' | 'connectorId'>
  /** The connection code, which records the connected account. */
  flows(): Promise<ConnectionFlows>
  readonly events: Pick<EventsStore, 'emit'>
  readonly toast: Pick<ToastStore, 'show'>
  readonly recentWallets: Pick<RecentWalletsStore, 'add'>
  onDestroy(dispose: () => void): void
}

interface PendingPairing {
  readonly uri: string
  readonly expiry: number
}

/**
 * WalletConnect for one kit (§4) as the views see it: the pairing uri they show (refreshed before it expires,
 * reused where §4 says so), the deep links, the wallet's answer and the connected account. The live session
 * itself (the client, the provider handed to the EVM adapter, restore and end) is the WalletConnectSession's.
 */
export class WalletConnectStore {
  uri: string | undefined = undefined
  status: PairingStatus = 'idle'
  /** §8 headline ('Connection rejected', 'Failed to connect') and the reason under it. */
  error: string | undefined = undefined
  detail: string | undefined = undefined
  /** The directory wallet being connected (deep links, logo), if one was picked. */
  wallet: WalletRecord | undefined = undefined
  /** A deep link was followed but the page is still in front: the wallet app did not open. */
  appDidNotOpen = false
  private pending: PendingPairing | undefined = undefined
  private lastRetry = Number.NEGATIVE_INFINITY
  private seq = 0
  private readonly session: WalletConnectSession
  private refreshTimer: ReturnType<typeof setTimeout> | undefined
  private deepLinkTimer: ReturnType<typeof setTimeout> | undefined

  constructor(private readonly deps: WalletConnectDeps) {
    this.session = new WalletConnectSession(
      deps,
      () => this.sessionDetached(),
      () => this.relayLost(),
    )
    makeAutoObservable<WalletConnectStore, 'deps' | 'pending' | 'lastRetry' | 'seq' | 'session' | 'refreshTimer' | 'deepLinkTimer'>(
      this,
      { deps: false, pending: false, lastRetry: false, seq: false, session: false, refreshTimer: false, deepLinkTimer: false },
      { autoBind: true },
    )
    deps.onDestroy(() => {
      // A pending approval answers a kit that is gone: it is turned down.
      this.seq++
      this.cancel()
      this.session.close()
    })
  }

  /** The connecting view opened: a fresh pairing, unless §4 reuse keeps the pending one. */
  start(wallet?: WalletRecord): void {
    this.wallet = wallet
    const reuseAllowed = typeof navigator !== 'undefined' && (isSafariOnIos(navigator.userAgent) || isTelegram(typeof window === 'undefined' ? undefined : (window as unknown as Parameters<typeof isTelegram>[0])))
    if (this.status === 'waiting' && this.pending && shouldReusePairing({ pending: this.pending, reuseAllowed, now: Date.now() })) {
      return this.refreshBefore(this.pending.expiry, this.seq)
    }
    void this.pair()
  }

  /** Try again: a new pairing; another Try again within retryAfter (1 s) of the last is not taken (§9). */
  retry(): void {
    const now = Date.now()
    if (now - this.lastRetry < (this.deps.retryAfter ?? TIMINGS.retryAfterDefault)) return
    this.lastRetry = now
    void this.pair()
  }

  /** The WalletConnect client's in-memory log; none before the client started. */
  sdkLogs(): Promise<string[]> {
    return this.session.logs()
  }

  get platform(): Platform {
    return typeof navigator === 'undefined' ? 'desktop' : detectPlatform(navigator.userAgent)
  }

  /** The wallet's links with the pairing uri in them, built before the tap so they open inside the gesture. */
  get links(): WalletLinks {
    return this.wallet && this.uri ? walletLinks(this.wallet, this.uri, this.platform) : {}
  }

  /** A deep link was tapped: if the page is still visible a moment later, the view offers the QR code and the store. */
  deepLinkFollowed(): void {
    this.appDidNotOpen = false
    clearTimeout(this.deepLinkTimer)
    this.deepLinkTimer = setTimeout(() => {
      if (typeof document !== 'undefined' && document.visibilityState === 'visible') this.setAppDidNotOpen()
    }, DEEP_LINK_CHECK_MS)
  }

  setAppDidNotOpen(): void {
    this.appDidNotOpen = true
  }

  /** Copies the pairing uri; a browser without a usable clipboard gets an error toast. */
  async copyLink(): Promise<void> {
    const uri = this.uri
    if (!uri) return
    try {
      // A browser without a usable clipboard fails here too (the error toast).
      await navigator.clipboard.writeText(uri)
      this.deps.toast.show('Link copied', 'success')
    } catch {
      this.deps.toast.show('Could not copy the link', 'error')
    }
  }

  /**
   * The view was left. The pending pairing stays until it expires: the visitor may already have approved it
   * in the wallet (that approval still connects, as in KitRoot), and on Safari on iOS or in Telegram coming
   * back reuses it (§4). Elsewhere the next start makes a new pairing and the old one is turned down.
   */
  cancel(): void {
    // A failed view has no pairing to keep; what may still run is a retry after the relay dropped.
    if (this.status === 'failed') this.seq++
    clearTimeout(this.refreshTimer)
    clearTimeout(this.deepLinkTimer)
  }

  /**
   * The relay's socket dropped while a QR code was up: that code can no longer pair, so it goes, the visitor
   * is told, and a fresh one comes as soon as the relay answers again (tried with backoff while on this view).
   */
  relayLost(): void {
    if (this.status !== 'waiting') return
    this.pending = undefined
    this.showRelayLost()
    this.pairAgainAfter(0, ++this.seq)
  }

  private showRelayLost(): void {
    Object.assign(this, { status: 'failed', uri: undefined, error: RELAY_LOST.message, detail: RELAY_LOST.detail })
  }

  private pairAgainAfter(attempt: number, seq: number): void {
    clearTimeout(this.refreshTimer)
    this.refreshTimer = setTimeout(() => seq === this.seq && void this.pair(attempt + 1), backoffDelay(attempt))
  }

  /** A pairing nobody scanned expires (§4): the QR code is replaced before it does. */
  private refreshBefore(expiry: number, seq: number): void {
    clearTimeout(this.refreshTimer)
    this.refreshTimer = setTimeout(() => seq === this.seq && this.status === 'waiting' && void this.pair(), expiry - PAIRING_EXPIRY_MARGIN_MS - Date.now())
  }

  /** The networks proposed to the wallet: the EVM and Solana ones. */
  private proposedNetworks(): CaipNetwork[] {
    return [...this.deps.networks.ofNamespace('eip155'), ...this.deps.networks.ofNamespace('solana')]
  }

  /** A new pairing and its QR code; `relayAttempt` counts the tries after the relay dropped (the error stays until one works). */
  private async pair(relayAttempt?: number): Promise<void> {
    const seq = ++this.seq
    const timeout = this.deps.walletConnectTimeout
    clearTimeout(this.refreshTimer)
    if (relayAttempt === undefined) runInAction(() => Object.assign(this, { status: 'pairing', uri: undefined, error: undefined, detail: undefined, appDidNotOpen: false }))
    try {
      const client = await withTimeout(this.session.client(), timeout, () => new WalletConnectSessionError('RELAY_UNREACHABLE'))
      const pending = await withTimeout(client.connect(sessionProposal(this.proposedNetworks(), this.deps.providerOverride)), timeout, () => new WalletConnectSessionError('RELAY_UNREACHABLE'))
      if (seq !== this.seq) return
      const expiry = pairingExpiryFrom(Date.now())
      this.pending = { uri: pending.uri, expiry }
      runInAction(() => Object.assign(this, { status: 'waiting', uri: pending.uri, error: undefined, detail: undefined }))
      this.refreshBefore(expiry, seq)
      const session = await pending.approval()
      if (seq !== this.seq) return void client.disconnect(session).catch(() => undefined)
      await this.complete(client, session)
    } catch (error) {
      if (seq !== this.seq) return
      if (relayAttempt !== undefined && this.status === 'failed') return runInAction(() => (this.showRelayLost(), this.pairAgainAfter(relayAttempt, seq)))
      const { message, detail } = describeWalletConnectError(error)
      this.pending = undefined
      runInAction(() => Object.assign(this, { status: 'failed', error: message, detail }))
      this.deps.events.emit('CONNECT_ERROR', { message, detail })
    }
  }

  /** The wallet approved: the session is checked, handed to the adapter, and the account connected. */
  private async complete(client: WalletConnectClient, session: SessionTypes.Struct): Promise<void> {
    // Approved after the visitor connected another wallet: that one stays.
    if (this.deps.account.isConnected && this.deps.account.connectorId !== WALLET_CONNECT_CONNECTOR_ID) {
      this.pending = undefined
      this.status = 'idle'
      return client.disconnect(session).catch(() => undefined)
    }
    const namespaces = this.session.namespacesOf(session)
    if (namespaces instanceof Error) {
      await client.disconnect(session).catch(() => undefined)
      throw namespaces
    }
    this.session.attach(client, session, namespaces)
    // Every approved namespace connects: the active network's (else the first approved) becomes the active
    // connection, the other is set aside. The adapters connect through the session's providers as through any
    // wallet, so they also follow the providers' events (the wallet's chain and account changes, the session's end).
    const approved = this.session.approvedNamespaces()
    const primary = approved.find((namespace) => namespace === this.deps.networks.active?.chainNamespace) ?? approved[0]!
    const others = approved.filter((namespace) => namespace !== primary)
    const walletInfo = this.peerInfo(session)
    const connectIn = (namespace: SessionNamespace) => this.session.adapterOf(namespace).connect(WALLET_CONNECT_CONNECTOR_ID, this.networkIn(namespace))
    try {
      const [flows, result, ...otherResults] = await Promise.all([this.deps.flows(), connectIn(primary), ...others.map((namespace) => connectIn(namespace).catch((error: unknown) => error))])
      others.forEach((namespace, index) => {
        const other = otherResults[index]
        if (other instanceof Error || !other) return console.warn(`[gangway] the WalletConnect session's ${namespace} account did not connect`, other)
        parkConnection(flows, this.connectorIn(namespace), other as AdapterConnection, walletInfo)
      })
      flows.finishConnect(this.connectorIn(primary), result, { method: this.platform === 'desktop' ? 'qrcode' : 'mobile', walletInfo })
    } catch (error) {
      this.session.detach()
      await client.disconnect(session).catch(() => undefined)
      throw error
    }
    if (this.wallet) this.deps.recentWallets.add(this.wallet)
    this.pending = undefined
    runInAction(() => (this.status = 'connected'))
  }

  /** The connector as its connection in a namespace is recorded (a session approved for eip155 and solana has two). */
  private connectorIn(namespace: SessionNamespace): ConnectorInfo {
    return { ...WALLET_CONNECT_CONNECTOR, namespace }
  }

  /** The network a namespace's account connects on: the active one when it is of that namespace, else its first. */
  private networkIn(namespace: SessionNamespace): CaipNetwork | undefined {
    const active = this.deps.networks.active
    return active?.chainNamespace === namespace ? active : this.deps.networks.ofNamespace(namespace)[0]
  }

  /** After a reload: the stored session, if the client still has a live one (§4 restore); the peer wallet's info. */
  async restore(): Promise<ConnectedWalletInfo | undefined> {
    const session = await this.session.restore()
    if (!session) return undefined
    runInAction(() => (this.status = 'connected'))
    return this.peerInfo(session)
  }

  private peerInfo(session: SessionTypes.Struct): ConnectedWalletInfo {
    const peer = session.peer.metadata
    return { name: peer.name, identifier: this.wallet?.id ?? peer.url, ...(peer.icons[0] ? { icon: peer.icons[0] } : {}) }
  }

  /** The live session ended (the kit, the wallet, an expiry, or a connect that failed after approval). */
  private sessionDetached(): void {
    this.status = 'idle'
  }
}
