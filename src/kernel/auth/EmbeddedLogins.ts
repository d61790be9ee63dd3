import { reaction } from 'mobx'
import type { AccountStore, EmbeddedAccount, EmbeddedWalletInfo } from '../stores/AccountStore'
import type { ChainNamespace } from '../types'
import { AUTH_CONNECTOR_ID } from './authConnectorInfo'

type Account = Pick<AccountStore, 'namespace' | 'connectorId' | 'setEmbeddedWallet'>

/**
 * The embedded wallet's login per namespace (its EVM and Solana accounts and account types differ): the account
 * store shows the one of the namespace where the embedded wallet is the active connection, and gets it back when a
 * connection set aside becomes the active one again (the store forgets it when the connection is set aside).
 */
export class EmbeddedLogins {
  private readonly logins = new Map<ChainNamespace, { readonly info: EmbeddedWalletInfo; readonly accounts: readonly EmbeddedAccount[] }>()

  constructor(
    private readonly account: Account,
    onDestroy: (dispose: () => void) => void,
  ) {
    onDestroy(reaction(() => (account.connectorId === AUTH_CONNECTOR_ID ? account.namespace : undefined), (namespace) => namespace && this.show(namespace)))
  }

  /** The login in a namespace; shown at once when that namespace is the active one (or none is connected yet). */
  set(namespace: ChainNamespace, info: EmbeddedWalletInfo, accounts: readonly EmbeddedAccount[]): void {
    this.logins.set(namespace, { info, accounts })
    if (!this.account.namespace || this.account.namespace === namespace) this.show(namespace)
  }

  /** The account as the smart-account switch sees it: a change it makes is the EVM login's. */
  evmAccount(account: Pick<AccountStore, 'embeddedWalletInfo' | 'embeddedAccounts'>): Pick<AccountStore, 'embeddedWalletInfo' | 'embeddedAccounts' | 'setEmbeddedWallet'> {
    return {
      get embeddedWalletInfo() {
        return account.embeddedWalletInfo
      },
      get embeddedAccounts() {
        return account.embeddedAccounts
      },
      setEmbeddedWallet: (_connectorId, info, accounts = []) => info && this.set('eip155', info, accounts),
    }
  }

  /** Signed out: no namespace has it. */
  clear(): void {
    this.logins.clear()
    this.account.setEmbeddedWallet(AUTH_CONNECTOR_ID, undefined)
  }

  private show(namespace: ChainNamespace): void {
    const login = this.logins.get(namespace)
    if (login) this.account.setEmbeddedWallet(AUTH_CONNECTOR_ID, login.info, login.accounts)
  }
}
