// The services apiLoad.mjs loads, in a child process of their own (run with tsx): a database (PGlite in memory, or a
// throwaway real PostgreSQL), migrated and seeded, one anvil on a free port, and the API and chain-data apps on free
// ports. Prints one JSON line `{ api, chainData, anvil }` when ready; SIGTERM stops everything.
import { createApiApp } from '../../server/api/createApiApp'
import { startAnvil, type AnvilHandle } from '../../server/chain/anvil'
import { createChainDataApp } from '../../server/chain/createChainDataApp'
import type { Db } from '../../server/db/Db'
import { migrate } from '../../server/db/migrate'
import { MEMORY_DATA_DIR, openPglite } from '../../server/db/openPglite'
import { openPostgres } from '../../server/db/openPostgres'
import { listen, type Listening } from '../../server/http/listen'
import { seed } from '../../server/seed/seed'
import { freePort } from '../../server/testing/freePort'
import { startPostgresServer, type PostgresServer } from '../../server/testing/startPostgresServer'


async function main(): Promise<void> {
  const kind = process.argv[2] === 'postgres' ? 'postgres' : 'pglite'
  const stops: (() => Promise<void>)[] = []
  let stopping: Promise<void> | undefined
  let stopFirst: (() => Promise<void>) | undefined
  // Once: the signal reaches this process from its group and again through tsx.
  const stopAll = (): Promise<void> =>
    (stopping ??= (async () => {
      await stopFirst?.().catch(() => undefined)
      for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined)
    })())
  process.on('SIGTERM', () => void stopAll().then(() => process.exit(0)))
  process.on('SIGINT', () => void stopAll().then(() => process.exit(0)))
  try {
    let db: Db
    if (kind === 'postgres') {
      const server: PostgresServer = await startPostgresServer()
      stops.push(() => server.stop())
      db = await openPostgres(await server.createDatabase('bench'))
    } else {
      db = await openPglite(MEMORY_DATA_DIR)
    }
    stops.push(() => db.close())
    await migrate(db)
    await seed(db, { log: () => undefined })
    const chain = { id: 31337, name: 'Bench chain', rpcPort: await freePort() }
    const anvil: AnvilHandle = await startAnvil(chain)
    // Stopped first: anvil runs in a process group of its own, so a SIGKILL of this one after a slow stop would orphan it.
    stopFirst = () => anvil.stop()
    const log = (): void => undefined
    const api: Listening = await listen(createApiApp(db, { log }), await freePort(), 'api')
    stops.push(() => api.close())
    const chainData: Listening = await listen(createChainDataApp(db, { log, chains: [chain] }), await freePort(), 'chainData')
    stops.push(() => chainData.close())
    process.stdout.write(`${JSON.stringify({ api: api.url, chainData: chainData.url, anvil: anvil.rpcUrl })}\n`)
  } catch (error) {
    console.error(error)
    await stopAll()
    process.exit(1)
  }
}

void main()
