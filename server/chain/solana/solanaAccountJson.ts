import { base58, base64 } from '@scure/base'
import type { LedgerAccount, SolanaLedger } from './SolanaLedger'
import { invalidParams } from './solanaRpcError'
import { decodeMint, parsedTokenData } from './splToken'

export type AccountEncoding = 'base58' | 'base64' | 'base64+zstd' | 'jsonParsed'
export interface DataSlice {
  offset: number
  length: number
}

/** What a node answers as rentEpoch for rent-exempt accounts: u64::MAX, which JSON numbers carry as 2^64. */
export const RENT_EXEMPT_EPOCH = 2 ** 64
/** base58 is only for small data, as on a node. */
const MAX_BASE58_BYTES = 128

function encodedData(data: Uint8Array, encoding: AccountEncoding): [string, string] | string {
  if (encoding === 'base64+zstd') throw invalidParams('Invalid params: base64+zstd encoding is not supported by the local Solana chain; use base64')
  if (encoding === 'base58') {
    if (data.length > MAX_BASE58_BYTES) throw invalidParams(`Encoded binary (base 58) data should be less than ${MAX_BASE58_BYTES} bytes, please use Base64 encoding.`)
    return [base58.encode(data), 'base58']
  }
  return [base64.encode(data), 'base64']
}

/** The decimals of a mint on the ledger, or null when the address is not a mint. */
export function mintDecimals(ledger: SolanaLedger, mint: string): number | null {
  const account = ledger.account(mint)
  return account ? (decodeMint(account.owner, account.data)?.decimals ?? null) : null
}

/** An account as getAccountInfo, getMultipleAccounts and getTokenAccountsByOwner answer it in `encoding`. */
export function accountJson(ledger: SolanaLedger, account: LedgerAccount, encoding: AccountEncoding, dataSlice?: DataSlice): Record<string, unknown> {
  const sliced = dataSlice ? account.data.subarray(dataSlice.offset, dataSlice.offset + dataSlice.length) : account.data
  const parsed = encoding === 'jsonParsed' && !dataSlice ? parsedTokenData(account.owner, account.data, (mint) => mintDecimals(ledger, mint)) : null
  return {
    data: parsed ?? encodedData(sliced, encoding === 'jsonParsed' ? 'base64' : encoding),
    executable: account.executable,
    lamports: Number(account.lamports),
    owner: account.owner,
    rentEpoch: RENT_EXEMPT_EPOCH,
    space: account.data.length,
  }
}
