import { useEffect, useState } from 'react'
import type { AccountState, OpenOptions } from '../kernel/appkit'
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
  const theme = useKitSelector(() => ({ themeMode: kit.theme.mode, themeVariables: kit.theme.variables }))
  return { ...theme, setThemeMode: kit.setThemeMode.bind(kit), setThemeVariables: kit.setThemeVariables.bind(kit) }
}

/** The latest kit event (AppKit's useAppKitEvents). */
export function useAppKitEvents(): KitEvent | undefined {
  const kit = useAppKitInstance()
  const [event, setEvent] = useState<KitEvent | undefined>(kit.events.last)
  useEffect(() => kit.subscribeEvents(setEvent), [kit])
  return event
}

export function useAppKitAccount(options?: { namespace?: ChainNamespace }): AccountState {
  const kit = useAppKitInstance()
  return useKitSelector(() => kit.getAccount(options?.namespace ?? kit.networks.activeChain ?? 'eip155'))
}

export function useAppKitNetwork(): { caipNetwork: CaipNetwork | undefined; switchNetwork(network: CaipNetwork): Promise<void> } {
  const kit = useAppKitInstance()
  const caipNetwork = useKitSelector(() => kit.getCaipNetwork())
  return { caipNetwork, switchNetwork: (network) => kit.switchNetwork(network) }
}

export function useDisconnect(): { disconnect(options?: { namespace?: ChainNamespace }): Promise<void> } {
  const kit = useAppKitInstance()
  return { disconnect: (options) => kit.disconnect(options?.namespace) }
}
