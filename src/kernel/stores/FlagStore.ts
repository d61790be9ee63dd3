import { makeAutoObservable, observableRef } from 'mobx'
import type { ResolvedOptions } from '../options'
import { localFlags, pluginFlagsOf } from '../plugins/flags'
import type { PluginFlag, ResolvedFlags } from '../plugins/flagTypes'

type RemoteStatus = 'idle' | 'loading' | 'ready' | 'failed'

/**
 * The resolved feature flags: the local options first, then narrowed by the project's remote config once the
 * visitor shows intent (loadRemoteFlags, in the intent chunk). One immutable record at a time, replaced whole.
 */
export class FlagStore {
  flags: ResolvedFlags
  remoteStatus: RemoteStatus = 'idle'
  /** The flags the installed plugins declare. */
  readonly pluginFlags: readonly PluginFlag[]
  private fetching = false
  /** The remote config's narrowing, kept so local changes (updateFeatures) are narrowed the same way. */
  private narrow: ((local: ResolvedFlags) => ResolvedFlags) | undefined = undefined

  constructor(options: ResolvedOptions) {
    this.pluginFlags = pluginFlagsOf(options.plugins)
    this.flags = localFlags(options, this.pluginFlags)
    makeAutoObservable<FlagStore, 'fetching' | 'narrow'>(this, { flags: observableRef, pluginFlags: false, fetching: false, narrow: false }, { autoBind: true })
  }

  /** Intent seen: the remote config is on its way (its code is still loading); plugins it may turn off wait. */
  expectRemote(): void {
    if (this.remoteStatus === 'idle') this.remoteStatus = 'loading'
  }

  /** The remote config's code could not load: the local flags stand. */
  remoteUnavailable(): void {
    if (!this.fetching) this.remoteStatus = 'failed'
  }

  /** No remote answer is on its way: the flags will not change. */
  get remoteSettled(): boolean {
    return this.remoteStatus !== 'loading'
  }

  /** The config call starts; false when it already has (it is made once). */
  startRemote(): boolean {
    if (this.fetching) return false
    this.fetching = true
    this.remoteStatus = 'loading'
    return true
  }

  /** The config call ended: how it narrows the local flags, or undefined when it failed (the local flags stand). */
  settleRemote(narrow: ((local: ResolvedFlags) => ResolvedFlags) | undefined): void {
    this.narrow = narrow
    if (narrow) this.flags = narrow(this.flags)
    this.remoteStatus = narrow ? 'ready' : 'failed'
  }

  /** The local options changed (updateFeatures): the flags again from them, narrowed as before. */
  updateLocal(options: ResolvedOptions): void {
    const local = localFlags(options, this.pluginFlags)
    this.flags = this.narrow ? this.narrow(local) : local
  }
}
