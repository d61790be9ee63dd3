import { makeAutoObservable } from 'mobx'
import { PluginError } from '../errors/plugin'
import type { LazyRegistry, LazyStatus } from '../lazy/LazyRegistry'
import { flagNameOf, isFlagEnabled } from './flags'
import { untilTrue } from '../onceTrue'
import type { ResolvedFlags } from './flagTypes'
import type { PluginKit } from './PluginKit'
import type { LoadedPlugin, PluginDescriptor, PluginModule } from './types'

export interface PluginRegistryDeps {
  readonly plugins: readonly PluginDescriptor[]
  readonly flags: () => ResolvedFlags
  /** False while the project's remote config, which may turn a plugin off, is on its way. */
  readonly remoteSettled: () => boolean
  readonly lazy: LazyRegistry
  /** Makes a plugin's context, checks its module and makes its store, runs its actions (the kernel's pluginKit slice, loaded with the first plugin). */
  readonly kit: () => Promise<PluginKit>
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
        ...(typeof plugin.flag === 'object' && plugin.flag.remote !== undefined && { ready: () => untilTrue(() => deps.remoteSettled()) }),
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

  /** The connect methods of enabled plugins other than the built-in ones, in plugin order. */
  get extraConnectMethods(): readonly string[] {
    const methods = this.enabled.flatMap((plugin) => (plugin.connectMethod ? [plugin.connectMethod] : []))
    return [...new Set(methods)].filter((method) => method !== 'email' && method !== 'social' && method !== 'wallet')
  }

  status(name: string): LazyStatus {
    return this.deps.lazy.status(pluginEntry(name))
  }

  /** The loaded plugin (observable), or undefined while its chunk has not arrived. */
  loaded(name: string): LoadedPlugin | undefined {
    return this.deps.lazy.get<LoadedPlugin>(pluginEntry(name))
  }

  /** Loads a plugin's lazy part (once); rejects when the plugin is unknown or its flag is off. */
  load(name: string): Promise<LoadedPlugin> {
    return this.deps.lazy.load<LoadedPlugin>(pluginEntry(name))
  }

  /** Runs an action of a plugin's lazy part, loading the chunk first if needed (the pluginKit slice runs it). */
  call(name: string, action: string, args: readonly unknown[]): Promise<unknown> {
    return this.deps.kit().then((kit) => kit.runAction(name, action, args))
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
