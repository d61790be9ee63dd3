import { makeAutoObservable, observableShallow, runInAction } from 'mobx'
import { PluginError } from '../errors/plugin'

export type LazyStatus = 'idle' | 'loading' | 'ready' | 'failed'

/** One lazily loaded part of a kit: a plugin's code, a kernel slice (its code and store), a view. */
export interface LazyEntry<T> {
  readonly name: string
  /** Fetches the code (dynamic import) and makes the value; called once, again only after a failure. */
  readonly load: () => Promise<T>
  /** Entries loaded first, so this one's value can use theirs synchronously (a view and its stores). */
  readonly needs?: readonly string[]
  /** Off (a plugin whose flag is off): load() refuses and nothing is fetched. */
  readonly enabled?: () => boolean
  /** The refusal when `enabled` says no (by default, the entry's name is its flag). */
  readonly refusal?: () => Error
  /** Resolves once `enabled` may be trusted (a plugin the remote config may still turn off); asked again after. */
  readonly ready?: () => Promise<void>
}

const refusalOf = (entry: LazyEntry<unknown>): Error => entry.refusal?.() ?? new PluginError('PLUGIN_OFF', entry.name, { flag: entry.name })
const isOff = (entry: LazyEntry<unknown>): boolean => entry.enabled !== undefined && !entry.enabled()

/**
 * The one lazy-loading mechanism of a kit (DESIGN.md): every plugin, kernel slice and lazy view is an entry
 * loaded once, the first time it is needed, never while it is off. Its status and value are observable, so
 * a view renders the moment its code is here; a failed load is forgotten and the next need tries again.
 */
export class LazyRegistry {
  private readonly entries = new Map<string, LazyEntry<unknown>>()
  private readonly inflight = new Map<string, Promise<unknown>>()
  private readonly values: Record<string, unknown> = {}
  private readonly statuses: Record<string, LazyStatus> = {}

  constructor() {
    makeAutoObservable<LazyRegistry, 'entries' | 'inflight' | 'values' | 'statuses'>(
      this,
      { entries: false, inflight: false, values: observableShallow, statuses: observableShallow },
      { autoBind: true },
    )
  }

  /** Adds an entry (once per name; a second registration of a name is ignored). */
  register<T>(entry: LazyEntry<T>): void {
    if (!this.entries.has(entry.name)) this.entries.set(entry.name, entry as LazyEntry<unknown>)
  }

  has(name: string): boolean {
    return this.entries.has(name)
  }

  status(name: string): LazyStatus {
    return this.statuses[name] ?? 'idle'
  }

  /** The value once loaded (observable), else undefined. */
  get<T>(name: string): T | undefined {
    return this.values[name] as T | undefined
  }

  isEnabled(name: string): boolean {
    const entry = this.entries.get(name)
    return entry !== undefined && (entry.enabled?.() ?? true)
  }

  /** Loads the entry and what it needs (once); resolves with its value. */
  load<T>(name: string): Promise<T> {
    const entry = this.entries.get(name)
    if (!entry) return Promise.reject(new PluginError('PLUGIN_UNKNOWN', name))
    if (isOff(entry)) return Promise.reject(refusalOf(entry))
    if (name in this.values) return Promise.resolve(this.values[name] as T)
    const existing = this.inflight.get(name)
    if (existing) return existing as Promise<T>
    this.statuses[name] = 'loading'
    const loading = Promise.resolve(entry.ready?.())
      .then(() => {
        if (isOff(entry)) throw refusalOf(entry)
        return Promise.all((entry.needs ?? []).map((need) => this.load(need)))
      })
      .then(() => entry.load())
      .then(
        (value) => {
          runInAction(() => {
            this.values[name] = value
            this.statuses[name] = 'ready'
          })
          return value
        },
        (error: unknown) => {
          // Forgotten, so the next need of the entry tries again.
          this.inflight.delete(name)
          runInAction(() => (this.statuses[name] = 'failed'))
          throw error
        },
      )
    this.inflight.set(name, loading)
    return loading as Promise<T>
  }

  /** Gives an entry its value without loading it (a value made by other means, e.g. in tests). */
  provide<T>(name: string, value: T): T {
    this.values[name] = value
    this.statuses[name] = 'ready'
    return value
  }

  /** Loads in the background; a failure is only logged (a later need retries). */
  preload(name: string): void {
    if (this.isEnabled(name)) this.load(name).catch((error: unknown) => console.warn(`[gangway] could not load ${name}`, error))
  }
}
