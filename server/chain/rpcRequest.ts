/** Sends one JSON-RPC request and returns its result; throws on a transport error or a JSON-RPC error. */
export async function rpcRequest(url: string, method: string, params: unknown[] = [], timeoutMs = 2_000): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(timeoutMs),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message?: string } }
  if (body.error) throw new Error(`${method} failed: ${body.error.message ?? 'JSON-RPC error'}`)
  return body.result
}
