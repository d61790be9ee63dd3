import { observable, runInAction, type IObservableValue } from 'mobx'
import { AnalyticsRelay } from './AnalyticsRelay'
import { SDK_TYPE, SDK_VERSION, STORAGE_PREFIX } from './constants'
import { UnknownViewError } from './errors/view'
import { UsageError } from './errors/usage'
import { startAdapters } from './connections/startAdapters'
import { isBrowser, isMobile } from './environment'
import { createHttpClient, type HttpClient } from './http/client'
import { parseOptions, type AppKitOptions, type ResolvedOptions } from './options'
import { LazyRegistry } from './lazy/LazyRegistry'
import { NeedTrigger } from './NeedTrigger'
import { PluginRegistry } from './plugins/PluginRegistry'
import type { KernelServices, SliceModule } from './slices/KernelServices'
import { registerKernelSlices } from './slices/registerKernelSlices'
import type { KernelSlices } from './slices/KernelSlices'
import { abandonAttemptOnLeave } from './router/abandonAttemptOnLeave'
import { RouterStore } from './router/RouterStore'
import { resolveCloseView, resolveOpenView } from './router/rules'
import { isCoreView } from './router/views'
import type { OpenOptions } from './openOptions'
import { afterFrame } from './afterFrame'
import { createStorage, resolveStorageBackend, type GangwayStorage } from './storage/storage'
import { claimLegacyStorage, storageScope } from './storage/storageScope'
import { AccountStore } from './stores/AccountStore'
import { AlertStore } from './stores/AlertStore'
import { ConnectionStore } from './stores/ConnectionStore'
import { ConnectorStore } from './stores/ConnectorStore'
import { EventsStore } from './stores/EventsStore'
import { FlagStore } from './stores/FlagStore'
import { ModalStore } from './stores/ModalStore'
import { NetworkStore } from './stores/NetworkStore'
import { ThemeStore } from './stores/ThemeStore'
import { ToastStore } from './stores/ToastStore'
import { WalletDirectoryStore } from './stores/WalletDirectoryStore'
import type { ChainNamespace, Features } from './types'

export type { OpenOptions } from './openOptions'

/**
 * The root of one kit instance: builds every store, wires them and exposes the public API.
 * Nothing here lives at module level; two kits on one page share nothing.
 */
export class KitRoot implements KernelServices {
  /** The resolved options; replaced whole by updateFeatures (views read them at render, so they follow). */
  private readonly resolved: IObservableValue<ResolvedOptions>
  private input: AppKitOptions
  /** This instance's storage, every key under `@gangway/<storageScope>/`. */
  readonly storage: GangwayStorage
  /** Pending while this instance moves an older version's unscoped keys into its scope (the first start after an upgrade). */
  readonly legacyStorage: Promise<void> | undefined
  readonly api: HttpClient
  readonly analyticsClient: HttpClient
  /** The chain-data API (balances, history, identity, names, prices). */
  readonly chainData: HttpClient
  readonly events = new EventsStore()
  readonly alerts = new AlertStore()
  readonly toast: ToastStore
  readonly modal: ModalStore
  readonly theme: ThemeStore
  readonly account = new AccountStore()
  readonly connectors = new ConnectorStore()
  readonly networks: NetworkStore
  readonly flagStore: FlagStore
  readonly plugins: PluginRegistry
  /** The one lazy-loading mechanism: plugins, kernel slices and lazy views. */
  readonly lazy = new LazyRegistry()
  readonly router: RouterStore
  readonly wallets: WalletDirectoryStore
  readonly connection: ConnectionStore
  /** The namespace open({ namespace }) limits the Connect view to. */
  connectNamespace: ChainNamespace | undefined
  /** The <gangway-modal> host element, when the UI is mounted (place it yourself with disableAppend). */
  element: HTMLElement | undefined
  /** Hands kit events to the analytics sink once the intent chunk brings it. */
  readonly analytics: AnalyticsRelay
  private readonly disposers = new Set<() => void>()
  private prefetched = false
  /** When the deferred code (the modal's UI, the adapters' wallet code) is needed: first intent or open, else the idle page. */
  private readonly need = new NeedTrigger(isBrowser() ? window : undefined)

  constructor(input: AppKitOptions) {
    const options = parseOptions(input)
    this.input = input
    this.resolved = observable.box(options, { deep: false })
    const backend = resolveStorageBackend(options.storage)
    const scope = storageScope(options.projectId, options.storageKey)
    this.storage = createStorage(backend, { prefix: `${STORAGE_PREFIX}${scope}/` })
    this.legacyStorage = claimLegacyStorage(backend, scope)
    const client = (baseUrl: string) =>
      createHttpClient({ baseUrl, projectId: options.projectId, sdkType: SDK_TYPE, sdkVersion: SDK_VERSION })
    this.api = client(options.endpoints.api)
    this.toast = new ToastStore(options.timings.toastReopenDelay)
    this.modal = new ModalStore(options.timings.shake)
    this.theme = new ThemeStore(options.themeMode, options.themeVariables)
    this.networks = new NetworkStore(options.networks, options.defaultNetwork)
    this.flagStore = new FlagStore(options)
    this.plugins = new PluginRegistry({
      plugins: options.plugins,
      flags: () => this.flagStore.flags,
      remoteSettled: () => this.flagStore.remoteSettled,
      lazy: this.lazy,
      kit: () => this.slice('pluginKit'),
    })
    this.router = new RouterStore({
      isConnected: () => this.account.isConnected,
      knowsView: (view) => this.knowsView(view),
      closeModal: () => void this.close(),
      willShow: (view) => this.willShow(view),
    })
    this.wallets = new WalletDirectoryStore(this.api, options)
    this.connection = new ConnectionStore({
      adapters: options.adapters,
      account: this.account,
      storage: this.storage,
      enableReconnect: options.enableReconnect,
      flows: () => this.slice('connection'),
    })
    this.analyticsClient = client(options.endpoints.analytics)
    this.chainData = client(options.endpoints.chainData)
    this.analytics = new AnalyticsRelay(() => this.flagStore.flags.analytics.value)
    this.disposers.add(this.events.subscribe((event) => this.analytics.record(event)))
    this.disposers.add(abandonAttemptOnLeave(this))
    registerKernelSlices((name, load, needs) => this.registerSlice(name, load, needs))
  }

  /** §2: on the sign view while sign-in is required and no session exists, the modal cannot close (it shakes). */
  get closeBlocked(): boolean {
    return this.lazy.get<KernelSlices['siwx']>('siwx')?.blocksClose === true
  }

  /** A kernel slice: its store, its chunk fetched and the store made on first need. */
  slice<K extends keyof KernelSlices>(name: K): Promise<KernelSlices[K]> {
    return this.lazy.load<KernelSlices[K]>(name)
  }

  private registerSlice<K extends keyof KernelSlices>(name: K, load: () => Promise<SliceModule<K>>, needs?: readonly (keyof KernelSlices)[]): void {
    this.lazy.register({ name, ...(needs && { needs }), load: () => load().then((module) => module.create(this)) })
  }

  get options(): ResolvedOptions {
    return this.resolved.get()
  }

  // ---- public API ----

  /** AppKit's updateFeatures: the options checked again with these features merged in; the flags follow. */
  updateFeatures(features: Features): void {
    const input = { ...this.input, features: { ...this.input.features, ...features } }
    const options = parseOptions(input)
    this.input = input
    runInAction(() => {
      this.resolved.set(options)
      this.flagStore.updateLocal(options)
    })
  }

  /** Opens the modal in the same frame: only observables change here; data loads afterwards. */
  open<V extends string>(options: OpenOptions<V> = {}): Promise<void> {
    if (typeof options !== 'object' || options === null) return Promise.reject(new UsageError('OPEN_OPTIONS'))
    if (options.view !== undefined && !this.knowsView(options.view)) {
      return Promise.reject(new UnknownViewError(options.view))
    }
    // §5: with the feature off, the connections are refused: the modal opens as without a view, with the info alert.
    const refused = options.view === 'ProfileWallets' && !this.flagStore.flags.multiWallet.value
    if (refused) this.alerts.show('MULTI_WALLET_NOT_ENABLED')
    const view = resolveOpenView({
      manualWCControl: this.options.manualWCControl,
      hasAdapters: this.options.adapters.length > 0,
      isConnected: this.account.isConnected,
      isMobile: isMobile(),
      view: refused ? undefined : options.view,
    })
    runInAction(() => {
      if (options.uri !== undefined) this.modal.setPairingUri(options.uri)
      this.connectNamespace = options.namespace
      this.router.reset(view, options.arguments)
      this.modal.setOpen(true)
    })
    this.events.emit('MODAL_OPEN', { connected: this.account.isConnected })
    this.prefetch()
    return Promise.resolve()
  }

  close(): Promise<void> {
    if (!this.modal.isOpen) return Promise.resolve()
    if (this.closeBlocked) {
      this.modal.triggerShake()
      return Promise.resolve()
    }
    runInAction(() => {
      this.modal.setOpen(false)
      this.router.reset(resolveCloseView({ embedded: this.options.enableEmbedded, isConnected: this.account.isConnected }))
    })
    this.events.emit('MODAL_CLOSE', { connected: this.account.isConnected })
    return Promise.resolve()
  }

  /** Browser only (createAppKit calls it): adapters start discovering wallets, then stored connections sync. */
  startAdapters(): void {
    startAdapters(this)
  }

  /**
   * Intent: the visitor pointed at or focused the connect button, or opened the modal. Starts the remote
   * config, directory and analytics calls once; nothing is requested before this.
   */
  prefetch(): void {
    this.need.request()
    if (this.prefetched) return
    this.prefetched = true
    this.flagStore.expectRemote()
    // After the next frame: when the intent is the click that opens the modal, the modal paints before these calls'
    // code arrives and runs in its way.
    afterFrame(() => {
      if (this.destroyed) return
      void this.wallets.loadRecommended()
      if (this.options.adapters.length > 0) void this.connection.load()
      // The HTTP calls' code comes beside the intent chunk, not after the first call asks for it.
      import('./http/request').catch(() => undefined)
      // The config, origins and analytics code is only needed from here on: its own chunk.
      import('./intent')
        .then((intent) => intent.onIntent(this))
        .catch((error: unknown) => {
          this.flagStore.remoteUnavailable()
          console.error('[gangway] could not start the remote calls', error)
        })
    })
  }

  /** Stops every reaction of this instance (the UI unmounts itself through its own disposer). */
  destroy(): void {
    this.destroyed = true
    const disposers = [...this.disposers]
    this.disposers.clear()
    for (const dispose of disposers) dispose()
    this.need.dispose()
    this.toast.dispose()
    this.modal.dispose()
  }

  /** Resolves when the UI has rendered (createAppKit loads it in its own chunk). */
  uiReady: Promise<void> = Promise.resolve()
  private destroyed = false

  get isDestroyed(): boolean {
    return this.destroyed
  }

  /** Runs `run` once the deferred code is needed: at the first intent or open, else once the page is idle after load. */
  whenNeeded(run: () => void): () => void {
    return this.need.whenNeeded(run)
  }

  attachUi(ready: Promise<void>): void {
    this.uiReady = ready.catch((error: unknown) => console.error('[gangway] the modal UI failed to load', error))
  }

  attachElement(element: HTMLElement): void {
    this.element = element
  }

  onDestroy(dispose: () => void): void {
    this.disposers.add(dispose)
  }

  /** Keeps a disposer until destroy(), and forgets it when the caller disposes it first. */
  track(dispose: () => void): () => void {
    const once = () => {
      this.disposers.delete(once)
      dispose()
    }
    this.disposers.add(once)
    return once
  }

  // ---- wiring ----

  knowsView(view: string): boolean {
    return isCoreView(view) || this.plugins.hasView(view)
  }

  /** A view is about to show: its chunk (a core view's registry entry, or its plugin) starts loading now. */
  private willShow(view: string): void {
    if (this.lazy.has(`view:${view}`)) return this.lazy.preload(`view:${view}`)
    const owner = this.plugins.ownerOf(view)
    if (!owner) return
    this.plugins.load(owner.name).catch((error: unknown) => {
      console.error(error)
      this.toast.show(`Could not load ${this.plugins.viewTitle(view) ?? view}`, 'error')
    })
  }
}
