import { makeAutoObservable, observableRef } from 'mobx'
import { buildAllWallets, buildSearchResults, installedEntries } from '../allWalletsList'
import type { ResolvedOptions } from '../options'
import type { WalletRecord } from '../../protocol/walletRecord'
import type { ConnectionStore } from '../stores/ConnectionStore'
import type { ConnectorStore } from '../stores/ConnectorStore'
import type { NetworkStore } from '../stores/NetworkStore'
import type { RecentWalletsStore } from '../stores/RecentWalletsStore'
import type { WalletDirectoryStore } from '../stores/WalletDirectoryStore'
import type { ChainNamespace } from '../types'
import { exclusionRules, installedConnectors, readWalletEnvironment, type WalletEnvironment } from '../walletFilters'
import { buildWalletGroups } from '../walletGroups'
import { walletListImage } from '../walletListImage'
import type { WalletPagesStore } from '../walletPages'
import type { WalletConnectStore } from '../walletconnect/WalletConnectStore'
import { untilTrue } from '../onceTrue'
import { connectFailure } from './connectFailure'
import { directoryWalletItem, walletItemOf, type WalletItem } from './walletItem'

export interface HeadlessWalletsDeps {
  /** The options now (updateFeatures may replace them). */
  options(): Pick<ResolvedOptions, 'features' | 'customWallets' | 'featuredWalletIds' | 'excludeWalletIds' | 'connectorImages' | 'enableWalletConnect'>
  readonly connectors: Pick<ConnectorStore, 'connectors'>
  readonly directory: Pick<WalletDirectoryStore, 'featured' | 'recommended' | 'recommendedStatus' | 'count' | 'excludedRdns' | 'imageUrl' | 'loadRecommended'>
  readonly recentWallets: Pick<RecentWalletsStore, 'wallets'>
  readonly connection: Pick<ConnectionStore, 'connect' | 'attempt' | 'initialized' | 'pickWallet'>
  readonly networks: Pick<NetworkStore, 'activeChain'>
  /** AllWallets' pages and search (the walletPages slice). */
  readonly pages: Pick<WalletPagesStore, 'pages' | 'total' | 'search' | 'searchResults' | 'searchStatus' | 'pageStatus' | 'loadPage' | 'searchWallets'>
  /** The WalletConnect pairing (the walletConnect slice). */
  readonly walletConnect: Pick<WalletConnectStore, 'status' | 'uri' | 'error' | 'detail' | 'start' | 'cancel'>
}

/** What useAppKitWallets' fetchWallets loads: a directory page, or the results of a search by name. */
export interface FetchWalletsOptions {
  /** The directory page to load (default 1). */
  readonly page?: number
  /** A name to search for instead. */
  readonly query?: string
}

/**
 * The headless wallet list behind useAppKitWallets (AppKit's): the Connect view's wallets and the directory's, the
 * WalletConnect pairing uri, and connect() without the modal. It reads the kit's own stores and slices (the
 * connectors, the directory, AllWallets' pages, the WalletConnect pairing, the connection) and lists wallets as
 * the modal does (walletGroups, allWalletsList), so both always agree.
 */
export class HeadlessWallets {
  /** The last directory page fetchWallets() loaded. */
  page = 0
  /** The wallet connect() was last called with. */
  private picked: WalletItem | undefined = undefined
  /** resetWcUri() hides the pairing until the next connect(). */
  private uriReset = false
  private readonly environment: WalletEnvironment = readWalletEnvironment()

  constructor(private readonly deps: HeadlessWalletsDeps) {
    makeAutoObservable<HeadlessWallets, 'deps' | 'environment' | 'picked'>(this, { deps: false, environment: false, picked: observableRef }, { autoBind: true })
    // A custom connect UI is the visitor's intent: the directory's wallets load now.
    void deps.directory.loadRecommended()
  }

  private get exclusions() {
    return exclusionRules(this.deps.options().excludeWalletIds, this.deps.directory.excludedRdns)
  }

  /** The Connect view's list (§2 groups in the configured order): WalletConnect, recent, installed, featured, custom, recommended. */
  get wallets(): WalletItem[] {
    const { deps } = this
    const options = deps.options()
    const items = buildWalletGroups({
      order: options.features.connectorTypeOrder,
      recent: deps.recentWallets.wallets,
      connectors: deps.connectors.connectors,
      featured: deps.directory.featured,
      custom: options.customWallets,
      recommended: deps.directory.recommended,
      featuredWalletIds: options.featuredWalletIds,
      exclusions: this.exclusions,
      environment: this.environment,
      walletConnect: options.enableWalletConnect,
    })
    return items.map((item) => walletItemOf(item, walletListImage(item, options.connectorImages, deps.directory)))
  }

  /** The directory's wallets as AllWallets lists them: featured, then the pages loaded so far; or the search results. */
  get wcWallets(): WalletItem[] {
    const { deps, exclusions } = this
    const options = deps.options()
    const installed = installedConnectors(deps.connectors.connectors, exclusions, this.environment)
    const term = deps.pages.search.trim()
    const listed =
      term !== ''
        ? buildSearchResults(deps.pages.searchResults, term, installed, options.featuredWalletIds, exclusions)
        : buildAllWallets({ installed, featured: deps.directory.featured, pages: deps.pages.pages, total: deps.pages.total, exclusions })
    const entries = options.enableWalletConnect ? listed : installedEntries(listed)
    const recent = new Set(deps.recentWallets.wallets.map((wallet) => wallet.id))
    return entries.flatMap((entry) => {
      // Installed wallets without a directory record are in `wallets`; slots of pages not loaded are not wallets yet.
      if (entry.kind === 'placeholder' || !entry.wallet) return []
      const { wallet } = entry
      const match = entry.kind === 'connector' ? entry.connector : entry.installed
      const image = walletListImage({ group: 'recommended', kind: 'wallet', wallet, installed: match }, options.connectorImages, deps.directory)
      return [directoryWalletItem(wallet, match, image, recent.has(wallet.id))]
    })
  }

  /** Wallets in the directory after the developer's filters, or the search results' number while searching. */
  get count(): number {
    return this.deps.pages.search.trim() !== '' ? this.deps.pages.searchResults.length : this.deps.directory.count
  }

  get isFetchingWallets(): boolean {
    const { pages, directory } = this.deps
    return pages.pageStatus === 'loading' || pages.searchStatus === 'loading' || directory.recommendedStatus === 'loading'
  }

  get isFetchingWcUri(): boolean {
    return !this.uriReset && this.deps.walletConnect.status === 'pairing'
  }

  /** The pairing uri to show as a QR code (or open as a deep link), while the wallet has not answered. */
  get wcUri(): string | undefined {
    const { walletConnect } = this.deps
    return !this.uriReset && walletConnect.status === 'waiting' ? walletConnect.uri : undefined
  }

  get isInitialized(): boolean {
    return this.deps.connection.initialized
  }

  /** The wallet connect() is waiting for: its connector's answer, or the WalletConnect pairing. */
  get connectingWallet(): WalletItem | undefined {
    const { picked, deps } = this
    if (!picked) return undefined
    if (picked.connectors.length > 0) {
      const attempt = deps.connection.attempt
      return attempt?.status === 'connecting' && picked.connectors.some((connector) => connector.id === attempt.connectorId) ? picked : undefined
    }
    const { status } = deps.walletConnect
    return !this.uriReset && (status === 'pairing' || status === 'waiting') ? picked : undefined
  }

  /** Loads a directory page (default 1), or searches by name with `query`. */
  async fetchWallets({ page = 1, query = '' }: FetchWalletsOptions = {}): Promise<void> {
    const { pages } = this.deps
    if (query.trim() !== '') return pages.searchWallets(query)
    if (pages.search !== '') void pages.searchWallets('')
    this.page = page
    await pages.loadPage(page)
  }

  /**
   * Connects a wallet without the modal: one with a connector (installed) is asked directly; any other pairs over
   * WalletConnect (wcUri shows the code) and connects once the wallet approves. Rejects with a ConnectionError
   * ('Connection rejected', 'Failed to connect') when it does not.
   */
  async connect(wallet: WalletItem, namespace: ChainNamespace | undefined = this.deps.networks.activeChain): Promise<void> {
    const { connection, walletConnect } = this.deps
    this.picked = wallet
    this.uriReset = false
    const connector = wallet.connectors.find((candidate) => candidate.chain === (namespace ?? 'eip155'))
    if (connector) {
      if (await connection.connect(connector.id)) return
      throw connectFailure(connection.attempt?.error, connection.attempt?.detail)
    }
    // A directory wallet titles the pairing and brings its deep links; the WalletConnect row has none.
    const record = this.recordOf(wallet.id)
    connection.pickWallet(record)
    walletConnect.start(record)
    await untilTrue(() => walletConnect.status === 'connected' || walletConnect.status === 'failed')
    if (walletConnect.status === 'failed') throw connectFailure(walletConnect.error, walletConnect.detail)
  }

  /** Forgets the pairing uri (the custom UI closed its QR code); the next connect() pairs again. */
  resetWcUri(): void {
    this.uriReset = true
    this.deps.walletConnect.cancel()
  }

  private recordOf(id: string): WalletRecord | undefined {
    const { deps } = this
    const known = [
      ...deps.recentWallets.wallets,
      ...deps.directory.featured,
      ...deps.directory.recommended,
      ...deps.pages.searchResults,
      ...[...deps.pages.pages.values()].flat(),
      ...deps.options().customWallets,
    ]
    return known.find((wallet) => wallet.id === id)
  }
}
