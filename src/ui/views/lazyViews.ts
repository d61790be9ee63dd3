import { lazyView, type PreloadableView } from '../lazyView'

/** Core views other than Connect: each its own chunk, fetched ahead of time where the kit can tell it is next. */
export const LAZY_VIEWS: Readonly<Record<string, PreloadableView<Record<string, unknown>>>> = {
  AllWallets: lazyView(() => import('./AllWalletsView')),
  Account: lazyView(() => import('./AccountView')),
  SwitchNetwork: lazyView(() => import('./SwitchNetworkView')),
  ConnectingExternal: lazyView(() => import('./ConnectingExternalView')),
  ConnectingWalletConnect: lazyView(() => import('./ConnectingWalletConnectView')),
  ConnectingWalletConnectBasic: lazyView(() => import('./ConnectingWalletConnectBasicView')),
  EmailLogin: lazyView(() => import('./EmailLoginView')),
  ConnectingFarcaster: lazyView(() => import('./ConnectingFarcasterView')),
  UpdateEmailWallet: lazyView(() => import('./UpdateEmailWalletView')),
  ApproveTransaction: lazyView(() => import('./ApproveTransactionView')),
}

/** Connect's wallet rows (their own chunk). */
export const WALLET_ROWS = lazyView(() => import('./WalletRows'))
