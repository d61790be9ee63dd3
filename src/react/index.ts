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
  useDisconnect,
  useWalletInfo,
  type BalanceResult,
  type UseAppKitNetworkReturn,
} from './hooks'
export { useAppKitWallets, type UseAppKitWalletsReturn, type WalletItem } from './useAppKitWallets'
export type { FetchWalletsOptions } from '../kernel/headless/HeadlessWallets'
