/** Quotas and backpressure in one relay process: subscriptions per connection, message size, the ttl ceiling, slow consumers. */
import { afterEach, describe, expect, it } from 'vitest'
import { MAX_TTL_SECONDS } from './relayFrames'
import { startRelay, type Relay, type RelayOptions } from './startRelay'
import { RawRelayClient } from './testing/rawRelayClient'
import { createRelayIdentity, type RelayIdentity } from './testing/relayIdentity'

const topic = (n: number): string => n.toString(16).padStart(64, '0')
let relay: Relay
const clients: RawRelayClient[] = []
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()))
  await relay.close()
})
async function start(options: Partial<RelayOptions>): Promise<Relay> {
  relay = await startRelay({ port: 0, ...options })
  return relay
}
async function connect(identity: RelayIdentity = createRelayIdentity()): Promise<RawRelayClient> {
  const client = await RawRelayClient.connect(relay.url, identity, { waitMs: 10_000 })
  clients.push(client)
  return client
}

describe('relay quotas', () => {
  it('refuses subscriptions past the per-connection limit with a JSON-RPC error, counting topics once', async () => {
    await start({ limits: { maxSubscriptionsPerConnection: 3 } })
    const client = await connect()
    expect(await client.request('irn_batchSubscribe', { topics: [topic(1), topic(2)] })).toHaveProperty('result')
    expect(await client.request('irn_subscribe', { topic: topic(1) })).toHaveProperty('result')
    expect(await client.request('irn_batchSubscribe', { topics: [topic(3), topic(4)] })).toMatchObject({
      error: { code: -32010, message: 'Too many subscriptions: at most 3 topics per connection' },
    })
    expect(await client.request('irn_subscribe', { topic: topic(3) })).toHaveProperty('result')
    expect(await client.request('wc_proposeSession', { pairingTopic: topic(5), sessionProposal: 'cA==' })).toMatchObject({ error: { code: -32010 } })
    expect(relay.stats()).toMatchObject({ subscriptions: 3, published: 0, quotas: { subscriptions: 2 } })
    await client.request('irn_unsubscribe', { topic: topic(1) })
    expect(await client.request('irn_subscribe', { topic: topic(6) })).toHaveProperty('result')
  })

  it('refuses a message over the size limit (below the frame cap) on every publishing method', async () => {
    await start({ limits: { maxMessageBytes: 1_024 } })
    const client = await connect()
    const big = 'A'.repeat(1_028)
    const refusal = { error: { code: -32011, message: 'Message too large: 1028 bytes, at most 1024' } }
    expect(await client.request('irn_publish', { topic: topic(1), message: big, ttl: 300 })).toMatchObject(refusal)
    expect(await client.request('irn_batchPublish', { messages: [{ topic: topic(1), message: 'b2s=', ttl: 300 }, { topic: topic(2), message: big, ttl: 300 }] })).toMatchObject(refusal)
    expect(await client.request('wc_proposeSession', { pairingTopic: topic(1), sessionProposal: big })).toMatchObject(refusal)
    const approval = { sessionTopic: topic(2), pairingTopic: topic(1), sessionProposalResponse: 'cg==', sessionSettlementRequest: big }
    expect(await client.request('wc_approveSession', approval)).toMatchObject(refusal)
    expect(await client.request('irn_publish', { topic: topic(1), message: 'A'.repeat(1_024), ttl: 300 })).toMatchObject({ result: true })
    expect(await relay.freshStats()).toMatchObject({ published: 1, quotas: { messageSize: 4 }, mailbox: { messages: 1 } })
  })

  it('holds every path to the ttl ceiling', async () => {
    await start({})
    const client = await connect()
    const ttl = MAX_TTL_SECONDS + 1
    const answers = [
      await client.request('irn_publish', { topic: topic(1), message: 'bQ==', ttl }),
      await client.request('irn_batchPublish', { messages: [{ topic: topic(1), message: 'bQ==', ttl }] }),
      await client.request('wc_proposeSession', { pairingTopic: topic(1), sessionProposal: 'bQ==', ttl }),
      await client.request('wc_approveSession', { sessionTopic: topic(2), pairingTopic: topic(1), sessionProposalResponse: 'cg==', sessionSettlementRequest: 'cw==', ttl }),
    ]
    for (const answer of answers) expect(answer.error).toMatchObject({ code: -32602, message: expect.stringContaining('ttl') })
    expect(await client.request('irn_publish', { topic: topic(1), message: 'bQ==', ttl: MAX_TTL_SECONDS })).toMatchObject({ result: true })
  })
})

describe('backpressure', () => {
  it('closes a subscriber that stops reading once its buffer passes the cap, and keeps its messages for its next connection', async () => {
    await start({ maxBufferedBytes: 256 * 1024, slowConsumerGraceMs: 300 })
    const identity = createRelayIdentity()
    const [publisher, slow] = [await connect(), await connect(identity)]
    await slow.request('irn_subscribe', { topic: topic(1) })
    slow.pause()
    const message = (n: number): string => Buffer.from(`${n}:`.padEnd(48 * 1024, 'x')).toString('base64')
    let sent = 0
    while (relay.stats().quotas.slowConsumers === 0 && sent < 2_000) {
      await publisher.request('irn_publish', { topic: topic(1), message: message(sent++), ttl: 300 })
    }
    expect(relay.stats().quotas.slowConsumers).toBe(1)
    await expect.poll(() => relay.stats().connections.open).toBe(1)
    const again = await connect(identity)
    await again.request('irn_subscribe', { topic: topic(1) })
    const pushes = await again.pushesUntil(sent)
    // Nothing lost: every message reaches the client's next connection (at least those the slow one never acknowledged), in order.
    const numbers = pushes.map((push) => Number(Buffer.from(push.params.data.message, 'base64').toString().split(':')[0]))
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b))
    expect(numbers.at(-1)).toBe(sent - 1)
    expect(new Set([...numbers, ...slow.pushes.map((push) => Number(Buffer.from(push.params.data.message, 'base64').toString().split(':')[0]))]).size).toBe(sent)
  })
})
