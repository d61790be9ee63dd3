import { makeAutoObservable, observableShallow, runInAction } from 'mobx'
import { PluginError } from '../errors'
import type { ConnectMethod } from '../types'
import { isFlagEnabled, type ResolvedFlags } from './flags'
import type { GangwayPlugin, PluginContext, PluginModule } from './types'

export type PluginStatus = 'idle' | 'loading' | 'ready' | 'failed'

/**
 * Knows every plugin of one kit, which are enabled (by the resolved flags), and loads each plugin's lazy
 * part once, the first time one of its views or actions is needed, never while its flag is off.
 */
export class PluginRegistry {
  readonly plugins: readonly GangwayPlugin[]
  status: Record<string, PluginStatus> = {}
  private readonly modules: Record<string, PluginModule> = {}
  private readonly stores = new Map<string, unknown>()
  private readonly inflight = new Map<string, Promise<PluginModule>>()
  private readonly getFlags: () => ResolvedFlags
  private readonly context: () => Promise<PluginContext>

  /** `context` gives the plugin context (its code, with acceptPlugin, loads with the first plugin). */
  constructor(plugins: readonly GangwayPlugin[], getFlags: () => ResolvedFlags, context: () => Promise<PluginContext>) {
    this.plugins = plugins
    this.getFlags = getFlags
    this.context = context
    makeAutoObservable<PluginRegistry, 'modules' | 'stores' | 'inflight' | 'getFlags' | 'context'>(
      this,
      { plugins: false, modules: observableShallow, stores: false, inflight: false, getFlags: false, context: false },
      { autoBind: true },
    )
  }

  isEnabled(plugin: GangwayPlugin): boolean {
    return plugin.flag === undefined || isFlagEnabled(this.getFlags(), plugin.flag)
  }

  get enabled(): readonly GangwayPlugin[] {
    return this.plugins.filter(this.isEnabled)
  }

  byName(name: string): GangwayPlugin | undefined {
    return this.plugins.find((plugin) => plugin.name === name)
  }

  ownerOf(view: string): GangwayPlugin | undefined {
    return this.plugins.find((plugin) => Object.hasOwn(plugin.views, view))
  }

  /** A view of an enabled plugin. */
  hasView(view: string): boolean {
    const owner = this.ownerOf(view)
    return owner !== undefined && this.isEnabled(owner)
  }

  viewTitle(view: string): string | undefined {
    return this.ownerOf(view)?.views[view]?.title
  }

  connectSections(method: ConnectMethod): readonly GangwayPlugin[] {
    return this.enabled.filter((plugin) => plugin.connectMethod === method)
  }

  moduleOf(name: string): PluginModule | undefined {
    return this.modules[name]
  }

  storeOf<TStore>(name: string): TStore | undefined {
    return this.stores.get(name) as TStore | undefined
  }

  /** Loads a plugin's lazy part (once); rejects when the plugin is unknown or its flag is off. */
  load(name: string): Promise<PluginModule> {
    const plugin = this.byName(name)
    if (!plugin) return Promise.reject(new PluginError('PLUGIN_UNKNOWN', name))
    if (!this.isEnabled(plugin)) {
      return Promise.reject(new PluginError('PLUGIN_OFF', name, { flag: String(plugin.flag) }))
    }
    const existing = this.inflight.get(name)
    if (existing) return existing
    this.status[name] = 'loading'
    const loading = plugin
      .load()
      .catch((cause: unknown) => {
        throw new PluginError('PLUGIN_LOAD_FAILED', name, { cause })
      })
      .then((module) =>
        Promise.all([this.context(), import('./createPluginContext')]).then(([context, { acceptPlugin }]) =>
          this.accept(plugin, module, acceptPlugin(plugin, module, context)),
        ),
      )
      .catch((error: unknown) => {
        // A failed load is forgotten, so the next need of the plugin tries again.
        this.inflight.delete(name)
        runInAction(() => (this.status[name] = 'failed'))
        throw error
      })
    this.inflight.set(name, loading)
    return loading
  }

  /** Runs an action of a plugin's lazy part, loading the chunk first if needed. */
  async call(name: string, action: string, args: readonly unknown[]): Promise<unknown> {
    const plugin = this.byName(name)
    if (plugin && !plugin.actions?.includes(action)) {
      throw new PluginError('PLUGIN_INVALID', name, { reason: `declares no action '${action}'` })
    }
    const module = await this.load(name)
    const run = module.actions?.[action]
    if (!run) throw new PluginError('PLUGIN_INVALID', name, { reason: `has no implementation of action '${action}'` })
    return run(this.stores.get(name), ...args)
  }

  /** Records a checked module and its store (acceptPlugin made them). */
  private accept(plugin: GangwayPlugin, module: PluginModule, made: { readonly store: unknown } | undefined): PluginModule {
    if (made) this.stores.set(plugin.name, made.store)
    runInAction(() => {
      this.modules[plugin.name] = module
      this.status[plugin.name] = 'ready'
    })
    return module
  }
}
