import type { SendOptionsInput } from './standardFeatures'

/** One way to sign for an address: a Wallet Standard wallet or a WalletConnect session. Wire bytes in and out. */
export interface SolanaSigner {
  /** The ed25519 signature (64 bytes) of the message. */
  signMessage(address: string, message: Uint8Array): Promise<Uint8Array>
  /** The signed wire transactions, in order (one prompt). */
  signTransactions(address: string, transactions: readonly Uint8Array[], chain: string): Promise<Uint8Array[]>
  /** Present when the wallet can send itself: the transaction's first signature. */
  readonly signAndSendTransaction?: (address: string, transaction: Uint8Array, chain: string, options?: SendOptionsInput) => Promise<Uint8Array>
}
