import type { Connection, PublicKey, SendOptions, Transaction, TransactionSignature, VersionedTransaction } from '@solana/web3.js'

/** A transaction as @solana/web3.js 1.x builds it: legacy or versioned. */
export type AnyTransaction = Transaction | VersionedTransaction

/**
 * What useAppKitProvider('solana') gives: AppKit's Solana provider shape over the connected wallet (a Wallet Standard
 * wallet or a WalletConnect session). Transactions go in and come back as web3.js 1.x objects.
 */
export interface SolanaWalletProvider {
  readonly publicKey: PublicKey
  /** The ed25519 signature of the bytes. */
  signMessage(message: Uint8Array): Promise<Uint8Array>
  /** A signed copy of the transaction. */
  signTransaction<T extends AnyTransaction>(transaction: T): Promise<T>
  /** Signed copies, in order, after one prompt. */
  signAllTransactions<T extends AnyTransaction[]>(transactions: T): Promise<T>
  /**
   * Signs and sends on the kit's active Solana network (the wallet sends on public clusters when it can, else the
   * kit's RPC does); a legacy transaction without a blockhash or fee payer gets them. Resolves with the signature.
   */
  signAndSendTransaction<T extends AnyTransaction>(transaction: T, options?: SendOptions): Promise<TransactionSignature>
  /** Signs with the wallet and sends through the app's own Connection. */
  sendTransaction<T extends AnyTransaction>(transaction: T, connection: Connection, options?: SendOptions): Promise<TransactionSignature>
}
