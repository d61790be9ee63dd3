import type { PluginContext } from 'gangway/plugin'
import { ReceiveStore } from './ReceiveStore'
import { ReceiveView } from './ReceiveView'

/** The lazy part of the receive plugin: its store slice and its view. */
export function createStore(context: PluginContext): ReceiveStore {
  return new ReceiveStore(context)
}

export const views = { Receive: ReceiveView }
