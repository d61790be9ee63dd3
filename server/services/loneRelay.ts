import type { Listening } from '../http/listen'
import { PORTS } from '../ports'
import { startRelay } from '../relay/startRelay'
import { LoneServiceError } from './loneServices'

export interface LoneRelayArgs {
  port?: number | undefined
  host?: string | undefined
}

/**
 * The relay alone (serve.ts relay): no database, but Redis for the hub and the mailbox, so that copies behind a load
 * balancer reach each other's clients and a killed copy loses nothing. Logs and returns its HTTP side (GET /health,
 * GET /stats); clients connect to the same address over WebSocket.
 */
export async function serveRelay(args: LoneRelayArgs, env: Readonly<Record<string, string | undefined>>, log: (line: string) => void): Promise<Listening> {
  const redisUrl = env['REDIS_URL']
  if (!redisUrl) {
    throw new LoneServiceError(
      'MISSING_ENV',
      'REDIS_URL is not set: relay copies share their hub and mailbox through Redis (npx tsx server/start.ts runs one relay on memory)',
    )
  }
  const port = args.port ?? (env['PORT'] ? Number(env['PORT']) : PORTS.relay)
  const relay = await startRelay({ port, host: args.host ?? (env['HOST'] || '127.0.0.1'), redisUrl, log })
  const url = relay.url.replace(/^ws/, 'http')
  log(`relay ${url} (pid ${process.pid}, Redis)`)
  return { url, close: () => relay.close() }
}
