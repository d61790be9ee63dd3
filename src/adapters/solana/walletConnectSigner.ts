import { base58, base64 } from '@scure/base'
import { VersionedTransaction } from '@solana/web3.js'
import * as z from 'zod/mini'
import type { Eip1193Provider } from '../../kernel/adapterTypes'
import { SolanaError } from './SolanaError'
import type { SolanaSigner } from './SolanaSigner'
import { walletCall } from './walletRejection'

const base58Text = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]+$/))
const signatureAnswer = z.object({ signature: base58Text })
const signedAnswer = z.object({ signature: z.optional(base58Text), transaction: z.optional(z.string()) })
const signedAllAnswer = z.object({ transactions: z.array(z.string()) })

function parse<T>(schema: z.ZodMiniType<T>, value: unknown, code: 'MALFORMED_SIGNATURE' | 'MALFORMED_TRANSACTION'): T {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new SolanaError(code)
  return parsed.data
}

function signatureBytes(text: string): Uint8Array {
  const bytes = base58.decode(text)
  if (bytes.length !== 64) throw new SolanaError('MALFORMED_SIGNATURE')
  return bytes
}

function transactionBytes(text: string): Uint8Array {
  try {
    return base64.decode(text)
  } catch (error) {
    throw new SolanaError('MALFORMED_TRANSACTION', { cause: error })
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
      return signatureBytes(parse(signatureAnswer, answer, 'MALFORMED_SIGNATURE').signature)
    },
    async signTransactions(address, transactions) {
      if (transactions.length !== 1) {
        const answer = await request('solana_signAllTransactions', { transactions: transactions.map((bytes) => base64.encode(bytes)) })
        const signed = parse(signedAllAnswer, answer, 'MALFORMED_TRANSACTION').transactions
        if (signed.length !== transactions.length) throw new SolanaError('MALFORMED_TRANSACTION')
        return signed.map(transactionBytes)
      }
      const transaction = transactions[0]!
      const answer = parse(signedAnswer, await request('solana_signTransaction', { transaction: base64.encode(transaction), pubkey: address }), 'MALFORMED_TRANSACTION')
      if (answer.transaction !== undefined) return [transactionBytes(answer.transaction)]
      if (answer.signature === undefined) throw new SolanaError('MALFORMED_TRANSACTION')
      return [withSignature(transaction, address, signatureBytes(answer.signature))]
    },
    async signAndSendTransaction(address, transaction, _chain, options) {
      const params = { transaction: base64.encode(transaction), pubkey: address, ...(options ? { sendOptions: options } : {}) }
      return signatureBytes(parse(signatureAnswer, await request('solana_signAndSendTransaction', params), 'MALFORMED_SIGNATURE').signature)
    },
  }
}
