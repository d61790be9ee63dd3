import type { AppKit } from '../appkit'
import { WalletConnectStore } from './WalletConnectStore'

/** The kit's WalletConnect store, made on first use (the views and the restore flow share it). */
export function walletConnectOf(kit: AppKit): WalletConnectStore {
  kit.connection.walletConnect ??= new WalletConnectStore(kit)
  return kit.connection.walletConnect
}
