import type { PluginContext } from 'gangway/plugin'
import { SendStore } from './SendStore'
import { SendView } from './SendView'

/** The lazy part of the send plugin: its store slice and its view. */
export function createStore(context: PluginContext): SendStore {
  return new SendStore(context)
}

export const views = { Send: SendView }
