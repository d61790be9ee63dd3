import type { CaipNetwork, ConnectMethod, Endpoints, FeatureFlag } from '../types'

/**
 * A plugin's descriptor: tiny, imported by the host at config time. Its real code (views, store slice,
 * actions) is the module `load()` returns, fetched with dynamic import() the first time it is needed.
 * `TView` is the view component type; the kernel treats it as opaque (it never imports React) and the
 * public `definePlugin` in src/index.ts fixes it to a React component.
 */
export interface GangwayPlugin<TStore = unknown, TView = unknown> {
  /** Unique name, kebab-case. */
  readonly name: string
  /** The feature key that gates the plugin; omitted = always enabled. */
  readonly flag?: FeatureFlag
  /** The views the plugin adds: view name → its header title. Names must not clash with core views. */
  readonly views: Readonly<Record<string, PluginViewMeta>>
  /** When set, the plugin renders a section of the Connect view for this connect method. */
  readonly connectMethod?: ConnectMethod
  /** Names of the actions the lazy part implements; calling one loads the chunk first (kit.runAction). */
  readonly actions?: readonly string[]
  /** Fetches the lazy part. Called at most once per kit instance. */
  readonly load: () => Promise<PluginModule<TStore, TView>>
}

export interface PluginViewMeta {
  readonly title: string
}

export interface PluginModule<TStore = unknown, TView = unknown> {
  /** Builds the plugin's store slice for one kit instance. */
  readonly createStore?: (context: PluginContext) => TStore
  /** View name → component, for every name in the descriptor's `views`. */
  readonly views: Readonly<Record<string, TView>>
  /** The Connect view section, for plugins with a `connectMethod`. */
  readonly connectSection?: TView
  /** Action name → implementation, for every name in the descriptor's `actions`; receives the store slice. */
  readonly actions?: Readonly<Record<string, PluginAction<TStore>>>
}

/** Declared with method syntax so a plugin typed with its own store fits the kit's list of plugins. */
export type PluginAction<TStore = unknown> = {
  run(store: TStore, ...args: readonly unknown[]): unknown
}['run']

/** What a plugin's lazy part may use: the public API only. */
export interface PluginContext {
  readonly projectId: string
  readonly endpoints: Readonly<Endpoints>
  navigate(view: string, args?: unknown): void
  goBack(): void
  showToast(message: string, variant: 'success' | 'error' | 'loading'): void
  getCaipNetwork(): CaipNetwork | undefined
  readonly networks: readonly CaipNetwork[]
}
