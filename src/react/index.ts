export { AppKitProvider } from './AppKitProvider'
export { ConnectButton, type ConnectButtonProps } from './ConnectButton'
export { useAppKit, useAppKitAccount, useAppKitEvents, useAppKitNetwork, useAppKitState, useAppKitTheme, useAppKitProvider, useDisconnect, useWalletInfo } from './hooks'
