import type { PluginContext } from 'gangway/plugin'
import { ActivityStore } from './ActivityStore'
import { ActivityView } from './ActivityView'

/** The lazy part of the activity plugin: its store slice, its view, and the same list as the Account view's Activity tab. */
export function createStore(context: PluginContext): ActivityStore {
  return new ActivityStore(context)
}

export const views = { Activity: ActivityView }

export const accountTabs = { activity: ActivityView }
