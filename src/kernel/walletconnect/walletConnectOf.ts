import type { KitRoot } from '../root'
import { WalletConnectStore } from './WalletConnectStore'

/** The kit's WalletConnect store, made on first use (the views and the restore flow share it). */
export function walletConnectOf(kit: KitRoot): WalletConnectStore {
  kit.connection.walletConnect ??= new WalletConnectStore(kit)
  return kit.connection.walletConnect
}
