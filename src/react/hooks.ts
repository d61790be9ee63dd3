import { useEffect, useState } from 'react'
import type { OpenOptions } from '../kernel/openOptions'
import type { AccountState } from '../kernel/connections/accountState'
import type { Eip1193Provider } from '../kernel/adapterTypes'
import type { ConnectedWalletInfo } from '../kernel/stores/AccountStore'
import type { KitEvent } from '../kernel/stores/EventsStore'
import type { CaipNetwork, ChainNamespace, PublicState, ThemeMode, ThemeVariables } from '../kernel/types'
import { useAppKitInstance } from './AppKitProvider'
import { useKitSelector } from './useKitSelector'

export function useAppKit(): { open(options?: OpenOptions): Promise<void>; close(): Promise<void> } {
  const kit = useAppKitInstance()
  return { open: (options) => kit.open(options), close: () => kit.close() }
}

export function useAppKitState(): PublicState {
  const kit = useAppKitInstance()
  return useKitSelector(() => kit.getState())
}

export function useAppKitTheme(): {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  setThemeMode(mode: ThemeMode): void
  setThemeVariables(variables: ThemeVariables): void
} {
  const kit = useAppKitInstance()
  const theme = useKitSelector(() => ({ themeMode: kit.themeMode, themeVariables: kit.themeVariables }))
  return { ...theme, setThemeMode: kit.setThemeMode.bind(kit), setThemeVariables: kit.setThemeVariables.bind(kit) }
}

/** The latest kit event (AppKit's useAppKitEvents). */
export function useAppKitEvents(): KitEvent | undefined {
  const kit = useAppKitInstance()
  const [event, setEvent] = useState<KitEvent | undefined>(kit.lastEvent)
  useEffect(() => kit.subscribeEvents(setEvent), [kit])
  return event
}

export function useAppKitAccount(options?: { namespace?: ChainNamespace }): AccountState {
  const kit = useAppKitInstance()
  return useKitSelector(() => kit.getAccount(options?.namespace ?? kit.activeChain ?? 'eip155'))
}

export function useAppKitNetwork(): {
  caipNetwork: CaipNetwork | undefined
  caipNetworkId: string | undefined
  chainId: number | string | undefined
  isUnsupported: boolean
  switchNetwork(network: CaipNetwork): Promise<void>
} {
  const kit = useAppKitInstance()
  const state = useKitSelector(() => ({ caipNetwork: kit.getCaipNetwork(), isUnsupported: kit.isUnsupportedNetwork }))
  return { ...state, caipNetworkId: state.caipNetwork?.caipNetworkId, chainId: state.caipNetwork?.id, switchNetwork: (network) => kit.switchNetwork(network) }
}

export function useDisconnect(): { disconnect(options?: { namespace?: ChainNamespace }): Promise<void> } {
  const kit = useAppKitInstance()
  return { disconnect: (options) => kit.disconnect(options?.namespace) }
}

/** The connected wallet's name, identifier and icon. */
export function useWalletInfo(): { walletInfo: ConnectedWalletInfo | undefined } {
  const kit = useAppKitInstance()
  const walletInfo = useKitSelector(() => kit.getWalletInfo())
  return { walletInfo }
}

/** The connected wallet's EIP-1193 provider for a namespace (AppKit's useAppKitProvider). */
export function useAppKitProvider<T = Eip1193Provider>(namespace: ChainNamespace): { walletProvider: T | undefined; walletProviderType: string | undefined } {
  const kit = useAppKitInstance()
  // Select plain facts only: a provider object is not compared structurally.
  const { connected, type } = useKitSelector(() => ({ connected: kit.getAccount(namespace).isConnected, type: kit.getWalletProviderType(namespace) }))
  return { walletProvider: connected ? (kit.getWalletProvider(namespace) as T | undefined) : undefined, walletProviderType: type }
}
