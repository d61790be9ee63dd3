import { definePlugin, type Plugin } from '../../index'

/**
 * The e-mail plugin (spec §2 optional bundle, §4 e-mail login): the Connect view's e-mail form, which sends
 * the address to the secure site's login frame and leads to the EmailLogin view (the mailed code, or the
 * device link) and an embedded wallet. This descriptor is all the host bundles up front; the form loads
 * when the Connect view first shows it, and the login frame only when an address is submitted.
 */
export function email(): Plugin {
  return definePlugin({
    name: 'email',
    flag: 'email',
    connectMethod: 'email',
    views: {},
    load: () => import('./emailPlugin'),
  })
}
