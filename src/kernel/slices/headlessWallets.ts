import { HeadlessWallets } from '../headless/HeadlessWallets'
import type { KernelServices } from './KernelServices'

export async function create(kit: KernelServices): Promise<HeadlessWallets> {
  // The lists show the wallets the adapters discover: adapters that defer their discovery start it now.
  const [pages, walletConnect, recentWallets] = await Promise.all([kit.slice('walletPages'), kit.slice('walletConnect'), kit.slice('recentWallets'), kit.connection.adaptersReady()])
  return new HeadlessWallets({
    options: () => kit.options,
    connectors: kit.connectors,
    directory: kit.wallets,
    recentWallets,
    connection: kit.connection,
    networks: kit.networks,
    pages,
    walletConnect,
  })
}
