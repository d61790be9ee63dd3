/**
 * The relay protocol over raw WebSockets: subscribe, publish, fan-out, the mailbox, ttl, at-most-once delivery;
 * the same contract with the mailbox in memory and in Redis.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { startRedisServer, type RedisServer } from '../testing/startRedisServer'
import { SLOW_SETUP_MS } from '../testing/hookTimeouts'
import { subscriptionId } from './relayHub'
import { startRelay, type Relay } from './startRelay'
import { RawRelayClient } from './testing/rawRelayClient'
import { createRelayIdentity, type RelayIdentity } from './testing/relayIdentity'

const TOPIC = 'a'.repeat(64)
const OTHER_TOPIC = 'b'.repeat(64)

describe.each(['memory', 'redis'] as const)('with the mailbox in %s', (backend) => {
  let redis: RedisServer | undefined
  beforeAll(async () => {
    if (backend === 'redis') redis = await startRedisServer()
  }, SLOW_SETUP_MS)
  afterAll(async () => {
    await redis?.stop()
  })
  let relay: Relay
  const clients: RawRelayClient[] = []
  beforeEach(async () => {
    const redisOptions = redis ? { redisUrl: redis.url, redisKeyPrefix: `test:${randomUUID()}:` } : {}
    relay = await startRelay({ port: 0, sweepIntervalMs: 50, maxMessagesPerTopic: 5, ...redisOptions })
  })
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()))
    await relay.close()
  })

  async function connect(identity: RelayIdentity = createRelayIdentity()): Promise<RawRelayClient> {
    const client = await RawRelayClient.connect(relay.url, identity)
    clients.push(client)
    return client
  }
  const publish = (client: RawRelayClient, topic: string, message: string, ttl = 300) =>
    client.request('irn_publish', { topic, message, ttl, tag: 1108, prompt: false, correlationId: 7 })

  describe('relay protocol', () => {
    it('answers irn_subscribe with the id the SDK computes (sha256(topic + iss)), echoing the string request id', async () => {
      const identity = createRelayIdentity()
      const client = await connect(identity)
      expect(await client.request('irn_subscribe', { topic: TOPIC })).toEqual({ id: '1', jsonrpc: '2.0', result: subscriptionId(TOPIC, identity.clientId) })
      expect(await client.request('irn_batchSubscribe', { topics: [TOPIC, OTHER_TOPIC] })).toMatchObject({
        id: '2',
        result: [subscriptionId(TOPIC, identity.clientId), subscriptionId(OTHER_TOPIC, identity.clientId)],
      })
    })

    it('fans a publish out to every other subscriber and never back to its sender', async () => {
      const [sender, first, second] = [await connect(), createRelayIdentity(), createRelayIdentity()]
      const [one, two] = [await connect(first), await connect(second)]
      for (const client of [sender, one, two]) await client.request('irn_subscribe', { topic: TOPIC })
      expect(await publish(sender, TOPIC, 'aGVsbG8=')).toMatchObject({ result: true })
      const [push] = await one.pushesUntil(1)
      expect(push!.params).toEqual({
        id: subscriptionId(TOPIC, first.clientId),
        data: { topic: TOPIC, message: 'aGVsbG8=', publishedAt: expect.any(Number), attestation: '', tag: 1108 },
      })
      expect((await two.pushesUntil(1))[0]!.params.id).toBe(subscriptionId(TOPIC, second.clientId))
      expect(await sender.settle()).toEqual([])
      expect((await relay.freshStats())).toMatchObject({ published: 1, delivered: 2, acks: 2, requests: { irn_subscribe: 3, irn_publish: 1 } })
    })

    it('keeps a message in the mailbox for a subscriber that arrives later', async () => {
      const sender = await connect()
      await publish(sender, TOPIC, 'bGF0ZXI=')
      const late = await connect()
      await late.request('irn_subscribe', { topic: TOPIC })
      expect((await late.pushesUntil(1))[0]!.params.data.message).toBe('bGF0ZXI=')
      expect((await relay.freshStats()).mailbox).toEqual({ topics: 1, messages: 1 })
    })

    it('delivers a message at most once per client (JWT iss), also after a reconnect', async () => {
      const sender = await connect()
      const identity = createRelayIdentity()
      const before = await connect(identity)
      await before.request('irn_subscribe', { topic: TOPIC })
      await publish(sender, TOPIC, 'b25jZQ==')
      await before.pushesUntil(1)
      await before.close()
      const after = await connect(identity)
      await after.request('irn_batchSubscribe', { topics: [TOPIC] })
      expect(await after.settle()).toEqual([])
      const stranger = await connect()
      await stranger.request('irn_subscribe', { topic: TOPIC })
      expect(await stranger.pushesUntil(1)).toHaveLength(1)
    })

    it('pushes a message again on the next connection of a client that never acknowledged it', async () => {
      const sender = await connect()
      const identity = createRelayIdentity()
      const silent = new WebSocket(`${relay.url}/?auth=${identity.jwt()}`)
      const frames: { method?: string }[] = []
      silent.on('message', (data) => frames.push(JSON.parse(String(data)) as { method?: string }))
      await new Promise((resolve) => silent.once('open', resolve))
      silent.send(JSON.stringify({ id: '1', jsonrpc: '2.0', method: 'irn_subscribe', params: { topic: TOPIC } }))
      await expect.poll(() => frames.length).toBe(1)
      await publish(sender, TOPIC, 'dW5hY2tlZA==')
      await expect.poll(() => frames.filter((frame) => frame.method === 'irn_subscription').length).toBe(1)
      silent.terminate()
      const again = await connect(identity)
      await again.request('irn_batchSubscribe', { topics: [TOPIC] })
      expect((await again.pushesUntil(1))[0]!.params.data.message).toBe('dW5hY2tlZA==')
      await again.close()
      const third = await connect(identity)
      await third.request('irn_batchSubscribe', { topics: [TOPIC] })
      expect(await third.settle()).toEqual([])
    })

    it('never gives a publisher its own message, even when it subscribes again later', async () => {
      const identity = createRelayIdentity()
      const sender = await connect(identity)
      await publish(sender, TOPIC, 'bWluZQ==')
      await sender.request('irn_subscribe', { topic: TOPIC })
      expect(await sender.settle()).toEqual([])
    })

    it('drops a message once its ttl has passed', async () => {
      const sender = await connect()
      await publish(sender, TOPIC, 'c2hvcnQ=', 1)
      await new Promise((resolve) => setTimeout(resolve, 1_150))
      const late = await connect()
      await late.request('irn_subscribe', { topic: TOPIC })
      expect(await late.settle()).toEqual([])
      expect((await relay.freshStats())).toMatchObject({ expired: 1, mailbox: { topics: 0, messages: 0 } })
    })

    it('keeps the newest messages of a topic up to its limit, and delivers them in publish order', async () => {
      const sender = await connect()
      const messages = ['MQ==', 'Mg==', 'Mw==', 'NA==', 'NQ==', 'Ng==', 'Nw==']
      for (const message of messages) await publish(sender, TOPIC, message)
      const late = await connect()
      await late.request('irn_subscribe', { topic: TOPIC })
      expect((await late.pushesUntil(5)).map((push) => push.params.data.message)).toEqual(messages.slice(2))
      expect(await late.settle()).toHaveLength(5)
      expect((await relay.freshStats()).mailbox).toEqual({ topics: 1, messages: 5 })
    })

    it('stores a message published twice (an SDK retry) once', async () => {
      const [sender, receiver] = [await connect(), await connect()]
      await receiver.request('irn_subscribe', { topic: TOPIC })
      await publish(sender, TOPIC, 'dHdpY2U=')
      expect(await publish(sender, TOPIC, 'dHdpY2U=')).toMatchObject({ result: true })
      expect(await receiver.settle()).toHaveLength(1)
      expect((await relay.freshStats())).toMatchObject({ published: 1, duplicates: 1 })
    })

    it('stops pushing after irn_unsubscribe and irn_batchUnsubscribe', async () => {
      const [sender, receiver] = [await connect(), await connect()]
      await receiver.request('irn_batchSubscribe', { topics: [TOPIC, OTHER_TOPIC] })
      expect(await receiver.request('irn_unsubscribe', { topic: TOPIC, id: 'x' })).toMatchObject({ result: true })
      expect(await receiver.request('irn_batchUnsubscribe', { subscriptions: [{ topic: OTHER_TOPIC, id: 'y' }] })).toMatchObject({ result: true })
      await publish(sender, TOPIC, 'Z29uZQ==')
      await publish(sender, OTHER_TOPIC, 'Z29uZQ==')
      expect(await receiver.settle()).toEqual([])
      expect((await relay.freshStats()).subscriptions).toBe(0)
    })

    it('publishes a batch and hands undelivered messages to irn_fetchMessages / irn_batchFetchMessages once', async () => {
      const [sender, reader] = [await connect(), await connect()]
      const messages = [
        { topic: TOPIC, message: 'b25l', ttl: 300, tag: 1 },
        { topic: OTHER_TOPIC, message: 'dHdv', ttl: 300 },
      ]
      expect(await sender.request('irn_batchPublish', { messages })).toMatchObject({ result: true })
      expect(await reader.request('irn_fetchMessages', { topic: TOPIC })).toMatchObject({
        result: { messages: [{ topic: TOPIC, message: 'b25l', attestation: '', tag: 1 }], hasMore: false },
      })
      const batch = await reader.request('irn_batchFetchMessages', { topics: [TOPIC, OTHER_TOPIC] })
      expect(batch.result).toEqual({ messages: [{ topic: OTHER_TOPIC, message: 'dHdv', publishedAt: expect.any(Number), attestation: '' }], hasMore: false })
      await reader.request('irn_batchSubscribe', { topics: [TOPIC, OTHER_TOPIC] })
      expect(await reader.settle()).toEqual([])
    })

    it('answers a method it does not implement with -32601', async () => {
      const client = await connect()
      expect(await client.request('irn_teleport', { topic: TOPIC })).toEqual({
        id: '1',
        jsonrpc: '2.0',
        error: { code: -32601, message: 'Method not found: irn_teleport' },
      })
      expect((await relay.freshStats()).errors.methodNotFound).toBe(1)
    })
  })

  describe('session methods', () => {
    const pairingTopic = 'c'.repeat(64)
    const sessionTopic = 'd'.repeat(64)

    it('wc_proposeSession subscribes the dApp to the pairing topic and publishes the proposal (tag 1100) with its attestation', async () => {
      const [dapp, wallet] = [await connect(), await connect()]
      const proposed = await dapp.request('wc_proposeSession', { pairingTopic, sessionProposal: 'cHJvcG9zYWw=', ttl: 300, correlationId: 1, attestation: 'att' })
      expect(proposed).toMatchObject({ result: true })
      await wallet.request('irn_subscribe', { topic: pairingTopic })
      expect((await wallet.pushesUntil(1))[0]!.params.data).toMatchObject({ topic: pairingTopic, message: 'cHJvcG9zYWw=', tag: 1100, attestation: 'att' })
      await publish(wallet, pairingTopic, 'dG8gZGFwcA==')
      expect((await dapp.pushesUntil(1))[0]!.params.data.message).toBe('dG8gZGFwcA==')
    })

    it('wc_approveSession subscribes the wallet to the session topic and publishes the response (1101) and the settlement (1102)', async () => {
      const [dapp, wallet] = [await connect(), await connect()]
      await dapp.request('wc_proposeSession', { pairingTopic, sessionProposal: 'cA==', ttl: 300 })
      await wallet.request('irn_subscribe', { topic: pairingTopic })
      const approval = { sessionTopic, pairingTopic, sessionProposalResponse: 'cmVzcG9uc2U=', sessionSettlementRequest: 'c2V0dGxl', ttl: 300 }
      expect(await wallet.request('wc_approveSession', { ...approval, correlationId: 2, approvedChains: ['eip155:1'] })).toMatchObject({ result: true })
      expect((await dapp.pushesUntil(1))[0]!.params.data).toMatchObject({ topic: pairingTopic, message: 'cmVzcG9uc2U=', tag: 1101 })
      await dapp.request('irn_subscribe', { topic: sessionTopic })
      expect((await dapp.pushesUntil(2))[1]!.params.data).toMatchObject({ topic: sessionTopic, message: 'c2V0dGxl', tag: 1102 })
      await publish(dapp, sessionTopic, 'cmVxdWVzdA==')
      const walletPushes = await wallet.pushesUntil(2)
      expect(walletPushes.map((push) => push.params.data.message)).toEqual(['cA==', 'cmVxdWVzdA=='])
      expect((await relay.freshStats()).requests).toMatchObject({ wc_proposeSession: 1, wc_approveSession: 1 })
    })
  })
})
