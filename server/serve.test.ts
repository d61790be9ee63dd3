import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from './db/Db'
import { openPostgres } from './db/openPostgres'
import { addProjectOrigin } from './projects/addProjectOrigin'
import { serve } from './serve'
import { SLOW_SETUP_MS, SLOW_TEST_MS } from './testing/hookTimeouts'
import { startPostgresServer, type PostgresServer } from './testing/startPostgresServer'
import { startRedisServer } from './testing/startRedisServer'
import { startServeProcess, type ServeProcess } from './testing/startServeProcess'

describe('serve.ts: a service alone, as a real process, on a shared PostgreSQL', () => {
  let postgres: PostgresServer
  let databaseUrl: string
  const processes: ServeProcess[] = []
  let db: Db | undefined

  beforeAll(async () => {
    postgres = await startPostgresServer()
    databaseUrl = await postgres.createDatabase()
  }, SLOW_SETUP_MS)
  afterAll(async () => {
    await Promise.all(processes.map((running) => running.stop()))
    await db?.close()
    await postgres?.stop()
  }, SLOW_SETUP_MS)

  it('two API processes started at once on an empty database both come up and serve the directory', async () => {
    processes.push(...(await Promise.all([startServeProcess('api', databaseUrl), startServeProcess('api', databaseUrl)])))
    for (const running of processes) {
      const response = await fetch(`${running.url}/getWallets?projectId=gangway-demo&entries=3`)
      expect(response.status).toBe(200)
      const body = (await response.json()) as { count: number; data: unknown[] }
      expect(body.data).toHaveLength(3)
      expect(body.count).toBeGreaterThan(3)
    }
  }, SLOW_TEST_MS)

  it("a project's new origin is served by every process: at once by the one that wrote it, on NOTIFY by the others", async () => {
    const origins = async (url: string) =>
      ((await (await fetch(`${url}/projects/v1/origins?projectId=gangway-strict`)).json()) as { allowedOrigins: string[] }).allowedOrigins
    const before = ['http://127.0.0.1:3000', 'http://localhost:3000']
    for (const running of processes) expect(await origins(running.url)).toEqual(before)
    // This test process is a third one on the same database, with its own caches.
    db = await openPostgres(databaseUrl)
    const { findProject } = await import('./projects/findProject')
    expect((await findProject(db, 'gangway-strict'))?.allowedOrigins).toEqual(before)
    await addProjectOrigin(db, 'gangway-strict', 'https://shop.example.com')
    expect((await findProject(db, 'gangway-strict'))?.allowedOrigins).toEqual([...before, 'https://shop.example.com'])
    for (const running of processes) {
      await expect.poll(() => origins(running.url), { timeout: 30_000, interval: 20 }).toEqual([...before, 'https://shop.example.com'])
    }
  }, SLOW_TEST_MS)

  it('chain data alone answers too, with no local chains unless given their info file', async () => {
    const chainData = await startServeProcess('chainData', databaseUrl)
    processes.push(chainData)
    const response = await fetch(`${chainData.url}/v1/supported-chains?projectId=gangway-demo`)
    expect(response.status).toBe(200)
    expect(await fetch(`${chainData.url}/v1/local-chains`).then((answer) => answer.json())).toEqual({ chains: [] })
  }, SLOW_TEST_MS)

  it('the relay alone runs on Redis (no database), two copies share it, and refuses to start without REDIS_URL', async () => {
    const redis = await startRedisServer()
    try {
      const relays = await Promise.all([0, 1].map(() => startServeProcess('relay', databaseUrl, [], { REDIS_URL: redis.url })))
      processes.push(...relays)
      for (const relay of relays) {
        expect((await fetch(`${relay.url}/health`)).status).toBe(200)
        expect(((await (await fetch(`${relay.url}/stats`)).json()) as { backend: string }).backend).toBe('redis')
      }
      await Promise.all(relays.map((relay) => relay.stop()))
    } finally {
      await redis.stop()
    }
    await expect(serve(['relay'], {}, () => undefined)).rejects.toThrow(
      'REDIS_URL is not set: relay copies share their hub and mailbox through Redis (npx tsx server/start.ts runs one relay on memory)',
    )
  }, SLOW_TEST_MS)

  it('refuses a secure site alone without the shared master key', async () => {
    await expect(serve(['secureSite'], { DATABASE_URL: databaseUrl, SMTP_URL: 'smtp://127.0.0.1:2525' }, () => undefined)).rejects.toThrow(
      'SECURE_SITE_KEY is not set: every secure-site process must share one master key (64 hex characters)',
    )
  })

  it('refuses to run a service alone without DATABASE_URL, and names unknown services', async () => {
    await expect(serve(['api'], {}, () => undefined)).rejects.toThrow(
      "api alone needs a shared PostgreSQL: set DATABASE_URL. PGlite is one process's database: npx tsx server/start.ts runs every service on it in one process",
    )
    await expect(serve(['relay2'], { DATABASE_URL: databaseUrl }, () => undefined)).rejects.toThrow("unknown service 'relay2' (known: api, chainData, secureSite, paymentProvider, dashboard, demo, relay)")
  })
})
