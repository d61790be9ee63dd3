/** The kernel's own lazy slices, by name: each a store whose code (and the code behind it) loads on first need. */
import type { IdentityStore } from '../account/IdentityStore'
import type { AuthConnector } from '../auth/AuthConnector'
import type { EmailUpdateFlow } from '../auth/EmailUpdateFlow'
import type { ConnectionFlows } from '../connections/ConnectionFlows'
import type { ImagePreloader } from '../imagePreload'
import type { WalletPagesStore } from '../walletPages'
import type { PluginFormat } from '../plugins/types'
import type { PluginKit } from '../plugins/PluginKit'
import type { ViemClients } from './viem'
import type { WalletConnectStore } from '../walletconnect/WalletConnectStore'
import type { NftsStore } from '../account/NftsStore'
import type { HeadlessWallets } from '../headless/HeadlessWallets'
import type { RecentWalletsStore } from '../stores/RecentWalletsStore'
import type { PortfolioStore } from '../account/PortfolioStore'
import type { MultiWalletStore } from '../multiWallet/MultiWalletStore'
import type { SiwxStore } from '../siwx/SiwxStore'

export interface KernelSlices {
  /** Plugins' contexts and the check of their modules (with the first plugin). */
  pluginKit: PluginKit
  /** Display formatting for plugins that need it (decimal.js, dayjs). */
  format: PluginFormat
  /** viem public clients for plugins. */
  viem: ViemClients
  /** The connection flows (connect, restore, disconnect, switch, balance, wallet events). */
  connection: ConnectionFlows
  /** WalletConnect: pairing, the session and its provider. */
  walletConnect: WalletConnectStore
  /** The login frame and the embedded wallet behind e-mail and social login. */
  auth: AuthConnector
  /** §6 updating the e-mail of an e-mail or social login. */
  emailUpdate: EmailUpdateFlow
  /** The account's token balances (GET /v1/account/{address}/balance). */
  portfolio: PortfolioStore
  /** The account's profile name and avatar. */
  identity: IdentityStore
  /** Wallet images, fetched once per URL and shared by every list (§9). */
  images: ImagePreloader
  /** AllWallets' pages and search. */
  walletPages: WalletPagesStore
  /** The ERC-721 items the account holds (the Account view's NFTs tab). */
  nfts: NftsStore
  /** Multi-wallet: the visitor's connections per namespace, switching and ending them (ProfileWallets). */
  multiWallet: MultiWalletStore
  /** The last wallets picked (§2 recent group), from storage: only the wallet lists read them. */
  recentWallets: RecentWalletsStore
  /** useAppKitWallets: the wallet lists, the pairing uri and connect() without the modal. */
  headlessWallets: HeadlessWallets
  /** Sign in with the wallet (the `siwx` or `siweConfig` option): sessions, SIWXSignMessage's steps. */
  siwx: SiwxStore
}

export type SliceName = keyof KernelSlices
