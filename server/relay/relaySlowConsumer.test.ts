/**
 * Backpressure in a real relay process (Redis-backed, as deployed at scale): a subscriber that stops reading
 * while ~100 MiB is published to its topic is cut off, and the relay's memory stays bounded. Before the cap
 * the same load grew the relay by 215 MiB; the relay runs with a 128 MB heap ceiling, as a deployment would
 * set one, so that RSS reflects what it keeps rather than when V8 gets round to collecting garbage.
 */
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SLOW_SETUP_MS } from '../testing/hookTimeouts'
import { startRedisServer, type RedisServer } from '../testing/startRedisServer'
import type { RelayStats } from './relayStats'
import { randomTopic } from './testing/loadPair'
import { RawRelayClient } from './testing/rawRelayClient'
import { createRelayIdentity } from './testing/relayIdentity'
import { spawnRelay, type RelayProcess } from './testing/spawnRelay'

const MiB = 1024 * 1024
/** 96 KiB of random bytes: a 128 KiB base64 message, the largest a publish may carry. */
const MESSAGE_BYTES = 96 * 1024
const PUBLISHED = 100 * MiB

let redis: RedisServer
let relay: RelayProcess
beforeAll(async () => {
  redis = await startRedisServer()
  relay = await spawnRelay({ redisUrl: redis.url, nodeFlags: ['--max-old-space-size=128'] })
}, SLOW_SETUP_MS)
afterAll(async () => {
  await relay?.stop()
  await redis?.stop()
})

const stats = async (): Promise<RelayStats> => (await fetch(`${relay.url.replace('ws://', 'http://')}/stats`)).json() as Promise<RelayStats>

describe('a subscriber that stops reading', () => {
  it('is cut off while ~100 MiB is published to its topic, and the relay stays within a bounded memory', async () => {
    const topic = randomTopic()
    const slow = await RawRelayClient.connect(relay.url, createRelayIdentity(), { waitMs: 30_000 })
    const publisher = await RawRelayClient.connect(relay.url, createRelayIdentity(), { waitMs: 30_000 })
    await slow.request('irn_subscribe', { topic })
    slow.pause()
    const baseline = relay.rss()
    let peak = baseline
    const base64 = randomBytes(MESSAGE_BYTES).toString('base64')
    let published = 0
    let publishedAtCut: number | undefined
    for (let n = 0; published < PUBLISHED; n++) {
      // Unique per publish (the relay stores a repeated message once): the number replaces the first characters.
      const message = `${n.toString(36).padStart(8, 'A')}${base64.slice(8)}`
      expect(await publisher.request('irn_publish', { topic, message, ttl: 300 })).toMatchObject({ result: true })
      published += message.length
      if (n % 16 !== 0) continue
      peak = Math.max(peak, relay.rss())
      if (publishedAtCut === undefined && (await stats()).quotas.slowConsumers > 0) publishedAtCut = published
    }
    await expect.poll(async () => (await stats()).quotas.slowConsumers, { timeout: 10_000 }).toBe(1)
    peak = Math.max(peak, relay.rss())
    const growth = peak - baseline
    const cutAt = ((publishedAtCut ?? published) / MiB).toFixed(0)
    console.log(`relay RSS ${(baseline / MiB).toFixed(0)} MiB before, peak +${(growth / MiB).toFixed(1)} MiB while ${(published / MiB).toFixed(0)} MiB went to a subscriber that stopped reading (cut off after ${cutAt} MiB)`)
    // Generous bounds: the 4 MiB send buffer and 4 MiB of backlog, plus what the kernel's socket buffers took first;
    // Redis replies and garbage not yet collected.
    expect(publishedAtCut).toBeLessThan(40 * MiB)
    expect(growth).toBeLessThan(80 * MiB)
    expect((await stats()).connections.open).toBe(1)
    await Promise.all([slow.close(), publisher.close()])
  }, 60_000)
})
