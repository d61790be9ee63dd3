export { AppKitProvider, type AppKitProviderProps } from './AppKitProvider'
export { ConnectButton, type ConnectButtonProps } from './ConnectButton'
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
