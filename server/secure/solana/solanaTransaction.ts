import { base58 } from '@scure/base'
import { PublicKey, VersionedMessage, VersionedTransaction } from '@solana/web3.js'
import { ApiError } from '../http/apiError'
import type { SolanaSigner } from '../store/solanaWallets'

/** The wire bytes as a transaction (legacy or v0); 400 naming the parameter when they are none. */
export function readTransaction(method: string, bytes: Uint8Array): VersionedTransaction {
  try {
    const transaction = VersionedTransaction.deserialize(bytes)
    if (transaction.message.staticAccountKeys.length === 0) throw new TypeError('no accounts')
    return transaction
  } catch {
    throw new ApiError(400, `Invalid params for ${method}: transaction: must be a Solana transaction`)
  }
}

/** The fee payer is the first account, and always a signer: it must be this wallet, or nothing is signed. */
export function requireFeePayer(transaction: VersionedTransaction, address: string): void {
  const feePayer = transaction.message.staticAccountKeys[0]!.toBase58()
  if (feePayer !== address) throw new ApiError(400, `The transaction's fee payer ${feePayer} is not this wallet (${address}): it cannot be signed here`)
}

/** Signs as the fee payer (signature slot 0); other signers' signatures are kept. The signature, base58. */
export function signTransaction(transaction: VersionedTransaction, signer: SolanaSigner): string {
  const signature = signer.sign(transaction.message.serialize())
  transaction.addSignature(new PublicKey(signer.publicKey), signature)
  return base58.encode(signature)
}

/**
 * Whether bytes given to solana_signMessage are a transaction's message: signing them would sign that transaction
 * without its approval page, so they are refused.
 */
export function isTransactionMessage(bytes: Uint8Array): boolean {
  try {
    const message = VersionedMessage.deserialize(bytes)
    const again = message.serialize()
    return again.length === bytes.length && again.every((byte, index) => byte === bytes[index])
  } catch {
    return false
  }
}
