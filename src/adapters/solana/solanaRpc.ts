import { ChainDataError } from '../../kernel/errors/chainData'
import { ProviderRpcError } from '../../kernel/errors/provider'
import { readRpc } from '../../kernel/rpc/readRpc'

/** Reads a node's answer: the typed value, or undefined when it has another shape. */
export type Parse<T> = (answer: unknown) => T | undefined

/** One Solana JSON-RPC call, its answer parsed. */
export type SolanaRpc = <T>(method: string, params: readonly unknown[], parse: Parse<T>) => Promise<T>

/**
 * Calls the first node that answers, the chain-data proxy first, then the network's own nodes (§7 fallback). A
 * node's JSON-RPC error is its answer (no other node is asked); an answer of the wrong shape is a ChainDataError.
 */
export function solanaRpc(urls: readonly string[]): SolanaRpc {
  return async (method, params, parse) => {
    let failure: unknown = new ChainDataError('NODE_UNREACHABLE', { values: { method } })
    for (const url of urls) {
      let result: unknown
      try {
        result = await readRpc(url, method, params)
      } catch (error) {
        if (error instanceof ProviderRpcError) throw error
        failure = error
        continue
      }
      const parsed = parse(result)
      if (parsed === undefined) throw new ChainDataError('NODE_MALFORMED', { values: { method }, details: url })
      return parsed
    }
    throw failure
  }
}

// Plain guards rather than zod: zod's modules are shared with the kit's entry, and each schema kind used here would
// grow that shared chunk.
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isLamports = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0

/** Solana's `{ context, value }` answers. */
const withContext =
  <T>(parse: Parse<T>): Parse<{ value: T }> =>
  (answer) => {
    if (!isRecord(answer) || !('value' in answer)) return undefined
    const value = parse(answer.value)
    return value === undefined ? undefined : { value }
  }

export interface AccountInfo {
  readonly owner: string
  readonly lamports: number
  /** [base64 data, 'base64'] */
  readonly data: readonly [string, 'base64']
}

export interface SignatureStatus {
  readonly err: unknown
  readonly confirmationStatus: string | null | undefined
}

export const balanceAnswer = withContext((value) => (isLamports(value) ? value : undefined))
export const blockhashAnswer = withContext((value) =>
  isRecord(value) && typeof value.blockhash === 'string' && Number.isSafeInteger(value.lastValidBlockHeight)
    ? { blockhash: value.blockhash, lastValidBlockHeight: value.lastValidBlockHeight as number }
    : undefined,
)
export const blockHeightAnswer: Parse<number> = (answer) => (Number.isSafeInteger(answer) ? (answer as number) : undefined)
export const signatureAnswer: Parse<string> = (answer) => (typeof answer === 'string' && answer !== '' ? answer : undefined)
export const accountAnswer = withContext<AccountInfo | null>((value) => {
  if (value === null) return null
  if (!isRecord(value) || typeof value.owner !== 'string' || !isLamports(value.lamports)) return undefined
  const { data } = value
  return Array.isArray(data) && typeof data[0] === 'string' && data[1] === 'base64' ? { owner: value.owner, lamports: value.lamports, data: [data[0], 'base64'] } : undefined
})
export const statusesAnswer = withContext((value) => {
  if (!Array.isArray(value)) return undefined
  const statuses: (SignatureStatus | null)[] = []
  for (const status of value as unknown[]) {
    if (status === null) statuses.push(null)
    else if (isRecord(status)) statuses.push({ err: status.err, confirmationStatus: typeof status.confirmationStatus === 'string' ? status.confirmationStatus : undefined })
    else return undefined
  }
  return statuses
})
