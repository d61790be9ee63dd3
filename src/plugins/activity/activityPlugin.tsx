import type { PluginContext } from '../../kernel/plugins/types'
import { ActivityStore } from './ActivityStore'
import { ActivityView } from './ActivityView'

/** The lazy part of the activity plugin: its store slice and its view. */
export function createStore(context: PluginContext): ActivityStore {
  return new ActivityStore(context)
}

export const views = { Activity: ActivityView }
