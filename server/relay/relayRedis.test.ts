/** The Redis backend's own promises: a relay restart keeps the mailbox, a publish Redis did not store is not acknowledged, an unreachable Redis fails clearly. */
import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { startRedisServer, type RedisServer } from '../testing/startRedisServer'
import { startRelay, type Relay } from './startRelay'
import { RawRelayClient } from './testing/rawRelayClient'
import { createRelayIdentity } from './testing/relayIdentity'

const TOPIC = '7'.repeat(64)
const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})
async function redisServer(): Promise<RedisServer> {
  const redis = await startRedisServer()
  cleanups.push(() => redis.stop())
  return redis
}
async function relayOn(redis: RedisServer, keyPrefix: string): Promise<Relay> {
  const relay = await startRelay({ port: 0, redisUrl: redis.url, redisKeyPrefix: keyPrefix })
  cleanups.push(() => relay.close())
  return relay
}
async function client(relay: Relay): Promise<RawRelayClient> {
  const connected = await RawRelayClient.connect(relay.url, createRelayIdentity(), { waitMs: 15_000 })
  cleanups.push(() => connected.close())
  return connected
}

describe('the relay on Redis', () => {
  it('keeps parked messages across a relay restart, in publish order', async () => {
    const redis = await redisServer()
    const prefix = `test:${randomUUID()}:`
    const first = await relayOn(redis, prefix)
    const publisher = await client(first)
    for (const message of ['b25l', 'dHdv', 'dGhyZWU=']) expect(await publisher.request('irn_publish', { topic: TOPIC, message, ttl: 300 })).toMatchObject({ result: true })
    await first.close()
    const second = await relayOn(redis, prefix)
    expect((await second.freshStats()).mailbox).toEqual({ topics: 1, messages: 3 })
    const late = await client(second)
    await late.request('irn_subscribe', { topic: TOPIC })
    expect((await late.pushesUntil(3)).map((push) => push.params.data.message)).toEqual(['b25l', 'dHdv', 'dGhyZWU='])
  })

  it('answers a publish with an error, not true, when Redis cannot store it', async () => {
    const redis = await redisServer()
    const relay = await relayOn(redis, `test:${randomUUID()}:`)
    const publisher = await client(relay)
    expect(await publisher.request('irn_publish', { topic: TOPIC, message: 'b2s=', ttl: 300 })).toMatchObject({ result: true })
    await redis.stop()
    const answer = await publisher.request('irn_publish', { topic: TOPIC, message: 'bG9zdA==', ttl: 300 })
    expect(answer.error).toMatchObject({ code: -32012, message: expect.stringMatching(/^The relay could not store the message: /) })
  })

  it('fails to start, saying so, when Redis is unreachable', async () => {
    await expect(startRelay({ port: 0, redisUrl: 'redis://127.0.0.1:1' })).rejects.toThrow('Could not connect to Redis at redis://127.0.0.1:1')
  })
})
