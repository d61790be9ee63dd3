import { PublicKey, Transaction, VersionedTransaction, type Connection } from '@solana/web3.js'
import { SolanaError } from './SolanaError'
import type { AnyTransaction, SolanaWalletProvider } from './SolanaWalletProvider'
import { blockhashAnswer } from './solanaRpc'
import { fromNodeError, signAndSend, type SendRoute } from './solanaSend'

const isVersioned = (transaction: AnyTransaction): transaction is VersionedTransaction => 'version' in transaction

const wireOf = (transaction: AnyTransaction): Uint8Array =>
  isVersioned(transaction) ? transaction.serialize() : transaction.serialize({ requireAllSignatures: false, verifySignatures: false })

/** The signed bytes as the same kind of transaction the app passed. */
function sameKind<T extends AnyTransaction>(original: T, signed: Uint8Array): T {
  try {
    return (isVersioned(original) ? VersionedTransaction.deserialize(signed) : Transaction.from(signed)) as T
  } catch (error) {
    throw new SolanaError('MALFORMED_TRANSACTION', { cause: error })
  }
}

/** A legacy transaction the app left without a fee payer or blockhash gets the connected account and a fresh one. */
async function completed(transaction: AnyTransaction, payer: PublicKey, latest: () => Promise<{ blockhash: string; lastValidBlockHeight: number }>) {
  if (isVersioned(transaction)) return
  transaction.feePayer ??= payer
  if (!transaction.recentBlockhash) {
    const { blockhash, lastValidBlockHeight } = await latest()
    transaction.recentBlockhash = blockhash
    transaction.lastValidBlockHeight = lastValidBlockHeight
  }
}

/** AppKit's Solana provider over one connected account; `route()` gives the active network's wallet, chain and RPC. */
export function createWalletProvider(address: string, route: () => SendRoute): SolanaWalletProvider {
  const publicKey = new PublicKey(address)
  const rpcBlockhash = async () => (await route().rpc('getLatestBlockhash', [{ commitment: 'confirmed' }], blockhashAnswer)).value
  return {
    publicKey,
    signMessage: (message) => route().signer.signMessage(address, message),
    async signTransaction(transaction) {
      const { signer, chain } = route()
      const [signed] = await signer.signTransactions(address, [wireOf(transaction)], chain)
      return sameKind(transaction, signed!)
    },
    async signAllTransactions(transactions) {
      const { signer, chain } = route()
      const signed = await signer.signTransactions(address, transactions.map(wireOf), chain)
      return transactions.map((transaction, index) => sameKind(transaction, signed[index]!)) as typeof transactions
    },
    async signAndSendTransaction(transaction, options) {
      await completed(transaction, publicKey, rpcBlockhash)
      return signAndSend(route(), address, wireOf(transaction), options)
    },
    async sendTransaction(transaction, connection: Connection, options) {
      await completed(transaction, publicKey, () => connection.getLatestBlockhash(options?.preflightCommitment ?? 'confirmed'))
      const { signer, chain } = route()
      const [signed] = await signer.signTransactions(address, [wireOf(transaction)], chain)
      try {
        return await connection.sendRawTransaction(signed!, options)
      } catch (error) {
        throw fromNodeError(error)
      }
    },
  }
}
