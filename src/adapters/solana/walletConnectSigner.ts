import { base58, base64 } from '@scure/base'
import { VersionedTransaction } from '@solana/web3.js'
import type { Eip1193Provider } from '../../kernel/adapterTypes'
import { SolanaError } from './SolanaError'
import type { SolanaSigner } from './SolanaSigner'
import { walletCall } from './walletRejection'

// Plain checks rather than zod, whose modules the kit's entry shares (see solanaRpc.ts).
const fieldOf = (answer: unknown, field: string): unknown => (typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>)[field] : undefined)

/** A base58 signature of 64 bytes. */
function signatureBytes(text: unknown): Uint8Array {
  try {
    if (typeof text !== 'string') throw new SolanaError('MALFORMED_SIGNATURE')
    const bytes = base58.decode(text)
    if (bytes.length !== 64) throw new SolanaError('MALFORMED_SIGNATURE')
    return bytes
  } catch (error) {
    throw error instanceof SolanaError ? error : new SolanaError('MALFORMED_SIGNATURE', { cause: error })
  }
}

/** A base64 wire transaction. */
function transactionBytes(text: unknown): Uint8Array {
  try {
    if (typeof text !== 'string') throw new SolanaError('MALFORMED_TRANSACTION')
    return base64.decode(text)
  } catch (error) {
    throw error instanceof SolanaError ? error : new SolanaError('MALFORMED_TRANSACTION', { cause: error })
  }
}

/** A wallet that answered with its signature only: put it in the signer's slot of the transaction. */
function withSignature(transaction: Uint8Array, address: string, signature: Uint8Array): Uint8Array {
  const decoded = VersionedTransaction.deserialize(transaction)
  const slot = decoded.message.staticAccountKeys.findIndex((key) => key.toBase58() === address)
  if (slot === -1 || slot >= decoded.message.header.numRequiredSignatures) throw new SolanaError('MALFORMED_TRANSACTION')
  decoded.signatures[slot] = signature
  return decoded.serialize()
}

/**
 * Signs through a WalletConnect session with the WalletConnect Solana RPC: solana_signMessage { message (base58),
 * pubkey } → { signature }, solana_signTransaction { transaction (base64), pubkey } → { signature, transaction? },
 * solana_signAllTransactions { transactions } → { transactions }, solana_signAndSendTransaction { transaction,
 * pubkey, sendOptions? } → { signature }.
 */
export function walletConnectSigner(provider: Eip1193Provider): SolanaSigner {
  const request = (method: string, params: Readonly<Record<string, unknown>>) => walletCall(() => provider.request({ method, params }))
  return {
    async signMessage(address, message) {
      const answer = await request('solana_signMessage', { message: base58.encode(message), pubkey: address })
      return signatureBytes(fieldOf(answer, 'signature'))
    },
    async signTransactions(address, transactions) {
      if (transactions.length !== 1) {
        const answer = await request('solana_signAllTransactions', { transactions: transactions.map((bytes) => base64.encode(bytes)) })
        const signed = fieldOf(answer, 'transactions')
        if (!Array.isArray(signed) || signed.length !== transactions.length) throw new SolanaError('MALFORMED_TRANSACTION')
        return signed.map(transactionBytes)
      }
      const transaction = transactions[0]!
      const answer = await request('solana_signTransaction', { transaction: base64.encode(transaction), pubkey: address })
      const signedTransaction = fieldOf(answer, 'transaction')
      if (signedTransaction !== undefined) return [transactionBytes(signedTransaction)]
      return [withSignature(transaction, address, signatureBytes(fieldOf(answer, 'signature')))]
    },
    async signAndSendTransaction(address, transaction, _chain, options) {
      const params = { transaction: base64.encode(transaction), pubkey: address, ...(options ? { sendOptions: options } : {}) }
      return signatureBytes(fieldOf(await request('solana_signAndSendTransaction', params), 'signature'))
    },
  }
}
