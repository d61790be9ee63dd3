import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import type { AlertStore } from './AlertStore'
import type { ProjectConfigResult } from '../http/projectConfig'
import type { HttpClient } from '../http/client'
import type { ResolvedOptions } from '../options'
import { resolveFlags } from '../plugins/flags'
import type { ResolvedFlags } from '../plugins/flagTypes'
import type { PluginFlag } from '../plugins/types'

type RemoteStatus = 'idle' | 'loading' | 'ready' | 'failed'

/**
 * The resolved feature flags: local options first, then AND-ed with the project's remote config once the
 * visitor shows intent. One immutable record at a time, replaced as a whole.
 */
export class FlagStore {
  flags: ResolvedFlags
  remoteStatus: RemoteStatus = 'idle'
  private readonly options: ResolvedOptions
  private readonly api: HttpClient
  private readonly alerts: AlertStore
  private fetching = false

  /** The flags the installed plugins declare. */
  private get pluginFlags(): readonly PluginFlag[] {
    return this.options.plugins.flatMap((plugin) => (typeof plugin.flag === 'string' ? [{ name: plugin.flag }] : plugin.flag ? [plugin.flag] : []))
  }

  constructor(options: ResolvedOptions, api: HttpClient, alerts: AlertStore) {
    this.options = options
    this.api = api
    this.alerts = alerts
    this.flags = resolveFlags(options, null, this.pluginFlags)
    makeAutoObservable<FlagStore, 'options' | 'api' | 'alerts' | 'pluginFlags' | 'fetching'>(
      this,
      { flags: observableRef, options: false, api: false, alerts: false, pluginFlags: false, fetching: false },
      { autoBind: true },
    )
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

  /**
   * Fetches the remote config once; failures keep the local flags and raise the §8 alert. The fetch and
   * its parsing live in the intent chunk, which passes `fetchConfig` in.
   */
  async loadRemote(fetchConfig: (api: HttpClient) => Promise<ProjectConfigResult>): Promise<void> {
    if (this.fetching) return
    this.fetching = true
    this.remoteStatus = 'loading'
    const result = await fetchConfig(this.api)
    runInAction(() => {
      if (!result.ok) {
        this.remoteStatus = 'failed'
        this.alerts.show(result.alert, result.detail)
        return
      }
      this.flags = resolveFlags(this.options, result.remote, this.pluginFlags)
      this.remoteStatus = 'ready'
      if (this.flags.ignored.length > 0) {
        const names = this.flags.ignored.map((entry) => entry.flag).join(', ')
        console.warn(`[gangway] Local configuration ignored: the project configuration turned off ${names}`)
        this.alerts.show('LOCAL_CONFIGURATION_IGNORED', `Turned off by the project configuration: ${names}`)
      }
    })
  }
}
