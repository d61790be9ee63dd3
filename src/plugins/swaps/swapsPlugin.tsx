import type { PluginContext } from 'gangway/plugin'
import { SelectTokenView } from './SelectTokenView'
import { SwapStore } from './SwapStore'
import { SwapView } from './SwapView'

/** The lazy part of the swaps plugin: its store slice and its two views. */
export function createStore(context: PluginContext): SwapStore {
  return new SwapStore(context)
}

export const views = { Swap: SwapView, SwapSelectToken: SelectTokenView }
