/** Untrusted input: malformed frames are answered with JSON-RPC errors, nothing is stored, the socket stays usable. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { startRelay, type Relay } from './startRelay'
import { RawRelayClient } from './testing/rawRelayClient'
import { createRelayIdentity } from './testing/relayIdentity'
import { SLOW_SETUP_MS } from '../testing/hookTimeouts'

const TOPIC = 'e'.repeat(64)
let relay: Relay
let client: RawRelayClient
beforeAll(async () => {
  relay = await startRelay({ port: 0, maxPayloadBytes: 8 * 1024 })
  client = await RawRelayClient.connect(relay.url, createRelayIdentity())
}, SLOW_SETUP_MS)
afterAll(async () => {
  await client.close()
  await relay.close()
})

describe('malformed frames', () => {
  it('answers text that is not JSON with -32700 and an id of null', async () => {
    expect(await client.sendRaw('{"id": 1, "jsonrpc": ')).toEqual({ id: null, jsonrpc: '2.0', error: { code: -32700, message: 'Parse error: the frame is not valid JSON' } })
  })

  it('answers a binary frame with -32700', async () => {
    expect((await client.sendRaw(Buffer.from([1, 2, 3]))).error).toEqual({ code: -32700, message: 'Parse error: binary frames are not supported, send JSON text' })
  })

  it('answers JSON that is not a JSON-RPC request with -32600, echoing a usable id', async () => {
    const answer = await client.sendRaw(JSON.stringify({ id: 'x1', method: 'irn_subscribe', params: { topic: TOPIC } }))
    expect(answer.id).toBe('x1')
    expect(answer.error).toMatchObject({ code: -32600, message: expect.stringContaining('jsonrpc') })
    expect((await client.sendRaw('[1, 2]')).error).toEqual({ code: -32600, message: 'Invalid request: batch requests are not supported' })
    expect((await client.sendRaw('42')).error?.code).toBe(-32600)
    expect((await client.sendRaw(JSON.stringify({ jsonrpc: '2.0', id: { nested: true }, method: 'irn_subscribe' }))).id).toBeNull()
  })

  it.each([
    ['irn_publish', { topic: 'not-a-topic', message: 'bQ==', ttl: 300 }, 'topic: expected a topic of 64 lowercase hex characters'],
    ['irn_publish', { topic: TOPIC.toUpperCase(), message: 'bQ==', ttl: 300 }, 'topic: expected a topic of 64 lowercase hex characters'],
    ['irn_publish', { topic: TOPIC, message: '', ttl: 300 }, 'message: expected a non-empty message'],
    ['irn_publish', { topic: TOPIC, message: 'bQ==\u0000', ttl: 300 }, 'message: expected a base64 message'],
    ['irn_publish', { topic: TOPIC, message: '<img src=x onerror=alert(1)>', ttl: 300 }, 'message: expected a base64 message'],
    ['wc_proposeSession', { pairingTopic: TOPIC, sessionProposal: 'line\nbreak' }, 'sessionProposal: expected a base64 message'],
    ['irn_publish', { topic: TOPIC, message: 'bQ==', ttl: 0 }, 'ttl:'],
    ['irn_publish', { topic: TOPIC, message: 'bQ==', ttl: 1e9 }, 'ttl:'],
    ['irn_publish', { topic: TOPIC, message: 'bQ==' }, 'ttl:'],
    ['irn_publish', undefined, 'Invalid params for irn_publish'],
    ['irn_batchPublish', { messages: [{ topic: TOPIC, message: 7, ttl: 300 }] }, 'messages.0.message'],
    ['irn_subscribe', { topic: 12 }, 'topic:'],
    ['irn_batchSubscribe', { topics: 'nope' }, 'topics:'],
    ['wc_proposeSession', { pairingTopic: TOPIC }, 'sessionProposal:'],
    ['wc_approveSession', { sessionTopic: TOPIC, pairingTopic: TOPIC, sessionProposalResponse: 'cg==' }, 'sessionSettlementRequest:'],
  ])('answers %s with bad params %j with -32602 naming the field', async (method, params, message) => {
    const answer = await client.request(method, params)
    expect(answer.error).toMatchObject({ code: -32602, message: expect.stringContaining(message) })
    expect(answer.error?.message).toMatch(new RegExp(`^Invalid params for ${method}`))
  })

  it('stored nothing from the bad frames, and the socket still works', async () => {
    expect(relay.stats()).toMatchObject({ published: 0, mailbox: { topics: 0, messages: 0 }, subscriptions: 0 })
    expect(relay.stats().errors).toEqual({ parse: 2, invalidRequest: 4, methodNotFound: 0, invalidParams: 15 })
    const other = await RawRelayClient.connect(relay.url, createRelayIdentity())
    await other.request('irn_subscribe', { topic: TOPIC })
    expect(await client.request('irn_publish', { topic: TOPIC, message: 'b2s=', ttl: 300 })).toMatchObject({ result: true })
    expect(await other.pushesUntil(1)).toHaveLength(1)
    await other.close()
  })

  it('closes a socket that sends a frame above the size cap (1009)', async () => {
    const big = await RawRelayClient.connect(relay.url, createRelayIdentity())
    big.request('irn_publish', { topic: TOPIC, message: 'x'.repeat(10_000), ttl: 300 }).catch(() => undefined)
    expect((await big.closed()).code).toBe(1009)
    expect((await relay.freshStats()).mailbox.messages).toBe(1)
  })
})

describe('connection auth', () => {
  const refusal = async (query: string): Promise<{ code: number; reason: string }> => {
    const socket = new WebSocket(`${relay.url}/${query}`)
    return new Promise((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })))
  }

  it('refuses a connection without a usable auth JWT, saying why (close 1008)', async () => {
    expect(await refusal('?projectId=p')).toEqual({ code: 1008, reason: 'Unauthorized: missing auth query parameter (a relay JWT)' })
    expect(await refusal('?auth=garbage')).toEqual({ code: 1008, reason: 'Unauthorized: auth is not a JWT (header.payload.signature)' })
    const [jwtA, jwtB] = [createRelayIdentity().jwt(), createRelayIdentity().jwt()]
    const forged = [...jwtB.split('.').slice(0, 2), jwtA.split('.')[2]].join('.')
    expect(await refusal(`?auth=${forged}`)).toEqual({ code: 1008, reason: 'Unauthorized: auth JWT signature does not match its iss' })
    const expired = createRelayIdentity().jwt({ expiresInSeconds: -10 })
    expect(await refusal(`?auth=${expired}`)).toEqual({ code: 1008, reason: 'Unauthorized: auth JWT expired' })
    expect(relay.stats().connections.refused).toBe(4)
  })
})
