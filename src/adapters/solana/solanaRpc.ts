import * as z from 'zod/mini'
import { ChainDataError } from '../../kernel/errors/chainData'
import { ProviderRpcError } from '../../kernel/errors/provider'
import { readRpc } from '../../kernel/rpc/readRpc'

/** One Solana JSON-RPC call, its answer parsed. */
export type SolanaRpc = <T>(method: string, params: readonly unknown[], schema: z.ZodMiniType<T>) => Promise<T>

/**
 * Calls the first node that answers, the chain-data proxy first, then the network's own nodes (§7 fallback). A
 * node's JSON-RPC error is its answer (no other node is asked); an answer of the wrong shape is a ChainDataError.
 */
export function solanaRpc(urls: readonly string[]): SolanaRpc {
  return async (method, params, schema) => {
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
      const parsed = schema.safeParse(result)
      if (!parsed.success) throw new ChainDataError('NODE_MALFORMED', { values: { method }, details: url })
      return parsed.data
    }
    throw failure
  }
}

const lamports = z.number().check(z.refine((value) => Number.isSafeInteger(value) && value >= 0))
const withContext = <T extends z.ZodMiniType>(value: T) => z.object({ value })

export const balanceAnswer = withContext(lamports)
export const blockhashAnswer = withContext(z.object({ blockhash: z.string(), lastValidBlockHeight: z.number() }))
export const blockHeightAnswer = z.number()
export const signatureAnswer = z.string()
export const accountAnswer = withContext(
  z.nullable(z.object({ owner: z.string(), lamports, data: z.tuple([z.string(), z.literal('base64')]) })),
)
export const statusesAnswer = withContext(
  z.array(z.nullable(z.object({ err: z.nullable(z.unknown()), confirmationStatus: z.optional(z.nullable(z.string())) }))),
)

export type AccountInfo = NonNullable<z.infer<typeof accountAnswer>['value']>
