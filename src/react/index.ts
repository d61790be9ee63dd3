export { AppKitProvider, type AppKitProviderProps } from './AppKitProvider'
export { ConnectButton, type AccountStatus, type ChainStatus, type ConnectButtonProps } from './ConnectButton/ConnectButton'
export type { ResponsiveValue } from './ConnectButton/responsive'
export type { ConnectButtonAccount, ConnectButtonChain, ConnectButtonRenderProps } from './ConnectButton/useConnectButtonState'
export {
  useAppKit,
  useAppKitAccount,
  useAppKitBalance,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitNetworkCore,
  useAppKitState,
  useAppKitTheme,
  useAppKitProvider,
  useAppKitSIWX,
  useAppKitSIWXState,
  useDisconnect,
  useWalletInfo,
  type BalanceResult,
  type UseAppKitNetworkReturn,
} from './hooks'
export {
  useAppKitConnection,
  useAppKitConnections,
  type ConnectionChangeResult,
  type UseAppKitConnectionOptions,
  type UseAppKitConnectionReturn,
  type UseAppKitConnectionsReturn,
} from './useAppKitConnections'
export type { WalletConnection } from '../kernel/multiWallet/walletConnections'
export type { SwitchConnectionParams, SwitchConnectionResult } from '../kernel/multiWallet/MultiWalletStore'
export { useAppKitWallets, type UseAppKitWalletsReturn, type WalletItem } from './useAppKitWallets'
export type { FetchWalletsOptions } from '../kernel/headless/HeadlessWallets'
