import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FAKE_ADDRESS } from '../../test-support/fakeAdapter'
import { testOptions } from '../../test-support/testKit'
import { KitRoot } from '../root'
import { portfolioDeps } from '../slices/portfolio'
import { PortfolioStore } from './PortfolioStore'

const asset = (over: Record<string, unknown> = {}) => ({
  chainId: 'eip155:31337',
  balance: '0x8ac7230489e80000', // 10 ETH
  type: 'NATIVE',
  metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000, iconUrl: null, value: 30000 },
  ...over,
})
const gusd = asset({ address: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35', balance: '0x2540be400', type: 'ERC20', metadata: { name: 'Gangway USD', symbol: 'gUSD', decimals: 6, price: 1, iconUrl: null, value: 10000 } })
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

async function connectedKit() {
  const kit = new KitRoot(testOptions())
  kit.startAdapters()
  await kit.connection.connect('io.test')
  return kit
}

describe('PortfolioStore', () => {
  let clock = 1_000_000
  beforeEach(() => {
    clock = 1_000_000
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => vi.unstubAllGlobals())

  it('asks GET /v1/account/{address}/balance for the active chain in USD, keeps good rows, drops bad ones and decimals 0', async () => {
    const fetch = vi.fn((input: string | URL | Request) => {
      const url = new URL(String(input))
      if (url.pathname.endsWith('/balance')) return Promise.resolve(json({ balances: [asset(), gusd, { broken: true }, asset({ metadata: { name: 'Points', symbol: 'PTS', decimals: 0, price: 0, value: 0 } })] }))
      return Promise.resolve(json({ count: 0, data: [] }))
    })
    vi.stubGlobal('fetch', fetch)
    const kit = await connectedKit()
    const store = new PortfolioStore({ ...portfolioDeps(kit), now: () => clock })
    const balances = await store.load()
    const call = fetch.mock.calls.map(([input]) => new URL(String(input))).find((url) => url.pathname.endsWith('/balance'))!
    expect(call.pathname).toBe(`/v1/account/${FAKE_ADDRESS}/balance`)
    expect(Object.fromEntries(call.searchParams)).toMatchObject({ currency: 'usd', chainId: 'eip155:31337', projectId: 'gangway-test' })
    expect(balances.map((balance) => [balance.symbol, balance.quantity])).toEqual([
      ['ETH', { decimals: '18', numeric: '10' }],
      ['gUSD', { decimals: '6', numeric: '10000' }],
    ])
    expect(store.status).toBe('ready')
  })

  it('serves the 30 s cache, then asks again; force skips it', async () => {
    const fetch = vi.fn((_input: string | URL | Request) => Promise.resolve(json({ balances: [asset()] })))
    vi.stubGlobal('fetch', fetch)
    const kit = await connectedKit()
    const store = new PortfolioStore({ ...portfolioDeps(kit), now: () => clock })
    await store.load()
    const calls = () => fetch.mock.calls.filter(([input]) => String(input).includes('/balance')).length
    clock += 29_000
    await store.load()
    expect(calls()).toBe(1)
    clock += 2_000
    await store.load()
    expect(calls()).toBe(2)
    await store.load(true)
    expect(calls()).toBe(3)
  })

  it("after a failure, reads within 30 s return nothing without a call and say 'Token Balance Unavailable'", async () => {
    const fetch = vi.fn((_input: string | URL | Request) => Promise.resolve(json({ message: "down" }, 503)))
    vi.stubGlobal('fetch', fetch)
    const kit = await connectedKit()
    const store = new PortfolioStore({ ...portfolioDeps(kit), now: () => clock })
    expect(await store.load()).toEqual([])
    expect(kit.toast.message).toBe('Token Balance Unavailable')
    const calls = () => fetch.mock.calls.filter(([input]) => String(input).includes('/balance')).length
    clock += 29_999
    expect(await store.load()).toEqual([])
    expect(calls()).toBe(1)
    clock += 1
    await store.load()
    expect(calls()).toBe(2)
  })

  it('makes no call when not connected or on an unsupported network', async () => {
    const fetch = vi.fn((_input: string | URL | Request) => Promise.resolve(json({ balances: [] })))
    vi.stubGlobal('fetch', fetch)
    const idle = new PortfolioStore({ ...portfolioDeps(new KitRoot(testOptions())), now: () => clock })
    expect(await idle.load()).toEqual([])
    const kit = await connectedKit()
    kit.networks.setUnsupported('eip155', 5)
    expect(await new PortfolioStore({ ...portfolioDeps(kit), now: () => clock }).load()).toEqual([])
    expect(fetch.mock.calls.filter(([input]) => String(input).includes('/balance'))).toEqual([])
  })

  it("a late failure for an account the visitor left does not wipe the current account's balances", async () => {
    const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    let failFirst: (reason: Error) => void = () => undefined
    const fetch = vi.fn((input: string | URL | Request) => {
      const url = String(input)
      if (url.includes(`/v1/account/${FAKE_ADDRESS}/balance`)) return new Promise<Response>((_, reject) => (failFirst = reject))
      if (url.includes(`/v1/account/${OTHER}/balance`)) return Promise.resolve(json({ balances: [gusd] }))
      return Promise.resolve(json({ count: 0, data: [] }))
    })
    vi.stubGlobal('fetch', fetch)
    const kit = await connectedKit()
    const store = new PortfolioStore({ ...portfolioDeps(kit), now: () => clock })
    const first = store.load()
    await vi.waitFor(() => expect(fetch.mock.calls.some(([input]) => String(input).includes(FAKE_ADDRESS))).toBe(true))
    const adapter = kit.options.adapters[0] as unknown as { context: { onAccountsChanged(id: string, a: string[]): void } }
    adapter.context.onAccountsChanged('io.test', [OTHER])
    await vi.waitFor(() => expect(kit.account.address).toBe(OTHER))
    expect(store.balances).toEqual([])
    await store.load()
    expect(store.balances.map((balance) => balance.symbol)).toEqual(['gUSD'])
    failFirst(new Error('late'))
    await first
    expect(store.balances.map((balance) => balance.symbol)).toEqual(['gUSD'])
    expect(store.status).toBe('ready')
    expect(kit.toast.message).not.toBe('Token Balance Unavailable')
  })
})
