/** Forwards one JSON-RPC call to a chain's endpoint; a JSON-RPC error comes back as a ProviderRpcError. */
import { ProviderRpcError, internalError } from './rpcErrors'

const FORWARD_TIMEOUT_MS = 30_000

export async function forwardRpc(rpcUrl: string, method: string, params: readonly unknown[]): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: Math.floor(Math.random() * 2 ** 31), method, params }),
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    })
  } catch (error) {
    throw internalError(`Could not reach ${rpcUrl} for ${method}: ${error instanceof Error ? error.message : String(error)}`)
  }
  let body: unknown
  try {
    body = await response.json()
  } catch {
    throw internalError(`${rpcUrl} answered ${method} with HTTP ${response.status} and no JSON-RPC body`)
  }
  if (typeof body !== 'object' || body === null) throw internalError(`${rpcUrl} answered ${method} with a malformed JSON-RPC body`)
  const { result, error } = body as { result?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown } }
  if (error !== undefined) {
    const code = typeof error.code === 'number' && Number.isInteger(error.code) ? error.code : -32603
    const message = typeof error.message === 'string' ? error.message : `${method} failed`
    throw new ProviderRpcError(code, message, error.data)
  }
  return result ?? null
}
