import type { PluginContext } from 'gangway/plugin'
import { NamesApi } from './namesApi'
import { NamesStore } from './NamesStore'
import { RegisterAccountNameSuccessView } from './RegisterAccountNameSuccessView'
import { RegisterAccountNameView } from './RegisterAccountNameView'

/** The lazy part of the names plugin: its store slice and its two views. */
export function createStore(context: PluginContext): NamesStore {
  return new NamesStore({ context, api: new NamesApi(context.chainData), now: () => Date.now() })
}

export const views = { RegisterAccountName: RegisterAccountNameView, RegisterAccountNameSuccess: RegisterAccountNameSuccessView }
