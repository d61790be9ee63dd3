import { definePlugin, type Plugin } from 'gangway/plugin'
import type { EmailLoginStore } from './EmailLoginStore'

/**
 * The e-mail plugin (spec §2 optional bundle, §4 e-mail login): the Connect view's e-mail form, which sends the
 * address to the kit's secure login frame and leads to EmailLogin (the mailed code, or the device link), then to
 * the kit's embedded wallet. (Updating the e-mail, §6, is the kernel's: it serves social logins too.) This descriptor is all the host bundles up front; the
 * form loads when the Connect view first shows it, the login frame only when an address is submitted.
 */
export function email(): Plugin<EmailLoginStore> {
  return definePlugin<EmailLoginStore>({
    name: 'email',
    flag: 'email',
    connectMethod: 'email',
    embeddedWallet: true,
    views: { EmailLogin: { title: 'Email' } },
    load: () => import('./emailPlugin'),
  })
}
