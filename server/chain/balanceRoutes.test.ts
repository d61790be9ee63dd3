import { erc20Abi, parseEther, parseUnits, type Address } from 'viem'
import * as z from 'zod/mini'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { balanceResponseSchema, fungiblePriceSchema, priceResponseSchema, walletAssetSchema, type WalletAsset } from '../../src/protocol/chainData'
import type { Db } from '../db/Db'
import { openSeededDb } from '../testing/openSeededDb'
import { startDeployedChain, type DeployedChain } from '../testing/deployedChain'
import type { LocalChain } from './chains'
import { pairAbi, routerAbi } from './amm/ammAbis'
import { pricesFromReserves } from './amm/pricesFromReserves'
import { createChainDataApp } from './createChainDataApp'
import { testAccount } from './deployContracts'
import { usdValue } from './usdValue'
import { SLOW_SETUP_MS } from '../testing/hookTimeouts'

// Spare ports: 28945 runs, 28946 stays down (a chain whose node does not answer).
const CHAIN: LocalChain = { id: 31337, name: 'Gangway Local', rpcPort: 28945 }
const DOWN: LocalChain = { id: 31338, name: 'Gangway Local 2', rpcPort: 28946 }
const account = (index: number): Address => testAccount(index).address

describe('balances and pool prices on a fresh local chain', () => {
  let local: DeployedChain
  let db: Db
  let app: ReturnType<typeof createChainDataApp>
  beforeAll(async () => {
    db = await openSeededDb()
    local = await startDeployedChain(CHAIN)
    app = createChainDataApp(db, { chains: [CHAIN, DOWN], localChains: local.info, log: () => {} })
  }, SLOW_SETUP_MS)
  afterAll(async () => {
    await local?.stop()
    await db?.close()
  })

  const balances = async (address: string, query = 'chainId=eip155:31337&currency=usd&forceUpdate=true') => {
    const response = await app.request(`/v1/account/${address}/balance?projectId=gangway-test&${query}`)
    const body: unknown = await response.json()
    return { status: response.status, body }
  }
  const assets = (body: unknown): WalletAsset[] => balanceResponseSchema.parse(body).balances.map((row) => walletAssetSchema.parse(row))

  it('answers the on-chain native and gUSD balances after a real ERC-20 transfer, with the seeded pools\' prices and USD values', async () => {
    const token = local.deployed.token.address
    const sent = parseUnits('1.5', 6)
    await local.mined(local.wallet(1).writeContract({ address: token, abi: erc20Abi, functionName: 'transfer', args: [account(5), sent] }))
    for (const index of [1, 5]) {
      const { status, body } = await balances(account(index))
      expect(status).toBe(200)
      const [native, usd, ...rest] = assets(body)
      const onChainNative = await local.client.getBalance({ address: account(index) })
      const onChainToken = await local.client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account(index)] })
      // Accounts #0–#4 also hold gEUR; #5 holds only what it was sent.
      expect(rest.map((row) => row.metadata.symbol)).toEqual(index === 1 ? ['gEUR'] : [])
      expect(native).toMatchObject({ chainId: 'eip155:31337', type: 'NATIVE', balance: `0x${onChainNative.toString(16)}` })
      expect(native!.address).toBeUndefined()
      expect(native!.metadata).toMatchObject({ name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000 })
      // Exact: base units × price in integers, rounded to cents half-up.
      const cents = (onChainNative * 3000n * 100n * 2n + 10n ** 18n) / (2n * 10n ** 18n)
      expect(native!.metadata.value).toBe(Number(cents) / 100)
      expect(usd).toMatchObject({ chainId: 'eip155:31337', type: 'ERC20', address: token, balance: `0x${onChainToken.toString(16)}` })
      expect(usd!.metadata).toMatchObject({ name: 'Gangway USD', symbol: 'gUSD', decimals: 6, price: 1 })
      expect(usd!.metadata.value).toBe(Number(onChainToken) / 1e6)
      expect(usd!.metadata.iconUrl).toMatch(/^data:image\/svg\+xml;base64,/)
    }
    const five = assets((await balances(account(5))).body)
    expect(five[1]!.balance).toBe('0x16e360') // 1.5 gUSD
    expect(five[1]!.metadata.value).toBe(1.5)
  })

  it('lists the native coin alone for an address without tokens, and leaves out the spam token account #0 holds', async () => {
    const fresh = '0x000000000000000000000000000000000000dEaD'
    expect(assets((await balances(fresh)).body)).toEqual([
      expect.objectContaining({ type: 'NATIVE', balance: '0x0', metadata: expect.objectContaining({ value: 0 }) }),
    ])
    const zero = assets((await balances(account(0))).body)
    expect(zero.map((asset) => asset.metadata.symbol)).toEqual(['ETH', 'gUSD', 'gEUR'])
    await local.mined(local.wallet(0).sendTransaction({ to: fresh, value: parseEther('0.25') }))
    expect(assets((await balances(fresh.toLowerCase())).body)[0]!.balance).toBe(`0x${parseEther('0.25').toString(16)}`)
  })

  it('reads every chain without chainId, leaving out one whose node is down; a named down chain is a 502', async () => {
    const all = await balances(account(2), 'currency=usd')
    expect(all.status).toBe(200)
    expect(assets(all.body).map((asset) => asset.chainId)).toEqual(['eip155:31337', 'eip155:31337', 'eip155:31337'])
    const down = await balances(account(2), 'chainId=eip155:31338')
    expect(down).toEqual({ status: 502, body: { message: 'Node for eip155:31338 is not reachable' } })
  })

  it('leaves out a token whose read fails (no contract at its address), logged, and keeps the others of the chain', async () => {
    const logs: string[] = []
    const missing = '0x000000000000000000000000000000000000bEEF' as const
    const info = { chains: local.info.chains.map((chain) => ({ ...chain, tokens: [{ ...chain.tokens[0]!, address: missing, symbol: 'GONE', name: 'Gone' }, ...chain.tokens] })) }
    const broken = createChainDataApp(db, { chains: [CHAIN], localChains: info, log: (line) => logs.push(line) })
    const response = await broken.request(`/v1/account/${account(2)}/balance?projectId=gangway-test&chainId=eip155:31337`)
    expect(response.status).toBe(200)
    expect(assets(await response.json()).map((row) => row.metadata.symbol)).toEqual(['ETH', 'gUSD', 'gEUR'])
    expect(logs).toEqual([expect.stringMatching(/^balance: eip155:31337 GONE \(0x000000000000000000000000000000000000bEEF\) left out: /i)])
  })

  it('refuses a bad address, an unknown chain and another currency with 400 and a message; needs a known projectId', async () => {
    expect(await balances('0x1234')).toEqual({ status: 400, body: { message: 'Invalid address: 0x1234' } })
    expect(await balances(account(1), 'chainId=eip155:1')).toEqual({ status: 400, body: { message: 'Unsupported chainId: eip155:1' } })
    expect(await balances(account(1), 'chainId=31337')).toEqual({ status: 400, body: { message: 'Unsupported chainId: 31337' } })
    expect((await balances(account(1), 'currency=eur')).status).toBe(400)
    expect((await app.request(`/v1/account/${account(1)}/balance`)).status).toBe(400)
    expect((await app.request(`/v1/account/${account(1)}/balance?projectId=nope`)).status).toBe(403)
  })

  const price = async (body: unknown, query = '') => {
    const response = await app.request(`/v1/fungible/price${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Origin: 'http://127.0.0.1:3000' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as unknown, cors: response.headers.get('access-control-allow-origin') }
  }

  it('prices the native coin, gUSD and gEUR from the seeded pools; unknown tokens and the spam token are left out', async () => {
    const { token, spamToken, gEur } = local.deployed
    const addresses = ['eip155:31337:native', `eip155:31337:${token.address.toLowerCase()}`, `eip155:31337:${spamToken.address}`,
      'eip155:31337:0x000000000000000000000000000000000000dEaD', 'eip155:1:native', 'nonsense', `eip155:31337:${gEur.address}`]
    const answer = await price({ currency: 'usd', addresses, projectId: 'gangway-test' })
    expect(answer.status).toBe(200)
    expect(answer.cors).toBe('http://127.0.0.1:3000')
    const fungibles = priceResponseSchema.parse(answer.body).fungibles.map((row) => fungiblePriceSchema.parse(row))
    expect(fungibles.map(({ name, symbol, price: usd, address }) => ({ name, symbol, price: usd, address }))).toEqual([
      { name: 'Ether', symbol: 'ETH', price: 3000, address: 'eip155:31337:native' },
      { name: 'Gangway USD', symbol: 'gUSD', price: 1, address: addresses[1] },
      { name: 'Gangway Euro', symbol: 'gEUR', price: 1.08, address: addresses[6] },
    ])
    expect(fungibles.every((row) => z.string().parse(row.iconUrl).startsWith('data:image/svg+xml'))).toBe(true)
    const alias = await price({ addresses: ['eip155:31337:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'] }, '?projectId=gangway-test')
    expect(alias.body).toMatchObject({ fungibles: [{ symbol: 'ETH', price: 3000 }] })
  })

  it('takes the projectId from the body or the query, and refuses a bad body with 400', async () => {
    expect((await price({ currency: 'usd', addresses: [] })).body).toEqual({ code: 'PROJECT_ID_NOT_CONFIGURED', message: 'Project ID Not Configured' })
    expect((await price({ currency: 'usd', addresses: [], projectId: 'nope' })).status).toBe(403)
    expect((await price({ currency: 'usd', addresses: [] }, '?projectId=gangway-test')).body).toEqual({ fungibles: [] })
    expect((await price('{oops', '?projectId=gangway-test')).status).toBe(400)
    const bad = await price({ currency: 'usd', addresses: 'eip155:31337:native', projectId: 'gangway-test' })
    expect(bad.status).toBe(400)
    expect(bad.body).toEqual({ message: expect.stringMatching(/^Invalid body: .*addresses/) })
    expect((await price({ currency: 'eur', addresses: [], projectId: 'gangway-test' })).status).toBe(400)
    const preflight = await app.request('/v1/fungible/price', { method: 'OPTIONS', headers: { Origin: 'http://127.0.0.1:3000', 'Access-Control-Request-Method': 'POST' } })
    expect(preflight.status).toBe(204)
  })

  /** ETH in gUSD at the ETH/gUSD pool's spot price, as the server reads it: reserves, decimals, 15 significant digits. */
  const ethPriceFromPool = async (): Promise<number> => {
    const pair = local.deployed.amm.pairs.find((candidate) => candidate.name === 'ETH/gUSD')!
    const [reserve0, reserve1] = await local.client.readContract({ address: pair.address, abi: pairAbi, functionName: 'getReserves' })
    const [weth, usd] = pair.token0 === local.deployed.amm.weth ? [reserve0, reserve1] : [reserve1, reserve0]
    return pricesFromReserves('usd', new Map([['usd', 6], ['weth', 18]]), [{ token0: 'weth', token1: 'usd', reserve0: weth, reserve1: usd }]).get('weth')!
  }

  it('follows the pool: after a swap of 5 ETH for gUSD, ETH costs what the new reserves say, in balances and prices alike', async () => {
    const { amm, token } = local.deployed
    await local.mined(
      local.wallet(6).writeContract({ address: amm.router, abi: routerAbi, functionName: 'swapExactETHForTokens', args: [0n, [amm.weth, token.address], account(6), 2n ** 255n], value: parseEther('5') }),
    )
    const expected = await ethPriceFromPool()
    expect(expected).toBeLessThan(3000)
    expect(expected).toBeGreaterThan(2960)
    const [native, ...rest] = assets((await balances(account(6))).body)
    expect(native!.metadata.price).toBe(expected)
    expect(native!.metadata.value).toBe(usdValue(await local.client.getBalance({ address: account(6) }), 18, expected))
    expect(rest.find((row) => row.metadata.symbol === 'gUSD')!.metadata.price).toBe(1)
    const answer = await price({ addresses: ['eip155:31337:native', `eip155:31337:${local.deployed.gEur.address}`] }, '?projectId=gangway-test')
    // gEUR is priced through its own pool with gUSD (the shortest path), which the swap did not touch.
    expect(answer.body).toMatchObject({ fungibles: [{ symbol: 'ETH', price: expected }, { symbol: 'gEUR', price: 1.08 }] })
  })

  it('gives no price (never a made-up one) to a token without a pool path to gUSD, nor on a chain without an AMM', async () => {
    const onlyEth = { chains: local.info.chains.map((chain) => ({ ...chain, amm: { ...chain.amm!, pairs: chain.amm!.pairs.filter((pair) => pair.name === 'ETH/gUSD') } })) }
    const noGEurPools = createChainDataApp(db, { chains: [CHAIN], localChains: onlyEth, log: () => {} })
    const rows = assets(await (await noGEurPools.request(`/v1/account/${account(1)}/balance?projectId=gangway-test&chainId=eip155:31337`)).json())
    const gEur = rows.find((row) => row.metadata.symbol === 'gEUR')!
    expect(gEur.balance).toBe(`0x${parseUnits('10000', 18).toString(16)}`)
    expect(gEur.metadata.price).toBeUndefined()
    expect(gEur.metadata.value).toBeUndefined()
    expect(rows.find((row) => row.metadata.symbol === 'ETH')!.metadata.price).toBe(await ethPriceFromPool())
    const priced = await noGEurPools.request('/v1/fungible/price?projectId=gangway-test', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ addresses: [`eip155:31337:${local.deployed.gEur.address}`, 'eip155:31337:native'] }),
    })
    expect(priceResponseSchema.parse(await priced.json()).fungibles).toEqual([expect.objectContaining({ symbol: 'ETH', address: 'eip155:31337:native' })])

    const withoutAmm = { chains: local.info.chains.map(({ amm: _amm, ...chain }) => chain) }
    const legacy = createChainDataApp(db, { chains: [CHAIN], localChains: withoutAmm, log: () => {} })
    const legacyRows = assets(await (await legacy.request(`/v1/account/${account(1)}/balance?projectId=gangway-test&chainId=eip155:31337`)).json())
    expect(legacyRows.map((row) => [row.metadata.symbol, row.metadata.price ?? null])).toEqual([['ETH', null], ['gUSD', 1], ['gEUR', null]])
  })

  it('logs and prices only gUSD when the pools cannot be read (no contract at the pair address)', async () => {
    const logs: string[] = []
    const brokenPairs = { chains: local.info.chains.map((chain) => ({ ...chain, amm: { ...chain.amm!, pairs: chain.amm!.pairs.map((pair) => ({ ...pair, address: '0x000000000000000000000000000000000000bEEF' })) } })) }
    const broken = createChainDataApp(db, { chains: [CHAIN], localChains: brokenPairs, log: (line) => logs.push(line) })
    const rows = assets(await (await broken.request(`/v1/account/${account(1)}/balance?projectId=gangway-test&chainId=eip155:31337`)).json())
    expect(rows.map((row) => [row.metadata.symbol, row.metadata.price ?? null])).toEqual([['ETH', null], ['gUSD', 1], ['gEUR', null]])
    expect(logs).toEqual([expect.stringMatching(/^prices: eip155:31337 pool reserves unreadable, only gUSD priced: /)])
  })
})
