import type { PluginContext } from 'gangway/plugin'
import { EmailConnectSection } from './EmailConnectSection'
import { EmailLoginStore } from './EmailLoginStore'
import { EmailLoginView } from './EmailLoginView'

/** The lazy part of the e-mail plugin: its store, the Connect view's form, and its two views. */
export function createStore(context: PluginContext): EmailLoginStore {
  return new EmailLoginStore(context)
}

export const connectSection = EmailConnectSection

export const views = { EmailLogin: EmailLoginView }
