import { base58, base64 } from '@scure/base'
import type { TransactionRecord } from './SolanaLedger'
import { SolanaRpcError, UNSUPPORTED_TRANSACTION_VERSION } from './solanaRpcError'
import { parsedInstruction } from './solanaParsedInstructions'

export type TransactionEncoding = 'json' | 'jsonParsed' | 'base58' | 'base64'

function messageJson(record: TransactionRecord, encoding: 'json' | 'jsonParsed'): Record<string, unknown> {
  const message = record.transaction.message
  const keys = message.staticAccountKeys.map((key) => key.toBase58())
  const lookups = message.version === 0
    ? { addressTableLookups: message.addressTableLookups.map((lookup) => ({ accountKey: lookup.accountKey.toBase58(), readonlyIndexes: lookup.readonlyIndexes, writableIndexes: lookup.writableIndexes })) }
    : {}
  if (encoding === 'json') {
    return {
      accountKeys: keys,
      header: message.header,
      instructions: message.compiledInstructions.map((instruction) => ({
        accounts: instruction.accountKeyIndexes,
        data: base58.encode(instruction.data),
        programIdIndex: instruction.programIdIndex,
        stackHeight: null,
      })),
      recentBlockhash: message.recentBlockhash,
      ...lookups,
    }
  }
  return {
    accountKeys: keys.map((pubkey, i) => ({ pubkey, signer: message.isAccountSigner(i), source: 'transaction', writable: message.isAccountWritable(i) })),
    instructions: message.compiledInstructions.map((instruction) =>
      parsedInstruction({
        programId: keys[instruction.programIdIndex] ?? '',
        accounts: instruction.accountKeyIndexes.map((index) => keys[index] ?? ''),
        data: instruction.data,
      }),
    ),
    recentBlockhash: message.recentBlockhash,
    ...lookups,
  }
}

/**
 * getTransaction's answer. A version 0 transaction needs maxSupportedTransactionVersion 0 (the node's -32015
 * otherwise); a legacy one is answered without `version` unless the caller gave one, as a node does.
 */
export function transactionJson(record: TransactionRecord, encoding: TransactionEncoding, maxSupportedTransactionVersion: number | undefined): Record<string, unknown> {
  const version = record.transaction.message.version
  if (version === 0 && maxSupportedTransactionVersion === undefined) {
    throw new SolanaRpcError(
      UNSUPPORTED_TRANSACTION_VERSION,
      'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
    )
  }
  const wire = record.transaction.serialize()
  const transaction =
    encoding === 'base64' ? [base64.encode(wire), 'base64']
    : encoding === 'base58' ? [base58.encode(wire), 'base58']
    : { message: messageJson(record, encoding), signatures: record.transaction.signatures.map((signature) => base58.encode(signature)) }
  return {
    blockTime: record.blockTime,
    meta: {
      computeUnitsConsumed: record.computeUnitsConsumed,
      err: record.err,
      fee: record.fee,
      innerInstructions: [],
      loadedAddresses: { readonly: [], writable: [] },
      logMessages: record.logs,
      postBalances: record.postBalances,
      postTokenBalances: record.postTokenBalances,
      preBalances: record.preBalances,
      preTokenBalances: record.preTokenBalances,
      rewards: [],
      status: record.err === null ? { Ok: null } : { Err: record.err },
    },
    slot: record.slot,
    transaction,
    ...(maxSupportedTransactionVersion === undefined ? {} : { version: version === 'legacy' ? 'legacy' : version }),
  }
}
