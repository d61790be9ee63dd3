/** Test support: a Solana JSON-RPC node faked at the fetch level, recording each call. */
import { vi } from 'vitest'

export interface RpcCallRecord {
  readonly url: string
  readonly method: string
  readonly params: readonly unknown[]
}

export type RpcHandler = (params: readonly unknown[], url: string) => unknown

/** A JSON-RPC error answer from a handler. */
export class RpcFailure {
  constructor(
    readonly code: number,
    readonly message: string,
  ) {}
}

/** Stubs global fetch: each JSON-RPC body is answered by its method's handler (an HTTP 403 for `refuse` URLs). */
export function fakeSolanaRpc(handlers: Record<string, RpcHandler>, refuse: (url: string) => boolean = () => false) {
  const calls: RpcCallRecord[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input)
      const body = JSON.parse(String(init?.body)) as { id: number; method: string; params: unknown[] }
      if (refuse(url)) return Response.json({ jsonrpc: '2.0', id: body.id, error: { code: -32601, message: 'Method not available' } }, { status: 403 })
      calls.push({ url, method: body.method, params: body.params })
      const handler = handlers[body.method]
      const answer = handler ? handler(body.params, url) : new RpcFailure(-32601, `Method not found: ${body.method}`)
      return Response.json(
        answer instanceof RpcFailure ? { jsonrpc: '2.0', id: body.id, error: { code: answer.code, message: answer.message } } : { jsonrpc: '2.0', id: body.id, result: answer },
      )
    }),
  )
  return { calls, methods: () => calls.map(({ method }) => method) }
}

const context = { apiVersion: '2.0.0', slot: 1 }
export const withSlot = <T>(value: T) => ({ context, value })
