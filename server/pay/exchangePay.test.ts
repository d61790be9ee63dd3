import { parseEther, parseUnits, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getBuyStatusResultSchema, getExchangesResultSchema, getPayUrlResultSchema, payExchangeRpcResponseSchema } from '../../src/protocol/payExchange'
import type { LocalChain } from '../chain/chains'
import { SLOW_SETUP_MS } from '../testing/hookTimeouts'
import { exchangeBalances } from './exchange/exchangeLedger'
import { TEST_EXCHANGE, TEST_EXCHANGE_ID } from './exchange/testExchange'
import { fieldValue, TestBrowser, testIdText } from './testing/testBrowser'
import { startPaymentCloud, type PaymentCloud } from './testing/usePaymentCloud'

// A spare port of its own (29847): no other suite uses it.
const CHAIN: LocalChain = { id: 31337, name: 'Gangway Local', rpcPort: 29847 }
const PROJECT = 'gangway-test'
const TRADER = { login: 'trader@example.com', password: 'gangway' }
const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address

describe('pay with an exchange: AppKit Pay\'s JSON-RPC on the chain-data service and the test exchange\'s pages', () => {
  let cloud: PaymentCloud
  let gUsd: string
  const native = 'eip155:31337/slip44:60'
  beforeAll(async () => {
    cloud = await startPaymentCloud(CHAIN)
    gUsd = `eip155:31337/erc20:${cloud.local.deployed.token.address}`
  }, SLOW_SETUP_MS)
  afterAll(async () => {
    await cloud?.stop()
  })

  /** One JSON-RPC call as AppKit Pay sends it (projectId in the query and in params, with st and sv). */
  const rpc = async (method: string, params: Record<string, unknown>, projectId = PROJECT) => {
    const response = await cloud.chainData.request(`/v1/json-rpc?projectId=${projectId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: { ...params, st: 'appkit', sv: 'html-wagmi-1.7.0', projectId } }),
    })
    return { status: response.status, body: payExchangeRpcResponseSchema.parse(await response.json()) }
  }
  const sessions = async (): Promise<number> => (await cloud.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pay_orders WHERE kind = 'exchange'`)).rows[0]!.n
  const payUrl = async (asset: string, amount: string, recipient: Address) => {
    const { status, body } = await rpc('reown_getExchangePayUrl', { exchangeId: TEST_EXCHANGE_ID, asset, amount, recipient: `eip155:31337:${recipient}` })
    expect(status, JSON.stringify(body)).toBe(200)
    return getPayUrlResultSchema.parse(body.result)
  }
  const buyStatus = async (sessionId: string, projectId = PROJECT) => getBuyStatusResultSchema.parse((await rpc('reown_getExchangeBuyStatus', { sessionId, exchangeId: TEST_EXCHANGE_ID }, projectId)).body.result)
  const open = async (url: string, browser = new TestBrowser(cloud.provider)) => {
    const page = await browser.get(new URL(url).pathname)
    return { browser, page, secret: fieldValue(page.html, 'secret') ?? '' }
  }

  it('lists the test exchange, for any local asset; none for an asset it cannot pay', async () => {
    expect(getExchangesResultSchema.parse((await rpc('reown_getExchanges', { page: 0 })).body.result)).toEqual({ exchanges: [TEST_EXCHANGE], total: 1 })
    expect(getExchangesResultSchema.parse((await rpc('reown_getExchanges', { page: 0, asset: gUsd, amount: '10' })).body.result).total).toBe(1)
    expect(getExchangesResultSchema.parse((await rpc('reown_getExchanges', { page: 0, asset: 'eip155:1/erc20:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' })).body.result)).toEqual({ exchanges: [], total: 0 })
    expect(getExchangesResultSchema.parse((await rpc('reown_getExchanges', { page: 0, exclude: [TEST_EXCHANGE_ID] })).body.result).total).toBe(0)
    expect(getExchangesResultSchema.parse((await rpc('reown_getExchanges', { page: 1 })).body.result)).toEqual({ exchanges: [], total: 1 })
  })

  it('a pay session: the recipient receives the gUSD from the treasury, the status says SUCCESS with the hash, the account is charged', async () => {
    const recipient = freshAddress()
    const { url, sessionId } = await payUrl(gUsd, '12.5', recipient)
    expect(url).toBe(`http://127.0.0.1:3006/exchange/${sessionId}`)
    expect(await buyStatus(sessionId)).toEqual({ status: 'IN_PROGRESS' })
    const { browser, page, secret } = await open(url)
    expect(page.status).toBe(200)
    expect(testIdText(page.html, 'exchange-amount')).toBe('12.5 gUSD')
    expect(testIdText(page.html, 'exchange-recipient')).toBe(recipient)

    const wrong = await browser.post(`/exchange/${sessionId}/pay`, { secret, login: TRADER.login, password: 'nope' })
    expect(wrong.status).toBe(401)
    expect(wrong.html).toContain('Wrong login or password')
    expect(await cloud.balance(recipient, 'gUSD')).toBe(0n)

    const paid = await browser.post(`/exchange/${sessionId}/pay`, { secret, ...TRADER })
    expect(paid.status, paid.html).toBe(200)
    expect(paid.html).toContain('data-status="completed"')
    const status = await buyStatus(sessionId)
    expect(status).toEqual({ status: 'SUCCESS', txHash: testIdText(paid.html, 'pay-tx-hash') })
    expect(await cloud.balance(recipient, 'gUSD')).toBe(parseUnits('12.5', 6))
    expect(await cloud.local.client.getTransactionReceipt({ hash: status.txHash as `0x${string}` })).toMatchObject({ status: 'success' })
    expect((await exchangeBalances(cloud.db, TRADER.login))['gUSD']).toBe('24987.5')
    // Once paid, the session is closed: paying again charges nothing more.
    expect((await browser.post(`/exchange/${sessionId}/pay`, { secret, ...TRADER })).status).toBe(409)
    expect((await exchangeBalances(cloud.db, TRADER.login))['gUSD']).toBe('24987.5')
  })

  it('pays ETH too (the amount as AppKit prints it: 1e-7)', async () => {
    const recipient = freshAddress()
    const { url, sessionId } = await payUrl(native, String(0.0000001), recipient)
    const { browser, secret } = await open(url)
    expect((await browser.post(`/exchange/${sessionId}/pay`, { secret, ...TRADER })).status).toBe(200)
    expect(await cloud.balance(recipient, 'ETH')).toBe(parseEther('0.0000001'))
    expect((await buyStatus(sessionId)).status).toBe('SUCCESS')
  })

  it('refuses bad params with -32602 naming them, and creates no session', async () => {
    const before = await sessions()
    const recipient = `eip155:31337:${freshAddress()}`
    const base = { exchangeId: TEST_EXCHANGE_ID, asset: gUsd, amount: '10', recipient }
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ amount: '0' }, /amount: expected an amount above 0/],
      [{ amount: '-3' }, /amount: expected an amount above 0, not a negative one/],
      [{ amount: 'lots' }, /amount: expected a decimal amount/],
      [{ amount: '0.0000001' }, /amount: more decimals than the token's 6/],
      [{ amount: undefined }, /amount: missing/],
      [{ recipient: 'eip155:31337:0x1234' }, /recipient: expected a CAIP-10 account/],
      [{ recipient: 'not-an-address' }, /recipient: expected a CAIP-10 account/],
      [{ recipient: `eip155:1:${freshAddress()}` }, /recipient: an account on eip155:1, but the asset is on eip155:31337/],
      [{ asset: 'eip155:1/erc20:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' }, /asset: eip155:1\/erc20:0xA0b8.* is not supported/],
      [{ asset: 'USDC' }, /asset: USDC is not supported/],
      [{ exchangeId: 'binance' }, /exchangeId: exchange 'binance' is not supported/],
    ]
    for (const [change, message] of cases) {
      const { status, body } = await rpc('reown_getExchangePayUrl', { ...base, ...change })
      expect(status, JSON.stringify(change)).toBe(400)
      expect(body.error, JSON.stringify(change)).toMatchObject({ code: -32602, message: expect.stringMatching(message) })
    }
    expect((await rpc('reown_getExchangePayUrl', { ...base, amount: '2000000' })).body.error).toMatchObject({ code: -32000, message: 'The exchange cannot pay 2000000 gUSD now' })
    expect((await rpc('reown_sendMoney', {})).body.error).toMatchObject({ code: -32601 })
    expect((await rpc('reown_getExchangePayUrl', base, 'nobody')).body.error).toMatchObject({ message: 'Unauthorized: invalid key' })
    const notJson = await cloud.chainData.request(`/v1/json-rpc?projectId=${PROJECT}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' })
    expect(await notJson.json()).toMatchObject({ error: { code: -32700 } })
    expect(await sessions()).toBe(before)
  })

  it('a session belongs to the first browser that opens it; a short exchange balance sends nothing; cancel fails it', async () => {
    const recipient = freshAddress()
    const { url, sessionId } = await payUrl(gUsd, '30000', recipient)
    const owner = await open(url)
    const stranger = await open(url)
    expect(stranger.page.status).toBe(403)
    expect((await stranger.browser.post(`/exchange/${sessionId}/pay`, { secret: owner.secret, ...TRADER })).status).toBe(403)

    const short = await owner.browser.post(`/exchange/${sessionId}/pay`, { secret: owner.secret, ...TRADER })
    expect(short.status).toBe(402)
    expect(short.html).toMatch(/Your balance of [\d.]+ gUSD is less than 30000 gUSD/)
    expect(await cloud.balance(recipient, 'gUSD')).toBe(0n)
    expect(await buyStatus(sessionId)).toEqual({ status: 'IN_PROGRESS' })

    expect((await owner.browser.post(`/exchange/${sessionId}/cancel`, { secret: owner.secret })).status).toBe(303)
    expect(await buyStatus(sessionId)).toEqual({ status: 'FAILED' })
    expect(await cloud.balance(recipient, 'gUSD')).toBe(0n)
  })

  it("another project cannot read a session's status; an unknown one is UNKNOWN", async () => {
    const { sessionId } = await payUrl(gUsd, '1', freshAddress())
    expect(await buyStatus(sessionId, 'gangway-demo')).toEqual({ status: 'UNKNOWN' })
    expect(await buyStatus(`xpay_${'0'.repeat(32)}`)).toEqual({ status: 'UNKNOWN' })
    expect((await rpc('reown_getExchangeBuyStatus', { sessionId: 'nope', exchangeId: TEST_EXCHANGE_ID })).body.error).toMatchObject({ code: -32602, message: expect.stringMatching(/sessionId/) })
  })
})
