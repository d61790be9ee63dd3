import { VersionedTransaction } from '@solana/web3.js'
import { invalidParams, SolanaRpcError } from './solanaRpcError'

/** A transaction's wire size at most (a packet). */
export const PACKET_DATA_SIZE = 1232

/** Parses a transaction's wire bytes; a malformed one is an invalid-params error. */
export function decodeTransaction(bytes: Uint8Array, encoding: string): VersionedTransaction {
  if (bytes.length > PACKET_DATA_SIZE) throw invalidParams(`${encoding} encoded transaction too large: ${bytes.length} bytes (max: raw ${PACKET_DATA_SIZE})`)
  try {
    const transaction = VersionedTransaction.deserialize(bytes)
    if (transaction.signatures.length !== transaction.message.header.numRequiredSignatures) throw invalidParams('invalid transaction: Transaction failed to sanitize accounts offsets correctly')
    return transaction
  } catch (error) {
    if (error instanceof SolanaRpcError) throw error
    throw invalidParams(`failed to deserialize the transaction: ${error instanceof Error ? error.message : String(error)}`)
  }
}
