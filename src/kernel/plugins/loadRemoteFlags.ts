import { runInAction } from 'mobx'
import type { HttpClient } from '../http/client'
import type { KitStorage } from '../storage/storage'
import type { ProjectConfigResult } from '../http/projectConfig'
import type { AlertStore } from '../stores/AlertStore'
import type { FlagStore } from '../stores/FlagStore'
import type { IgnoredFlag } from './flagTypes'
import { narrowFlags } from './narrowFlags'
import { visitorId } from './visitorId'

export interface RemoteFlagsDeps {
  readonly flagStore: FlagStore
  readonly api: HttpClient
  readonly alerts: AlertStore
  /** Where the visitor's anonymous rollout id is kept. */
  readonly storage: KitStorage
}

const described = (entry: IgnoredFlag): string => (entry.reason === 'rollout' ? `${entry.flag} (outside its ${entry.share ?? 0}% rollout)` : entry.flag)

/**
 * Fetches the project's remote config once and narrows the flags with it; a failure keeps the local flags and
 * raises its §8 alert, and a feature the developer enabled that the config turned off, or that is off for this
 * visitor by its rollout share, raises LOCAL_CONFIGURATION_IGNORED naming it.
 */
export async function loadRemoteFlags({ flagStore, api, alerts, storage }: RemoteFlagsDeps, fetchConfig: (api: HttpClient) => Promise<ProjectConfigResult>): Promise<void> {
  if (!flagStore.startRemote()) return
  const result = await fetchConfig(api)
  runInAction(() => {
    if (!result.ok) {
      flagStore.settleRemote(undefined)
      alerts.show(result.alert, result.detail)
      return
    }
    flagStore.settleRemote((local) => narrowFlags(local, result.remote, flagStore.pluginFlags, () => visitorId(storage)))
    const flags = flagStore.flags
    if (flags.ignored.length > 0) {
      const names = flags.ignored.map(described).join(', ')
      console.warn(`[gangway] Local configuration ignored: the project configuration turned off ${names}`)
      alerts.show('LOCAL_CONFIGURATION_IGNORED', `Turned off by the project configuration: ${names}`)
    }
  })
}
