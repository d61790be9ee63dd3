import { reaction } from 'mobx'
import type { OpenOptions } from '../openOptions'
import type { ResolvedOptions } from '../options'
import type { AccountStore } from '../stores/AccountStore'
import type { ConnectionStore } from '../stores/ConnectionStore'
import type { ModalStore } from '../stores/ModalStore'
import type { NetworkStore } from '../stores/NetworkStore'
import type { RouterStore } from './RouterStore'

export interface NavigationDeps {
  readonly account: Pick<AccountStore, 'lastChange'>
  readonly networks: Pick<NetworkStore, 'isUnsupported'>
  readonly modal: Pick<ModalStore, 'isOpen'>
  readonly router: Pick<RouterStore, 'view' | 'reset' | 'history'>
  readonly connection: Pick<ConnectionStore, 'cancelAttempt'>
  /** allowUnsupportedChain: a wallet on a chain outside `networks` is let be (the state still says unsupported). */
  readonly options: Pick<ResolvedOptions, 'allowUnsupportedChain' | 'siwx' | 'siweConfig'>
  open(options: OpenOptions<'SwitchNetwork'>): Promise<void>
  close(): Promise<void>
}

/**
 * Where the modal goes when the connection changes (§2, §4): the flows report what happened
 * (AccountStore.noteChange) and these rules decide; they start with the flows. Returns the disposer.
 * - A visitor's connect closes the modal, or shows SwitchNetwork when the wallet is on a chain the app lacks;
 *   a wallet added or reconnected from ProfileWallets (multi-wallet) returns there.
 * - A disconnect (by the kit or by the wallet) shows Connect while the modal is open.
 * - The wallet moving to a chain the app lacks opens SwitchNetwork.
 * With allowUnsupportedChain, a chain the app lacks forces nothing: connecting closes the modal as usual.
 * With sign-in (siwx, siweConfig), a connect leaves the modal to the sign-in rules: it closes once a session is found,
 * or shows SIWXSignMessage.
 */
export function startNavigationRules(deps: Omit<NavigationDeps, 'connection'>): () => void {
  return reaction(
    () => deps.account.lastChange,
    (change) => {
      const unsupported = deps.networks.isUnsupported && !deps.options.allowUnsupportedChain
      if (change?.kind === 'connected') {
        if (unsupported) deps.router.reset('SwitchNetwork')
        else if (deps.modal.isOpen && deps.router.history.some((entry) => entry.view === 'ProfileWallets')) deps.router.reset('ProfileWallets')
        else if (!(deps.options.siwx ?? deps.options.siweConfig)) void deps.close()
      } else if (change?.kind === 'disconnected') {
        if (deps.modal.isOpen) deps.router.reset('Connect')
      } else if (change?.kind === 'chainChanged' && unsupported) {
        void deps.open({ view: 'SwitchNetwork' })
      }
    },
  )
}
