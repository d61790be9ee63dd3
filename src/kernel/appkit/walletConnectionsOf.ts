import type { MultiWalletStore } from '../multiWallet/MultiWalletStore'
import type { WalletConnection } from '../multiWallet/walletConnections'
import type { KernelServices } from '../slices/KernelServices'
import type { ChainNamespace } from '../types'

/** Multi-wallet: a namespace's connections, the connected wallet first; [] while the slice's code loads. */
export function walletConnectionsOf(kit: Pick<KernelServices, 'lazy' | 'slice'>, namespace: ChainNamespace | undefined): readonly WalletConnection[] {
  const store = kit.lazy.get<MultiWalletStore>('multiWallet')
  // Loaded after this read (which may run inside a reaction); an observer sees the list then.
  if (!store) queueMicrotask(() => void kit.slice('multiWallet'))
  return (namespace && store?.lists(namespace).connections) || []
}
