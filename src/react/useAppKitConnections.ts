import { useEffect } from 'react'
import { kitRootOf, type AppKit } from '../AppKit'
import { ConnectionError } from '../kernel/errors/connection'
import type { MultiWalletStore, SwitchConnectionParams, SwitchConnectionResult } from '../kernel/multiWallet/MultiWalletStore'
import type { WalletConnection } from '../kernel/multiWallet/walletConnections'
import type { ChainNamespace } from '../kernel/types'
import { useAppKitInstance } from './AppKitProvider'
import { useKitSelector } from './useKitSelector'

export interface UseAppKitConnectionsReturn {
  /** The connected wallet first, then the other wallets still connected to the site. */
  connections: readonly WalletConnection[]
  /** Wallets connected before, now only remembered. */
  recentConnections: readonly WalletConnection[]
}

/** What onSuccess hears (AppKit's shape). */
export interface ConnectionChangeResult {
  readonly address: string | undefined
  readonly namespace: ChainNamespace
  readonly hasSwitchedAccount: boolean
  readonly hasSwitchedWallet: boolean
  readonly hasDeletedWallet: boolean
}

export interface UseAppKitConnectionOptions {
  readonly namespace?: ChainNamespace
  onSuccess?(result: ConnectionChangeResult): void
  onError?(error: Error): void
}

export interface UseAppKitConnectionReturn {
  /** The connected wallet's connection. */
  connection: WalletConnection | undefined
  /** A switch is under way. */
  isPending: boolean
  switchConnection(params: Omit<SwitchConnectionParams, 'namespace'>): Promise<void>
  deleteConnection(params: { readonly connectorId: string; readonly address?: string }): void
}

const NONE: UseAppKitConnectionsReturn = { connections: [], recentConnections: [] }

/** The multi-wallet store once loaded (getConnections starts the load). */
const multiWalletOf = (kit: AppKit): MultiWalletStore | undefined => kitRootOf(kit).lazy.get<MultiWalletStore>('multiWallet')

/** Shows the hook's 'Multi-wallet not enabled' info alert when the feature is off (once per mount and change). */
function useMultiWalletEnabled(hook: 'useAppKitConnections' | 'useAppKitConnection'): boolean {
  const kit = useAppKitInstance()
  const enabled = useKitSelector(() => kit.getFlags().multiWallet.value)
  useEffect(() => {
    if (!enabled) kitRootOf(kit).alerts.show(hook === 'useAppKitConnections' ? 'MULTI_WALLET_NOT_ENABLED_CONNECTIONS' : 'MULTI_WALLET_NOT_ENABLED_CONNECTION')
  }, [kit, enabled, hook])
  return enabled
}

/** AppKit's useAppKitConnections: the namespace's (default: the active one's) connections and recent ones; empty with multi-wallet off. */
export function useAppKitConnections(namespace?: ChainNamespace): UseAppKitConnectionsReturn {
  const kit = useAppKitInstance()
  const enabled = useMultiWalletEnabled('useAppKitConnections')
  const lists = useKitSelector(() => {
    const active = namespace ?? kit.activeChain ?? 'eip155'
    return { connections: kit.getConnections(active), recentConnections: multiWalletOf(kit)?.lists(active).recentConnections ?? [] }
  })
  return enabled ? lists : NONE
}

/** AppKit's useAppKitConnection: the connected wallet's connection, switching to another, forgetting a remembered one. */
export function useAppKitConnection(options: UseAppKitConnectionOptions = {}): UseAppKitConnectionReturn {
  const kit = useAppKitInstance()
  const enabled = useMultiWalletEnabled('useAppKitConnection')
  const { connection, isPending, namespace } = useKitSelector(() => {
    const active = options.namespace ?? kit.activeChain ?? 'eip155'
    return { namespace: active, connection: kit.getConnections(active).find((known) => known.status === 'connected'), isPending: multiWalletOf(kit)?.isSwitching ?? false }
  })
  if (!enabled) return { connection: undefined, isPending: false, switchConnection: () => Promise.resolve(), deleteConnection: () => undefined }
  const report = (result: SwitchConnectionResult) =>
    options.onSuccess?.({ address: result.address, namespace: result.namespace, hasSwitchedAccount: result.hasSwitchedAccount, hasSwitchedWallet: result.hasSwitchedWallet, hasDeletedWallet: false })
  return {
    connection,
    isPending,
    switchConnection: (params) =>
      kit.switchConnection({ ...params, namespace }).then(report, (error: unknown) => options.onError?.(error instanceof Error ? error : new ConnectionError('FAILED_TO_SWITCH_CONNECTION', { cause: error }))),
    deleteConnection: ({ connectorId, address }) => {
      void kitRootOf(kit).slice('multiWallet').then((store) => store.deleteRecent(namespace, connectorId))
      options.onSuccess?.({ address, namespace, hasSwitchedAccount: false, hasSwitchedWallet: false, hasDeletedWallet: true })
    },
  }
}
