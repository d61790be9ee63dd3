import { definePlugin, type Plugin } from 'gangway/plugin'
import type { SocialStore } from './SocialStore'
import { RESULT_URI_PARAM } from './resultUriParam'

/**
 * The social plugin (spec §2 optional bundle, §4 social login): the Connect view's social buttons, in the
 * order of `features.socials` (the remote config's order wins, §6). A click opens the provider's sign-in in a
 * 600x800 popup through the kit's secure site, then connects the kit's embedded wallet; Farcaster shows a link
 * instead (ConnectingFarcaster). Inside Telegram the page itself goes to the provider and comes back with
 * result_uri (§2). This descriptor is all the host bundles up front; the buttons and their login code load
 * with the Connect view.
 */
export function social(): Plugin<SocialStore> {
  return definePlugin<SocialStore>({
    name: 'social',
    flag: 'socials',
    connectMethod: 'social',
    embeddedWallet: true,
    views: { ConnectingFarcaster: { title: 'Farcaster' } },
    actions: ['completeTelegramLogin'],
    // §2: a Telegram mini-app's login comes back as ?result_uri=…, completed once the stored connections are synced.
    setup: (kit) => {
      if (typeof window === 'undefined' || !new URLSearchParams(window.location.search).has(RESULT_URI_PARAM)) return
      void kit
        .afterRestore()
        .then(() => kit.runAction('completeTelegramLogin'))
        .catch((error: unknown) => console.error('[gangway] Telegram social login failed', error))
    },
    load: () => import('./socialPlugin'),
  })
}
