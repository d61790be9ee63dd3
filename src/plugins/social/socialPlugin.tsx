import type { PluginContext } from 'gangway/plugin'
import { ConnectingFarcasterView } from './ConnectingFarcasterView'
import { SocialConnectSection } from './SocialConnectSection'
import { SocialStore } from './SocialStore'
import { completeTelegramLogin } from './telegramLogin'

/** The lazy part of the social plugin: its store, the Connect view's buttons, ConnectingFarcaster, the Telegram return. */
export function createStore(context: PluginContext): SocialStore {
  return new SocialStore(context)
}

export const connectSection = SocialConnectSection

export const views = { ConnectingFarcaster: ConnectingFarcasterView }

export const actions = {
  completeTelegramLogin: (store: SocialStore) => completeTelegramLogin(store.context, store.social),
}
