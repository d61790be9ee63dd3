/** The relay's HTTP side, its port handling, pings, and closing without leaving anything running. */
import { afterEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { startRelay, type Relay } from './startRelay'
import { RawRelayClient } from './testing/rawRelayClient'
import { createRelayIdentity } from './testing/relayIdentity'

const relays: Relay[] = []
afterEach(async () => {
  await Promise.all(relays.splice(0).map((relay) => relay.close()))
})
async function start(options: Partial<Parameters<typeof startRelay>[0]> = {}): Promise<Relay> {
  const relay = await startRelay({ port: 0, ...options })
  relays.push(relay)
  return relay
}
const httpUrl = (relay: Relay, path: string): string => relay.url.replace('ws://', 'http://') + path

describe('relay lifecycle', () => {
  it('listens on a free port for port 0 and answers GET /health and /stats', async () => {
    const relay = await start()
    expect(relay.port).toBeGreaterThan(0)
    expect(relay.url).toBe(`ws://127.0.0.1:${relay.port}`)
    expect(await (await fetch(httpUrl(relay, '/health'))).json()).toEqual({ ok: true })
    const stats = await fetch(httpUrl(relay, '/stats'), { headers: { origin: 'http://127.0.0.1:3000' } })
    expect(stats.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000')
    expect(await stats.json()).toMatchObject({ connections: { open: 0, accepted: 0, refused: 0 }, published: 0, mailbox: { topics: 0, messages: 0 } })
    expect((await fetch(httpUrl(relay, '/nope'))).status).toBe(404)
    expect((await fetch(httpUrl(relay, '/health'), { method: 'POST' })).status).toBe(405)
  })

  it('counts open connections and subscriptions in the stats, never listing clients', async () => {
    const relay = await start()
    const client = await RawRelayClient.connect(relay.url, createRelayIdentity())
    await client.request('irn_subscribe', { topic: 'f'.repeat(64) })
    const stats = (await (await fetch(httpUrl(relay, '/stats'))).json()) as Record<string, unknown>
    expect(stats).toMatchObject({ backend: 'memory', connections: { open: 1, accepted: 1 }, subscriptions: 1 })
    expect(stats).not.toHaveProperty('peers')
    await client.close()
    await expect.poll(() => relay.stats().connections.open).toBe(0)
    expect(relay.stats().subscriptions).toBe(0)
  })

  it('closes every socket on close(), frees the port, and starts again on the same port', async () => {
    const first = await startRelay({ port: 0 })
    const client = await RawRelayClient.connect(first.url, createRelayIdentity())
    await first.close()
    expect((await client.closed()).code).toBe(1006)
    await first.close() // idempotent
    const again = await start({ port: first.port })
    expect(again.url).toBe(first.url)
    const next = await RawRelayClient.connect(again.url, createRelayIdentity())
    expect(await next.request('irn_subscribe', { topic: 'f'.repeat(64) })).toHaveProperty('result')
    await next.close()
  })

  it('fails clearly when the port is taken', async () => {
    const relay = await start()
    await expect(startRelay({ port: relay.port })).rejects.toThrow(`Port ${relay.port} (relay) is already in use on 127.0.0.1`)
  })

  it('pings every pingIntervalMs, and terminates a connection that stopped answering pings', async () => {
    const relay = await start({ pingIntervalMs: 40 })
    const socket = new WebSocket(`${relay.url}/?auth=${createRelayIdentity().jwt()}`, { autoPong: false })
    let pings = 0
    socket.on('ping', () => pings++)
    const closed = new Promise<number>((resolve) => socket.once('close', resolve))
    await new Promise((resolve) => socket.once('open', resolve))
    expect(await closed).toBe(1006)
    expect(pings).toBeGreaterThanOrEqual(1)
  })

  it('keeps a connection that answers pings', async () => {
    const relay = await start({ pingIntervalMs: 30 })
    const client = await RawRelayClient.connect(relay.url, createRelayIdentity())
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(relay.stats().connections.open).toBe(1)
    await client.close()
  })
})
