import type { ChainNamespace } from '../types'
/**
 * What the kit's root holds, as the slice factories (src/kernel/slices/*) see it when they build a lazily loaded
 * store: each factory takes from here only what its store needs and hands it over through the store's
 * constructor. Stores and flows never import this: they get their narrow dependencies.
 */
import type { AnalyticsRelay } from '../AnalyticsRelay'
import type { HttpClient } from '../http/client'
import type { LazyRegistry } from '../lazy/LazyRegistry'
import type { ResolvedOptions } from '../options'
import type { PluginRegistry } from '../plugins/PluginRegistry'
import type { RouterStore } from '../router/RouterStore'
import type { KitStorage } from '../storage/storage'
import type { AccountStore } from '../stores/AccountStore'
import type { AlertStore } from '../stores/AlertStore'
import type { ConnectionStore } from '../stores/ConnectionStore'
import type { ConnectorStore } from '../stores/ConnectorStore'
import type { EventsStore } from '../stores/EventsStore'
import type { FlagStore } from '../stores/FlagStore'
import type { ModalStore } from '../stores/ModalStore'
import type { NetworkStore } from '../stores/NetworkStore'
import type { ThemeStore } from '../stores/ThemeStore'
import type { ToastStore } from '../stores/ToastStore'
import type { WalletDirectoryStore } from '../stores/WalletDirectoryStore'
import type { OpenOptions } from '../openOptions'
import type { KernelSlices } from './KernelSlices'

export interface KernelServices {
  readonly options: ResolvedOptions
  readonly storage: KitStorage
  /** Pending while an older version's stored data moves into this instance's keys; read nothing stored before. */
  readonly legacyStorage: Promise<void> | undefined
  readonly api: HttpClient
  readonly chainData: HttpClient
  readonly analyticsClient: HttpClient
  readonly account: AccountStore
  readonly networks: NetworkStore
  readonly connectors: ConnectorStore
  readonly connection: ConnectionStore
  readonly modal: ModalStore
  readonly router: RouterStore
  readonly theme: ThemeStore
  readonly toast: ToastStore
  readonly alerts: AlertStore
  readonly events: EventsStore
  readonly flagStore: FlagStore
  readonly wallets: WalletDirectoryStore
  readonly plugins: PluginRegistry
  readonly lazy: LazyRegistry
  readonly analytics: AnalyticsRelay
  readonly isDestroyed: boolean
  /** The namespace open({ namespace }) or SwitchActiveChain limits the Connect view to. */
  readonly connectNamespace: ChainNamespace | undefined
  onDestroy(dispose: () => void): void
  /** Runs `run` once the deferred code is needed: at the first intent or open, else once the page is idle after load. */
  whenNeeded(run: () => void): () => void
  open<V extends string>(options?: OpenOptions<V>): Promise<void>
  close(): Promise<void>
  /** Another slice, loaded first if needed. */
  slice<K extends keyof KernelSlices>(name: K): Promise<KernelSlices[K]>
}

/** A slice module's one export: builds its store for one kit. */
export interface SliceModule<K extends keyof KernelSlices> {
  create(kit: KernelServices): KernelSlices[K] | Promise<KernelSlices[K]>
}
