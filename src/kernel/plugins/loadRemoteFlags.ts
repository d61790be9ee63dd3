import { runInAction } from 'mobx'
import type { HttpClient } from '../http/client'
import type { ProjectConfigResult } from '../http/projectConfig'
import type { AlertStore } from '../stores/AlertStore'
import type { FlagStore } from '../stores/FlagStore'
import { narrowFlags } from './narrowFlags'

export interface RemoteFlagsDeps {
  readonly flagStore: FlagStore
  readonly api: HttpClient
  readonly alerts: AlertStore
}

/**
 * Fetches the project's remote config once and narrows the flags with it; a failure keeps the local flags and
 * raises its §8 alert, and a feature the developer enabled that the config turned off raises
 * LOCAL_CONFIGURATION_IGNORED.
 */
export async function loadRemoteFlags({ flagStore, api, alerts }: RemoteFlagsDeps, fetchConfig: (api: HttpClient) => Promise<ProjectConfigResult>): Promise<void> {
  if (!flagStore.startRemote()) return
  const result = await fetchConfig(api)
  runInAction(() => {
    if (!result.ok) {
      flagStore.settleRemote(undefined)
      alerts.show(result.alert, result.detail)
      return
    }
    flagStore.settleRemote((local) => narrowFlags(local, result.remote, flagStore.pluginFlags))
    const flags = flagStore.flags
    if (flags.ignored.length > 0) {
      const names = flags.ignored.map((entry) => entry.flag).join(', ')
      console.warn(`[gangway] Local configuration ignored: the project configuration turned off ${names}`)
      alerts.show('LOCAL_CONFIGURATION_IGNORED', `Turned off by the project configuration: ${names}`)
    }
  })
}
