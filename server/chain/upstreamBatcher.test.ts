import { describe, expect, it } from 'vitest'
import type { UpstreamAnswer } from './postUpstream'
import { MAX_COALESCED_CALLS, UpstreamBatcher, type RpcCall } from './upstreamBatcher'

type Sent = { url: string; body: unknown }

/** A node that answers each call of a batch (or a single call) with `result-<method>-<id>`, and records what it got. */
function fakeNode(fail: (body: unknown) => UpstreamAnswer | Error | undefined = () => undefined) {
  const sent: Sent[] = []
  const answerOf = (call: { id: unknown; method: string }) => ({ jsonrpc: '2.0', id: call.id, result: `result-${call.method}-${String(call.id)}` })
  const post = async (url: string, text: string): Promise<UpstreamAnswer> => {
    const body: unknown = JSON.parse(text)
    sent.push({ url, body })
    const failure = fail(body)
    if (failure instanceof Error) throw failure
    if (failure) return failure
    const answer = Array.isArray(body) ? body.map(answerOf) : answerOf(body as { id: unknown; method: string })
    return { status: 200, body: Buffer.from(JSON.stringify(answer)) }
  }
  return { sent, post }
}

const call = (id: unknown, method = 'eth_blockNumber'): RpcCall => ({ jsonrpc: '2.0', id, method, params: [] })
const json = (answer: UpstreamAnswer): unknown => ('body' in answer ? JSON.parse(answer.body.toString('utf8')) : answer)

describe('UpstreamBatcher', () => {
  it('sends the calls of one turn as one batch and gives each client its answers under its own ids', async () => {
    const node = fakeNode()
    const batcher = new UpstreamBatcher('http://node', node.post, 1_000, 1_000)
    const single = { ...call(7), method: 'eth_chainId' }
    const [a, b] = await Promise.all([
      batcher.send(JSON.stringify(single), [single], false),
      batcher.send(JSON.stringify([call('x'), call(7)]), [call('x'), call(7)], true),
    ])
    expect(node.sent).toHaveLength(1)
    expect(node.sent[0]!.body).toEqual([
      { jsonrpc: '2.0', id: 0, method: 'eth_chainId', params: [] },
      { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] },
      { jsonrpc: '2.0', id: 2, method: 'eth_blockNumber', params: [] },
    ])
    expect(json(a!)).toEqual({ jsonrpc: '2.0', id: 7, result: 'result-eth_chainId-0' })
    expect(json(b!)).toEqual([
      { jsonrpc: '2.0', id: 'x', result: 'result-eth_blockNumber-1' },
      { jsonrpc: '2.0', id: 7, result: 'result-eth_blockNumber-2' },
    ])
  })

  it('forwards a request that is alone in its turn as it came', async () => {
    const node = fakeNode()
    const batcher = new UpstreamBatcher('http://node', node.post, 1_000, 1_000)
    const text = '{"jsonrpc":"2.0","id":3,"method":"eth_blockNumber","params":[]}'
    expect(json(await batcher.send(text, [call(3)], false))).toEqual({ jsonrpc: '2.0', id: 3, result: 'result-eth_blockNumber-3' })
    expect(node.sent).toEqual([{ url: 'http://node', body: JSON.parse(text) }])
  })

  it(`starts a new batch past ${MAX_COALESCED_CALLS} calls`, async () => {
    const node = fakeNode()
    const batcher = new UpstreamBatcher('http://node', node.post, 1_000, 1_000)
    const requests = Array.from({ length: MAX_COALESCED_CALLS + 1 }, (_, index) => batcher.send(JSON.stringify(call(index)), [call(index)], false))
    const answers = await Promise.all(requests)
    expect(node.sent.map((sent) => (Array.isArray(sent.body) ? sent.body.length : 1))).toEqual([MAX_COALESCED_CALLS, 1])
    expect(answers.map((answer) => (json(answer) as { id: number }).id)).toEqual(requests.map((_, index) => index))
  })

  it('forwards each request alone when the node fails the batch', async () => {
    const node = fakeNode((body) => (Array.isArray(body) && body.length === 2 ? { status: 500, body: Buffer.from('busy') } : undefined))
    const batcher = new UpstreamBatcher('http://node', node.post, 1_000, 1_000)
    const [a, b] = await Promise.all([batcher.send(JSON.stringify(call(1)), [call(1)], false), batcher.send(JSON.stringify(call(2)), [call(2)], false)])
    expect(json(a!)).toEqual({ jsonrpc: '2.0', id: 1, result: 'result-eth_blockNumber-1' })
    expect(json(b!)).toEqual({ jsonrpc: '2.0', id: 2, result: 'result-eth_blockNumber-2' })
    expect(node.sent).toHaveLength(3)
  })

  it('rejects a request alone when the node cannot be reached, as the proxy did without batching', async () => {
    const node = fakeNode(() => new Error('ECONNREFUSED'))
    const batcher = new UpstreamBatcher('http://node', node.post, 1_000, 1_000)
    const results = await Promise.allSettled([batcher.send(JSON.stringify(call(1)), [call(1)], false), batcher.send(JSON.stringify(call(2)), [call(2)], false)])
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected'])
  })

  it('refuses an answer larger than one request may receive', async () => {
    const node = fakeNode()
    const batcher = new UpstreamBatcher('http://node', node.post, 40, 1_000)
    const [a] = await Promise.all([batcher.send(JSON.stringify(call(1)), [call(1)], false), batcher.send(JSON.stringify(call(2)), [call(2)], false)])
    expect(a).toEqual({ tooLarge: true })
  })

  it('takes only the small reads', () => {
    expect(UpstreamBatcher.accepts([call(1), call(2, 'eth_getBalance')])).toBe(true)
    expect(UpstreamBatcher.accepts([call(1), call(2, 'eth_sendRawTransaction')])).toBe(false)
    expect(UpstreamBatcher.accepts([call(1, 'eth_getLogs')])).toBe(false)
    expect(UpstreamBatcher.accepts([])).toBe(false)
  })
})
