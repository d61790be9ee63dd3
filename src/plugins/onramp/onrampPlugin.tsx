import type { PluginContext } from 'gangway/plugin'
import { BuyInProgressView } from './BuyInProgressView'
import { OnrampStore } from './OnrampStore'
import { OnRampView } from './OnRampView'

/** The lazy part of the onramp plugin: its store slice and its two views. */
export function createStore(context: PluginContext): OnrampStore {
  return new OnrampStore(context)
}

export const views = { OnRampProviders: OnRampView, BuyInProgress: BuyInProgressView }
