import { definePlugin, type Plugin } from '../../index'

/**
 * The social plugin (spec §2 optional bundle, §4 social login): the Connect view's social buttons, in the
 * order of `features.socials` (the remote config's order wins, §6). A click opens the provider's sign-in in a
 * 600x800 popup through the secure site, then connects the embedded wallet; Farcaster shows a link instead.
 * This descriptor is all the host bundles up front; the buttons load with the Connect view, the login code on
 * the first click.
 */
export function social(): Plugin {
  return definePlugin({
    name: 'social',
    flag: 'socials',
    connectMethod: 'social',
    views: {},
    load: () => import('./socialPlugin'),
  })
}
