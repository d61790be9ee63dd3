/** The relay port's plain HTTP side: GET /health and GET /stats (JSON counts), for the bench and tests. */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { corsOrigins } from '../http/corsForLocalOrigins'
import type { RelayStats } from './relayStats'

export function handleRelayHttp(request: IncomingMessage, response: ServerResponse, stats: () => Promise<RelayStats>): void {
  const origin = request.headers.origin
  if (origin && corsOrigins().includes(origin)) response.setHeader('access-control-allow-origin', origin)
  const { pathname } = new URL(request.url ?? '/', 'http://relay')
  if (request.method !== 'GET' && request.method !== 'HEAD') return json(response, 405, { message: 'Method Not Allowed' })
  if (pathname === '/health') return json(response, 200, { ok: true })
  if (pathname === '/stats') {
    stats().then(
      (body) => json(response, 200, body),
      () => json(response, 503, { message: 'The relay could not read its mailbox' }),
    )
    return
  }
  if (pathname === '/') return json(response, 426, { message: 'WalletConnect relay: open a WebSocket with ?auth=<relay JWT>' })
  json(response, 404, { message: 'Not Found' })
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
  response.end(JSON.stringify(body))
}
