import { useEffect, useState } from 'react'
import type { OpenOptions } from '../kernel/openOptions'
import type { AccountState } from '../kernel/connections/accountState'
import type { Eip1193Provider, NativeBalance } from '../kernel/adapterTypes'
import type { ConnectedWalletInfo } from '../kernel/stores/AccountStore'
import type { KitEvent } from '../kernel/stores/EventsStore'
import type { SIWXConfig, SIWXState } from '../kernel/siwx/siwxTypes'
import type { CaipNetwork, ChainNamespace, PublicState, ThemeMode, ThemeVariables } from '../kernel/types'
import type { AppKit, NetworkState } from '../AppKit'
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

/** The active network only (AppKit's useAppKitNetworkCore). */
export function useAppKitNetworkCore(): NetworkState {
  const kit = useAppKitInstance()
  return useKitSelector(() => {
    const caipNetwork = kit.getCaipNetwork()
    return { caipNetwork, caipNetworkId: caipNetwork?.caipNetworkId, chainId: caipNetwork?.id }
  })
}

export interface UseAppKitNetworkReturn extends NetworkState {
  isUnsupported: boolean
  /** The networks the connected wallet can be switched to without a new approval: every configured one, except for a WalletConnect session (its approved chains). */
  approvedCaipNetworkIds: readonly string[] | undefined
  /** The connected wallet can switch to any configured network (not a WalletConnect session limited to its approved chains). */
  supportsAllNetworks: boolean
  switchNetwork(network: CaipNetwork): Promise<void>
}

export function useAppKitNetwork(): UseAppKitNetworkReturn {
  const kit = useAppKitInstance()
  const core = useAppKitNetworkCore()
  const state = useKitSelector(() => {
    const walletConnect = kit.getWalletProviderType() === 'WALLET_CONNECT'
    return {
      isUnsupported: kit.isUnsupportedNetwork,
      supportsAllNetworks: !walletConnect,
      approvedCaipNetworkIds: walletConnect ? undefined : kit.getCaipNetworks(kit.activeChain).map((network) => network.caipNetworkId),
    }
  })
  return { ...core, ...state, switchNetwork: (network) => kit.switchNetwork(network) }
}

/** What useAppKitBalance's fetchBalance resolves to (AppKit's shape). */
export interface BalanceResult {
  readonly data: NativeBalance | undefined
  readonly error: string | null
  readonly isSuccess: boolean
  readonly isError: boolean
}

/** AppKit's useAppKitBalance: reads the connected account's native balance on demand. */
export function useAppKitBalance(): { fetchBalance(): Promise<BalanceResult> } {
  const kit = useAppKitInstance()
  return { fetchBalance: () => fetchBalanceResult(kit) }
}

async function fetchBalanceResult(kit: AppKit): Promise<BalanceResult> {
  if (!kit.getIsConnectedState()) return { data: undefined, error: 'Not able to retrieve balance', isSuccess: false, isError: true }
  const data = await kit.fetchBalance()
  return data ? { data, error: null, isSuccess: true, isError: false } : { data: undefined, error: 'No balance found', isSuccess: false, isError: true }
}

export function useDisconnect(): { disconnect(options?: { namespace?: ChainNamespace; id?: string }): Promise<void> } {
  const kit = useAppKitInstance()
  return { disconnect: (options) => kit.disconnect(options?.namespace, options?.id) }
}

/** The connected wallet's name, identifier and icon, in `namespace` if given (default: the active connection). */
export function useWalletInfo(namespace?: ChainNamespace): { walletInfo: ConnectedWalletInfo | undefined } {
  const kit = useAppKitInstance()
  const walletInfo = useKitSelector(() => kit.getWalletInfo(namespace))
  return { walletInfo }
}

/** The connected wallet's EIP-1193 provider for a namespace (AppKit's useAppKitProvider). */
export function useAppKitProvider<T = Eip1193Provider>(namespace: ChainNamespace): { walletProvider: T | undefined; walletProviderType: string | undefined } {
  const kit = useAppKitInstance()
  // Select plain facts only: a provider object is not compared structurally.
  // The wallet's identifier too: switching between two wallets of one type (multi-wallet) hands over the other provider.
  const { connected, type } = useKitSelector(() => ({ connected: kit.getAccount(namespace).isConnected, type: kit.getWalletProviderType(namespace), wallet: kit.getWalletInfo(namespace)?.identifier }))
  return { walletProvider: connected ? (kit.getWalletProvider(namespace) as T | undefined) : undefined, walletProviderType: type }
}

/** The sign-in config (AppKit's useAppKitSIWX): `siwx`, or `siweConfig` mapped onto SIWXConfig once sign-in has started. */
export function useAppKitSIWX(): SIWXConfig | undefined {
  const kit = useAppKitInstance()
  return useKitSelector(() => kit.getSIWX())
}

/** The connected account's sign-in: status (idle, signing, signed-in, error) and its session. */
export function useAppKitSIWXState(): SIWXState {
  const kit = useAppKitInstance()
  return useKitSelector(() => kit.getSIWXState())
}
