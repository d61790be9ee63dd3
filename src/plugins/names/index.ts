import { definePlugin, type Plugin } from 'gangway/plugin'
import type { NamesStore } from './NamesStore'

/**
 * The names plugin (spec §2 RegisterAccountName and RegisterAccountNameSuccess, §5 name rules and coin type, §7
 * /v1/profile/suggestions and POST /v1/profile/account): a visitor signed in with the embedded wallet (e-mail or
 * social) chooses a name in the fixed zone, signs it with the auth connector, and the kit shows it instead of the
 * address. Flag `names`. The Account view's "Choose account name" row (embedded wallet, EVM, no name yet) opens it;
 * the views and store load the first time it does.
 */
export function names(): Plugin<NamesStore> {
  return definePlugin<NamesStore>({
    name: 'names',
    flag: 'names',
    views: { RegisterAccountName: { title: 'Choose Name' }, RegisterAccountNameSuccess: { title: 'Name Registered' } },
    accountAction: {
      id: 'choose-name',
      view: 'RegisterAccountName',
      label: 'Choose account name',
      when: ({ account, network, profileName }) => account.connectorId === 'auth' && network?.chainNamespace === 'eip155' && !profileName,
    },
    load: () => import('./namesPlugin'),
  })
}
