import { WalletPagesStore } from '../walletPages'
import type { KernelServices } from './KernelServices'

export async function create(kit: KernelServices): Promise<WalletPagesStore> {
  return new WalletPagesStore(kit.wallets, await kit.slice('images'))
}
