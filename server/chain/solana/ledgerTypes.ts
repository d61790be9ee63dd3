import type { VersionedTransaction } from '@solana/web3.js'
import type { uiTokenAmount } from './splToken'
import type { TransactionErrorJson } from './solanaTransactionError'

export interface LedgerAccount {
  lamports: bigint
  data: Uint8Array
  owner: string
  executable: boolean
}

export interface TokenBalance {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: ReturnType<typeof uiTokenAmount>
}

/** A landed transaction (succeeded or failed, its fee charged either way), as getTransaction and the statuses read it. */
export interface TransactionRecord {
  signature: string
  slot: number
  blockTime: number
  transaction: VersionedTransaction
  err: TransactionErrorJson | null
  fee: number
  preBalances: number[]
  postBalances: number[]
  preTokenBalances: TokenBalance[]
  postTokenBalances: TokenBalance[]
  logs: string[]
  computeUnitsConsumed: number
}

/** What a simulation answers (simulateTransaction's value; a failed preflight's error data). */
export interface SimulationResult {
  err: TransactionErrorJson | null
  logs: string[]
  unitsConsumed: number
  /** The accounts after the simulation, by address. */
  postAccounts: Map<string, LedgerAccount>
}

export type LedgerListener = (event: { type: 'slot'; slot: number } | { type: 'transaction'; record: TransactionRecord; touched: readonly string[] }) => void

export interface SendOptions {
  skipPreflight?: boolean
}

export interface SimulateOptions {
  sigVerify?: boolean | undefined
  replaceRecentBlockhash?: boolean | undefined
}
