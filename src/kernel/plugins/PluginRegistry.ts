import { makeAutoObservable, when } from 'mobx'
import { PluginError } from '../errors/plugin'
import type { LazyRegistry, LazyStatus } from '../lazy/LazyRegistry'
import { flagNameOf, isFlagEnabled } from './flags'
import type { ResolvedFlags } from './flagTypes'
import type { LoadedPlugin, PluginAccountTab, PluginContext, PluginDescriptor, PluginModule } from './types'

export interface PluginRegistryDeps {
  readonly plugins: readonly PluginDescriptor[]
  readonly flags: () => ResolvedFlags
  /** False while the project's remote config, which may turn a plugin off, is on its way. */
  readonly remoteSettled: () => boolean
  readonly lazy: LazyRegistry
  /** Makes a plugin's context, and checks its module and makes its store (the kernel's pluginKit slice, loaded with the first plugin). */
  readonly kit: () => Promise<{ context(plugin: PluginDescriptor): PluginContext; accept(plugin: PluginDescriptor, module: PluginModule, context: PluginContext): unknown }>
}

/** The registry entry of a plugin's lazy part. */
export const pluginEntry = (name: string): string => `plugin:${name}`

/**
 * Knows every plugin of one kit, which are enabled (by the resolved flags), and what each adds (views,
 * Connect sections, wallet features, Account tabs, connectors). Each plugin's lazy part is an entry of the
 * kit's one LazyRegistry: loaded once, the first time one of its views, sections or actions is needed, never
 * while its flag is off.
 */
export class PluginRegistry {
  readonly plugins: readonly PluginDescriptor[]

  constructor(private readonly deps: PluginRegistryDeps) {
    this.plugins = deps.plugins
    for (const plugin of deps.plugins) {
      deps.lazy.register<LoadedPlugin>({
        name: pluginEntry(plugin.name),
        refusal: () => new PluginError('PLUGIN_OFF', plugin.name, { flag: flagNameOf(plugin.flag) ?? plugin.name }),
        enabled: () => this.isEnabled(plugin),
        // A need is the kernel slice of the same name ('format', 'viem').
        needs: plugin.needs ?? [],
        load: () => this.loadPlugin(plugin),
        // A plugin the remote config may turn off waits for it: its chunk is never fetched only to be turned off.
        ...(typeof plugin.flag === 'object' && plugin.flag.remote !== undefined && { ready: () => when(() => deps.remoteSettled()) }),
      })
    }
    makeAutoObservable<PluginRegistry, 'deps'>(this, { plugins: false, deps: false }, { autoBind: true })
  }

  isEnabled(plugin: PluginDescriptor): boolean {
    const flag = flagNameOf(plugin.flag)
    return flag === undefined || isFlagEnabled(this.deps.flags(), flag)
  }

  get enabled(): readonly PluginDescriptor[] {
    return this.plugins.filter(this.isEnabled)
  }

  byName(name: string): PluginDescriptor | undefined {
    return this.plugins.find((plugin) => plugin.name === name)
  }

  ownerOf(view: string): PluginDescriptor | undefined {
    return this.plugins.find((plugin) => plugin.views !== undefined && Object.hasOwn(plugin.views, view))
  }

  /** A view of an enabled plugin. */
  hasView(view: string): boolean {
    const owner = this.ownerOf(view)
    return owner !== undefined && this.isEnabled(owner)
  }

  viewTitle(view: string): string | undefined {
    return this.ownerOf(view)?.views?.[view]?.title
  }

  connectSections(method: string): readonly PluginDescriptor[] {
    return this.enabled.filter((plugin) => plugin.connectMethod === method)
  }

  /** The enabled plugin that brings this connector (its `connector.id`). */
  connectorOwner(connectorId: string): PluginDescriptor | undefined {
    return this.enabled.find((plugin) => plugin.connector?.id === connectorId)
  }

  /** The connect methods of enabled plugins other than the built-in ones, in plugin order. */
  get extraConnectMethods(): readonly string[] {
    const methods = this.enabled.flatMap((plugin) => (plugin.connectMethod ? [plugin.connectMethod] : []))
    return [...new Set(methods)].filter((method) => method !== 'email' && method !== 'social' && method !== 'wallet')
  }

  /** §9 wallet features row: enabled plugins with a wallet feature, in the configured order; other ids after. */
  walletFeatures(order: readonly string[]): readonly PluginDescriptor[] {
    const rank = (plugin: PluginDescriptor) => {
      const index = order.indexOf(plugin.walletFeature?.id ?? '')
      return index === -1 ? order.length : index
    }
    return this.enabled.filter((plugin) => plugin.walletFeature).sort((a, b) => rank(a) - rank(b))
  }

  /** The Account tabs enabled plugins add, with their plugin. */
  get accountTabs(): readonly { readonly plugin: PluginDescriptor; readonly tab: PluginAccountTab }[] {
    return this.enabled.flatMap((plugin) => (plugin.accountTabs ?? []).map((tab) => ({ plugin, tab })))
  }

  status(name: string): LazyStatus {
    return this.deps.lazy.status(pluginEntry(name))
  }

  /** The loaded plugin (observable), or undefined while its chunk has not arrived. */
  loaded(name: string): LoadedPlugin | undefined {
    return this.deps.lazy.get<LoadedPlugin>(pluginEntry(name))
  }

  moduleOf(name: string): PluginModule | undefined {
    return this.loaded(name)?.module
  }

  storeOf<TStore>(name: string): TStore | undefined {
    return this.loaded(name)?.store as TStore | undefined
  }

  /** Loads a plugin's lazy part (once); rejects when the plugin is unknown or its flag is off. */
  load(name: string): Promise<LoadedPlugin> {
    return this.deps.lazy.load<LoadedPlugin>(pluginEntry(name))
  }

  /** Runs an action of a plugin's lazy part, loading the chunk first if needed. */
  async call(name: string, action: string, args: readonly unknown[]): Promise<unknown> {
    const plugin = this.byName(name)
    if (plugin && !plugin.actions?.includes(action)) throw new PluginError('PLUGIN_INVALID', name, { reason: `declares no action '${action}'` })
    const { module, store } = await this.load(name)
    const run = module.actions?.[action]
    if (!run) throw new PluginError('PLUGIN_INVALID', name, { reason: `has no implementation of action '${action}'` })
    return run(store, ...args)
  }

  private async loadPlugin(plugin: PluginDescriptor): Promise<LoadedPlugin> {
    let module: PluginModule
    try {
      module = await plugin.load()
    } catch (cause) {
      throw new PluginError('PLUGIN_LOAD_FAILED', plugin.name, { cause })
    }
    const kit = await this.deps.kit()
    const context = kit.context(plugin)
    return { module, store: kit.accept(plugin, module, context), context }
  }
}
