import { pathToFileURL } from 'node:url'
import { migrate } from './db/migrate'
import { openPostgres } from './db/openPostgres'
import type { Listening } from './http/listen'
import { seed } from './seed/seed'
import { parseServeArgs } from './serveArgs'
import { serveRelay } from './services/loneRelay'
import { LONE_SERVICES, LoneServiceError } from './services/loneServices'

/**
 * `npx tsx server/serve.ts <service> [--port N] [--host H] [--chain-info FILE]`: one reference-cloud service alone,
 * on its ports.ts port (or --port / env PORT), against the shared PostgreSQL of DATABASE_URL, so several copies of
 * each can run behind a load balancer (server/README.md "Production layout"). It migrates and seeds on start, under
 * advisory locks, so copies may start together. The relay needs no database but Redis (REDIS_URL) instead.
 * `npx tsx server/start.ts` stays the all-in-one default.
 */
export async function serve(argv: readonly string[], env: Readonly<Record<string, string | undefined>>, log: (line: string) => void): Promise<Listening> {
  const args = parseServeArgs(argv)
  if (args.service === 'relay') return serveRelay(args, env, log)
  const entry = Object.hasOwn(LONE_SERVICES, args.service) ? LONE_SERVICES[args.service] : undefined
  if (!entry) throw new LoneServiceError('UNKNOWN_SERVICE', `unknown service '${args.service}' (known: ${[...Object.keys(LONE_SERVICES), 'relay'].join(', ')})`)
  const databaseUrl = env['DATABASE_URL']
  if (!databaseUrl) {
    throw new LoneServiceError(
      'NEEDS_POSTGRES',
      `${args.service} alone needs a shared PostgreSQL: set DATABASE_URL. PGlite is one process's database: npx tsx server/start.ts runs every service on it in one process`,
    )
  }
  const db = await openPostgres(databaseUrl)
  try {
    await migrate(db)
    await seed(db, { log })
    const port = args.port ?? (env['PORT'] ? Number(env['PORT']) : entry.port)
    const host = args.host ?? (env['HOST'] || '127.0.0.1')
    const listening = await entry.start({ db, port, host, chainInfoFile: args.chainInfoFile ?? (env['GANGWAY_CHAIN_INFO'] || undefined), env, log })
    log(`${args.service} ${listening.url} (pid ${process.pid}, PostgreSQL)`)
    return { url: listening.url, close: async () => (await listening.close(), await db.close()) }
  } catch (error) {
    await db.close()
    throw error
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  serve(process.argv.slice(2), process.env, (line) => console.log(line)).then(
    (running) => {
      const stop = (signal: string): void => {
        console.log(`${signal}: stopping`)
        running.close().then(
          () => process.exit(0),
          () => process.exit(1),
        )
      }
      process.once('SIGINT', () => stop('SIGINT'))
      process.once('SIGTERM', () => stop('SIGTERM'))
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    },
  )
}
