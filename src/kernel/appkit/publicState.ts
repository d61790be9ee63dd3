import type { KernelServices } from '../slices/KernelServices'
import type { PublicState } from '../types'

/** AppKit's getState(): open, loading, the selected network, initialized and the wallet being connected. */
export function publicState({ modal, networks, connection, connectors }: Pick<KernelServices, 'modal' | 'networks' | 'connection' | 'connectors'>): PublicState {
  const attempt = connection.attempt?.status === 'connecting' ? connectors.find(connection.attempt.connectorId) : undefined
  return {
    open: modal.isOpen,
    loading: modal.loading,
    selectedNetworkId: networks.active?.caipNetworkId,
    activeChain: networks.activeChain,
    initialized: connection.initialized,
    connectingWallet: attempt && { id: attempt.id, name: attempt.name, ...(attempt.imageUrl && { imageUrl: attempt.imageUrl }) },
  }
}
