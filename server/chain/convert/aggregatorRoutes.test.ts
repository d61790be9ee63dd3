import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { encodeFunctionData, erc20Abi, type Address } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { NATIVE_TOKEN_ADDRESS } from '../../../src/protocol/convert'
import type { Db } from '../../db/Db'
import { SLOW_SETUP_MS } from '../../testing/hookTimeouts'
import { openSeededDb } from '../../testing/openSeededDb'
import { createChainDataApp } from '../createChainDataApp'
import { SwapAggregator } from './swapAggregator'

const PROJECT = 'gangway-test'
const UPSTREAM_PROJECT = 'upstream-project-1'
const USER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const USDC: Address = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const ROUTER: Address = '0x111111125421cA6dc452d289314280a0f8842A65'
const ETH = `eip155:1:${NATIVE_TOKEN_ADDRESS}`
const USDC_ID = `eip155:1:${USDC}`

interface Seen {
  method: string
  path: string
  query: URLSearchParams
  body: unknown
}
type Reply = { status?: number; body: unknown; raw?: string } | 'hang'

/** A stand-in for an AppKit-compatible swap API on a free loopback port: it records each request and answers what the test set. */
async function startUpstream() {
  const seen: Seen[] = []
  const replies = new Map<string, Reply>()
  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = ''
      request.on('data', (chunk: Buffer) => (text += chunk.toString()))
      request.on('end', () => resolve(text))
    })
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://upstream')
    const text = await readBody(request)
    seen.push({ method: request.method ?? '', path: url.pathname, query: url.searchParams, body: text === '' ? undefined : JSON.parse(text) })
    const reply = replies.get(url.pathname)
    if (reply === 'hang') return
    response.writeHead(reply?.status ?? (reply ? 200 : 404), { 'content-type': 'application/json' })
    response.end(reply?.raw ?? JSON.stringify(reply?.body ?? { message: 'no reply set' }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    seen,
    reply: (route: string, reply: Reply) => replies.set(`/v1/convert/${route}`, reply),
    reset: () => (seen.splice(0), replies.clear()),
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  }
}

describe('/v1/convert/* on the §9 swap networks, forwarded to a configured aggregator', () => {
  let db: Db
  let upstream: Awaited<ReturnType<typeof startUpstream>>
  let app: ReturnType<typeof createChainDataApp>
  const logged: string[] = []
  beforeAll(async () => {
    db = await openSeededDb()
    upstream = await startUpstream()
    app = createChainDataApp(db, { chains: [], swapAggregator: { url: upstream.url, projectId: UPSTREAM_PROJECT }, log: (line) => logged.push(line) })
  }, SLOW_SETUP_MS)
  afterAll(async () => {
    await upstream?.close()
    await db?.close()
  })
  beforeEach(() => upstream.reset())

  const get = async (route: string, query: Record<string, string>) => {
    const response = await app.request(`/v1/convert/${route}?${new URLSearchParams({ projectId: PROJECT, ...query })}`)
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const build = async (body: Record<string, unknown>) => {
    const response = await app.request('/v1/convert/build-transaction', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ projectId: PROJECT, ...body }) })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  it("forwards tokens with the service's project id there, and keeps only well-formed tokens of the chain", async () => {
    const usdc = { name: 'USD Coin', symbol: 'USDC', address: USDC_ID, decimals: 6, logoUri: 'https://img/usdc.png', eip2612: true }
    upstream.reply('tokens', { body: { tokens: [usdc, { ...usdc, address: `eip155:10:${USDC}` }, { name: 'Broken', decimals: 'six' }] } })
    const answer = await get('tokens', { chainId: 'eip155:1' })
    expect(answer).toEqual({ status: 200, body: { tokens: [usdc] } })
    expect(upstream.seen).toHaveLength(1)
    expect(upstream.seen[0]!.path).toBe('/v1/convert/tokens')
    expect(Object.fromEntries(upstream.seen[0]!.query)).toEqual({ chainId: 'eip155:1', projectId: UPSTREAM_PROJECT })
    expect(logged).toContain('swap aggregator: 2 malformed token(s) of eip155:1 dropped')
  })

  it('forwards only the named quote parameters, and answers the quote without a gas estimate or pool fee', async () => {
    upstream.reply('quotes', { body: { quotes: [{ id: 'q1', fromAmount: '1000000000000000000', fromAccount: ETH, toAmount: '3012345678', toAccount: USDC_ID }] } })
    const answer = await get('quotes', { amount: '1000000000000000000', userAddress: USER, from: ETH, to: USDC_ID, gasPrice: '1000', evil: 'yes' })
    expect(answer).toEqual({ status: 200, body: { quotes: [{ id: 'q1', fromAmount: '1000000000000000000', fromAccount: ETH, toAmount: '3012345678', toAccount: USDC_ID, gas: null }] } })
    expect(Object.fromEntries(upstream.seen[0]!.query)).toEqual({ amount: '1000000000000000000', userAddress: USER, from: ETH, to: USDC_ID, gasPrice: '1000', projectId: UPSTREAM_PROJECT })
  })

  it('refuses a quote for another trade than the one asked, and a malformed one (502), passing nothing of it on', async () => {
    upstream.reply('quotes', { body: { quotes: [{ id: null, fromAmount: '5', fromAccount: ETH, toAmount: '1', toAccount: USDC_ID }] } })
    expect(await get('quotes', { amount: '1000', userAddress: USER, from: ETH, to: USDC_ID })).toEqual({
      status: 502,
      body: { code: 'SWAP_AGGREGATOR_BAD_ANSWER', message: 'The swap aggregator sent an answer that could not be read: a quote for another trade than the one asked' },
    })
    upstream.reply('quotes', { body: { quotes: [{ fromAmount: '1000', fromAccount: ETH, toAmount: '-1', toAccount: USDC_ID }] } })
    const bad = await get('quotes', { amount: '1000', userAddress: USER, from: ETH, to: USDC_ID })
    expect([bad.status, bad.body['code']]).toEqual([502, 'SWAP_AGGREGATOR_BAD_ANSWER'])
    expect(bad.body['message']).toMatch(/^The swap aggregator sent an answer that could not be read: quotes: quotes\.0\.toAmount/)
  })

  it('checks parameters before forwarding: a bad one is refused here, and the aggregator is not asked', async () => {
    expect((await get('quotes', { amount: '0', userAddress: USER, from: ETH, to: USDC_ID })).body).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'amount' })
    expect((await get('quotes', { amount: '1', userAddress: USER, from: ETH, to: `eip155:10:${USDC}` })).body).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'to' })
    expect((await get('quotes', { amount: '1', userAddress: USER, from: USDC_ID, to: USDC_ID })).body).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'to' })
    expect((await get('build-approve', { userAddress: USER, from: ETH, to: USDC_ID })).body).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'from' })
    expect(upstream.seen).toHaveLength(0)
  })

  it('passes allowance and gas-price through once they parse', async () => {
    upstream.reply('allowance', { body: { allowance: '25' } })
    upstream.reply('gas-price', { body: { standard: '1', fast: '2', instant: '3' } })
    expect(await get('allowance', { tokenAddress: USDC_ID, userAddress: USER })).toEqual({ status: 200, body: { allowance: '25' } })
    expect(await get('gas-price', { chainId: 'eip155:137' })).toEqual({ status: 200, body: { standard: '1', fast: '2', instant: '3' } })
    upstream.reply('gas-price', { body: { standard: 'fast' } })
    expect((await get('gas-price', { chainId: 'eip155:137' })).body['code']).toBe('SWAP_AGGREGATOR_BAD_ANSWER')
  })

  it("reads an approval's spender from its calldata, and refuses one that is not an approve of the asked token and amount", async () => {
    const approve = (spender: Address, amount: bigint) => encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] })
    const tx = { from: USDC_ID, to: USDC_ID, data: approve(ROUTER, 500n), value: '0', eip155: { gas: 60000, gasPrice: '7' } }
    upstream.reply('build-approve', { body: { tx } })
    expect(await get('build-approve', { userAddress: USER, from: USDC_ID, to: ETH, amount: '500' })).toEqual({ status: 200, body: { tx: { ...tx, spender: `eip155:1:${ROUTER}` } } })
    expect(Object.fromEntries(upstream.seen[0]!.query)).toEqual({ userAddress: USER, from: USDC_ID, to: ETH, amount: '500', projectId: UPSTREAM_PROJECT })
    const refusals: [unknown, string][] = [
      [{ ...tx, data: approve(ROUTER, 501n) }, 'an approval for another amount than the one asked'],
      [{ ...tx, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [ROUTER, 500n] }) }, 'the approval is not an ERC-20 approve'],
      [{ ...tx, to: `eip155:1:${ROUTER}` }, 'an approval on another token than the one asked'],
      [{ ...tx, value: '1' }, 'an approval that sends the native coin'],
    ]
    for (const [bad, why] of refusals) {
      upstream.reply('build-approve', { body: { tx: bad } })
      expect((await get('build-approve', { userAddress: USER, from: USDC_ID, to: ETH, amount: '500' })).body, why).toEqual({
        code: 'SWAP_AGGREGATOR_BAD_ANSWER',
        message: `The swap aggregator sent an answer that could not be read: ${why}`,
      })
    }
  })

  it('forwards build-transaction with its project id there, fills the value from the request, and refuses a transaction for someone else', async () => {
    const tx = { from: `eip155:1:${USER}`, to: `eip155:1:${ROUTER}`, data: '0x12aa3caf00', amount: '3000000000', eip155: { gas: '210000', gasPrice: '9' } }
    upstream.reply('build-transaction', { body: { tx } })
    const request = { amount: '1000000000000000000', eip155: { slippage: 1 }, from: ETH, to: USDC_ID, userAddress: `eip155:1:${USER}` }
    expect(await build(request)).toEqual({ status: 200, body: { tx: { ...tx, value: '1000000000000000000' } } })
    expect(upstream.seen[0]).toMatchObject({ method: 'POST', path: '/v1/convert/build-transaction', body: { ...request, projectId: UPSTREAM_PROJECT } })
    expect(upstream.seen[0]!.query.get('projectId')).toBe(UPSTREAM_PROJECT)
    const refusals: [unknown, string][] = [
      [{ ...tx, from: `eip155:1:${ROUTER}` }, 'a transaction from another account than the user'],
      [{ ...tx, to: USDC_ID }, 'a transaction to an unexpected address'],
      [{ ...tx, to: `eip155:1:${USER}` }, 'a transaction to an unexpected address'],
      [{ ...tx, to: `eip155:10:${ROUTER}` }, 'a transaction to an unexpected address'],
      [{ ...tx, data: '0x' }, 'a transaction that calls nothing'],
    ]
    for (const [bad, why] of refusals) {
      upstream.reply('build-transaction', { body: { tx: bad } })
      expect((await build(request)).body, why).toEqual({ code: 'SWAP_AGGREGATOR_BAD_ANSWER', message: `The swap aggregator sent an answer that could not be read: ${why}` })
    }
    upstream.reply('build-transaction', { body: { tx } })
    expect((await build({ ...request, from: USDC_ID, to: ETH })).body).toMatchObject({ tx: { value: '0' } })
  })

  it("maps the aggregator's failures: its refusals in its own words, liquidity as AppKit reads it, and 5xx, 403, non-JSON as 502", async () => {
    const quote = { amount: '1000', userAddress: USER, from: ETH, to: USDC_ID }
    upstream.reply('quotes', { status: 400, body: { reasons: [{ name: 'quote', description: 'Insufficient liquidity for this pair' }] } })
    expect(await get('quotes', quote)).toEqual({
      status: 400,
      body: { code: 'INSUFFICIENT_LIQUIDITY', message: 'Insufficient liquidity: Insufficient liquidity for this pair', reasons: [{ name: 'quote', description: 'Insufficient liquidity for this pair' }] },
    })
    upstream.reply('quotes', { status: 422, body: { message: 'Token not supported' } })
    expect(await get('quotes', quote)).toEqual({ status: 400, body: { code: 'SWAP_AGGREGATOR_REFUSED', message: 'The swap aggregator refused the request: Token not supported' } })
    for (const status of [500, 503, 403, 429]) {
      upstream.reply('quotes', { status, body: { message: 'secret upstream detail' } })
      expect(await get('quotes', quote), String(status)).toEqual({ status: 502, body: { code: 'SWAP_AGGREGATOR_UNAVAILABLE', message: `The swap aggregator could not answer: it answered HTTP ${status}` } })
    }
    upstream.reply('quotes', { body: undefined, raw: '<html>' })
    expect((await get('quotes', quote)).body).toEqual({ code: 'SWAP_AGGREGATOR_BAD_ANSWER', message: 'The swap aggregator sent an answer that could not be read: the answer is not JSON' })
  })

  it('leaves the other chains alone: an unknown chain is still not supported', async () => {
    expect(await get('tokens', { chainId: 'eip155:999' })).toEqual({ status: 400, body: { code: 'NETWORK_NOT_SUPPORTED_FOR_SWAPS', message: 'Network not supported for Swaps', parameter: 'chainId' } })
    expect(upstream.seen).toHaveLength(0)
  })

  it('answers 502 when the aggregator is out of reach or too slow', async () => {
    const closed = createChainDataApp(db, { chains: [], swapAggregator: { url: 'http://127.0.0.1:9', projectId: UPSTREAM_PROJECT }, log: () => {} })
    const response = await closed.request(`/v1/convert/gas-price?chainId=eip155:1&projectId=${PROJECT}`)
    expect([response.status, await response.json()]).toEqual([502, { code: 'SWAP_AGGREGATOR_UNAVAILABLE', message: 'The swap aggregator could not answer: it could not be reached' }])
    upstream.reply('gas-price', 'hang')
    const slow = new SwapAggregator({ url: upstream.url, projectId: UPSTREAM_PROJECT }, { timeoutMs: 200 })
    await expect(slow.get('gas-price', { chainId: 'eip155:1' }, ['chainId'])).rejects.toMatchObject({ code: 'SWAP_AGGREGATOR_UNAVAILABLE', message: 'The swap aggregator could not answer: it did not answer within 0.2 s' })
  })
})
