import { erc20Abi, maxUint256, parseEther, parseUnits, type Address, type Hex, type TransactionReceipt } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buildApproveResponseSchema,
  buildTransactionResponseSchema,
  convertErrorSchema,
  gasPriceResponseSchema,
  NATIVE_TOKEN_ADDRESS,
  swapAllowanceResponseSchema,
  swapQuotesResponseSchema,
  swapTokenSchema,
  swapTokensResponseSchema,
} from '../../../src/protocol/convert'
import type { Db } from '../../db/Db'
import { startDeployedChain, type DeployedChain } from '../../testing/deployedChain'
import { SLOW_SETUP_MS, SLOW_TEST_MS } from '../../testing/hookTimeouts'
import { openSeededDb } from '../../testing/openSeededDb'
import { routerAbi } from '../amm/ammAbis'
import type { LocalChain } from '../chains'
import { createChainDataApp } from '../createChainDataApp'
import { testAccount } from '../deployContracts'

// Spare ports: 29745 runs the chain; 29746 stays down (a chain whose node does not answer).
const CHAIN: LocalChain = { id: 31337, name: 'Gangway Local', rpcPort: 29745 }
const DOWN: LocalChain = { id: 31338, name: 'Gangway Local 2', rpcPort: 29746 }
const account = (index: number): Address => testAccount(index).address
const NATIVE = `eip155:31337:${NATIVE_TOKEN_ADDRESS}`
const PROJECT = 'gangway-test'

/** Uniswap V2's getAmountOut: the 0.3% fee taken from the input, then x·y = k. */
const amountOut = (amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint => (amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n)

describe('/v1/convert/* on the local chain\'s Uniswap V2 pools', () => {
  let local: DeployedChain
  let db: Db
  let app: ReturnType<typeof createChainDataApp>
  let gUsd: string
  let gEur: string
  beforeAll(async () => {
    db = await openSeededDb()
    local = await startDeployedChain(CHAIN)
    const down = { ...local.info.chains[0]!, id: DOWN.id, caipNetworkId: 'eip155:31338', rpcUrl: `http://127.0.0.1:${DOWN.rpcPort}` }
    app = createChainDataApp(db, { chains: [CHAIN, DOWN], localChains: { chains: [...local.info.chains, down] }, log: () => {} })
    gUsd = `eip155:31337:${local.deployed.token.address}`
    gEur = `eip155:31337:${local.deployed.gEur.address}`
  }, SLOW_SETUP_MS)
  afterAll(async () => {
    await local?.stop()
    await db?.close()
  })

  const get = async (route: string, query: Record<string, string>) => {
    const response = await app.request(`/v1/convert/${route}?${new URLSearchParams({ projectId: PROJECT, ...query })}`)
    return { status: response.status, body: (await response.json()) as unknown }
  }
  const build = async (body: Record<string, unknown>, query = '') => {
    const response = await app.request(`/v1/convert/build-transaction${query}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    return { status: response.status, body: (await response.json()) as unknown }
  }
  const quote = async (from: string, to: string, amount: bigint, user: Address) => {
    const { status, body } = await get('quotes', { amount: amount.toString(), userAddress: user, from, to, gasPrice: '1000000000' })
    expect(status, JSON.stringify(body)).toBe(200)
    const [first, ...rest] = swapQuotesResponseSchema.parse(body).quotes
    expect(rest).toEqual([])
    return first!
  }
  const built = async (from: string, to: string, amount: bigint, user: Address, options: { slippage?: number; disableEstimate?: boolean } = {}) => {
    const { status, body } = await build({ projectId: PROJECT, amount: amount.toString(), eip155: { slippage: options.slippage ?? 1 }, from, to, userAddress: `eip155:31337:${user}`, disableEstimate: options.disableEstimate ?? false })
    expect(status, JSON.stringify(body)).toBe(200)
    return buildTransactionResponseSchema.parse(body).tx
  }
  const plain = (caip10: string): Address => caip10.split(':')[2] as Address
  const send = async (index: number, tx: { to: string; data: Hex; value?: bigint | string; gas?: bigint | string | number }): Promise<TransactionReceipt> =>
    local.mined(
      local.wallet(index).sendTransaction({
        to: plain(tx.to),
        data: tx.data,
        value: BigInt(tx.value ?? 0),
        ...(tx.gas === undefined ? {} : { gas: BigInt(tx.gas) }),
      }),
    )
  const balanceOf = (token: string, owner: Address) => local.client.readContract({ address: plain(token), abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
  const gasCost = (receipt: TransactionReceipt) => receipt.gasUsed * receipt.effectiveGasPrice

  it('lists the swappable tokens with their CAIP-10 ids, the native coin first as 0xeeee…eeee, priced from the pools; never the spam token', async () => {
    const { status, body } = await get('tokens', { chainId: 'eip155:31337' })
    expect(status).toBe(200)
    const tokens = swapTokensResponseSchema.parse(body).tokens.map((row) => swapTokenSchema.parse(row))
    expect(tokens.map(({ symbol, address, decimals, price }) => ({ symbol, address, decimals, price }))).toEqual([
      { symbol: 'ETH', address: NATIVE, decimals: 18, price: 3000 },
      { symbol: 'gUSD', address: gUsd, decimals: 6, price: 1 },
      { symbol: 'gEUR', address: gEur, decimals: 18, price: 1.08 },
    ])
    expect(tokens.every((token) => token.logoUri.startsWith('data:image/svg+xml') && token.eip2612 === false)).toBe(true)
  })

  it("quotes through Router02's getAmountsOut: the constant-product output after the 0.3% fee, the fee and a gas estimate", async () => {
    const user = account(1)
    const ethIn = await quote(NATIVE, gUsd, parseEther('1'), user)
    expect(ethIn).toMatchObject({ id: null, fromAmount: parseEther('1').toString(), fromAccount: NATIVE, toAccount: gUsd, gasPrice: '1000000000' })
    expect(ethIn.toAmount).toBe(amountOut(parseEther('1'), parseEther('1000'), parseUnits('3000000', 6)).toString())
    expect(ethIn.fee).toBe(parseEther('0.003').toString())
    const [, onChain] = await local.client.readContract({ address: local.deployed.amm.router, abi: routerAbi, functionName: 'getAmountsOut', args: [parseEther('1'), [local.deployed.amm.weth, plain(gUsd)]] })
    expect(ethIn.toAmount).toBe(onChain!.toString())
    expect(Number(ethIn.gas)).toBeGreaterThan(80_000)
    // A token in that the user has not approved yet: the gas still comes back (estimated from the pools' liquidity provider).
    const tokenIn = await quote(gUsd, NATIVE, parseUnits('100', 6), user)
    expect(Number(tokenIn.gas)).toBeGreaterThan(80_000)
    expect(tokenIn.fee).toBe(parseUnits('0.3', 6).toString())
    // Without gasPrice, the chain's.
    const { body } = await get('quotes', { amount: '1000000', userAddress: `eip155:31337:${user}`, from: gUsd, to: gEur })
    expect(swapQuotesResponseSchema.parse(body).quotes[0]!.gasPrice).toBe((await local.client.getGasPrice()).toString())
  })

  it('ETH → gUSD: a quote, then build-transaction, sent by a test account, moves both balances by the quoted amounts (within the slippage)', async () => {
    const user = account(1)
    const amount = parseEther('2')
    const quoted = await quote(NATIVE, gUsd, amount, user)
    const tx = await built(NATIVE, gUsd, amount, user)
    expect(tx).toMatchObject({ from: `eip155:31337:${user}`, to: `eip155:31337:${local.deployed.amm.router}`, value: amount.toString(), amount: quoted.toAmount })
    expect(BigInt(tx.amountOutMin!)).toBe((BigInt(quoted.toAmount) * 99n) / 100n)
    expect(tx.data.startsWith('0x7ff36ab5')).toBe(true) // swapExactETHForTokens
    expect(tx.deadline).toBeGreaterThan(Date.now() / 1000)
    const [ethBefore, usdBefore] = [await local.client.getBalance({ address: user }), await balanceOf(gUsd, user)]
    const receipt = await send(1, { to: tx.to, data: tx.data, value: tx.value, gas: tx.eip155.gas })
    expect(receipt.status).toBe('success')
    expect(receipt.gasUsed).toBeLessThanOrEqual(BigInt(tx.eip155.gas))
    expect(await local.client.getBalance({ address: user })).toBe(ethBefore - amount - gasCost(receipt))
    const received = (await balanceOf(gUsd, user)) - usdBefore
    expect(received).toBe(BigInt(quoted.toAmount))
    expect(received).toBeGreaterThanOrEqual(BigInt(tx.amountOutMin!))
  }, SLOW_TEST_MS)

  it('gUSD → ETH: refused until approved (allowance 0, the estimate names the reason); build-approve, then the swap lands', async () => {
    const user = account(2)
    const amount = parseUnits('1500', 6)
    expect(swapAllowanceResponseSchema.parse((await get('allowance', { tokenAddress: gUsd, userAddress: `eip155:31337:${user}` })).body).allowance).toBe('0')
    const refused = await build({ projectId: PROJECT, amount: amount.toString(), eip155: { slippage: 1 }, from: gUsd, to: NATIVE, userAddress: `eip155:31337:${user}` })
    expect(refused.status).toBe(400)
    expect(convertErrorSchema.parse(refused.body)).toMatchObject({ code: 'TRANSACTION_WOULD_REVERT', reasons: [{ description: 'TransferHelper: TRANSFER_FROM_FAILED' }] })
    expect(refused.body).not.toHaveProperty('tx')

    const approve = await get('build-approve', { userAddress: `eip155:31337:${user}`, from: gUsd, to: NATIVE })
    expect(approve.status).toBe(200)
    const approval = buildApproveResponseSchema.parse(approve.body).tx
    expect(approval).toMatchObject({ from: gUsd, to: gUsd, value: '0', spender: `eip155:31337:${local.deployed.amm.router}` })
    expect(approval.eip155.gas).toBeGreaterThan(20_000)
    expect((await send(2, { to: approval.from, data: approval.data })).status).toBe('success')
    expect((await get('allowance', { tokenAddress: gUsd, userAddress: user })).body).toEqual({ allowance: maxUint256.toString() })

    const quoted = await quote(gUsd, NATIVE, amount, user)
    const tx = await built(gUsd, NATIVE, amount, user)
    expect(tx).toMatchObject({ value: '0', amount: quoted.toAmount })
    expect(tx.data.startsWith('0x18cbafe5')).toBe(true) // swapExactTokensForETH
    const [ethBefore, usdBefore] = [await local.client.getBalance({ address: user }), await balanceOf(gUsd, user)]
    const receipt = await send(2, { to: tx.to, data: tx.data, gas: tx.eip155.gas })
    expect(receipt.status).toBe('success')
    expect(await balanceOf(gUsd, user)).toBe(usdBefore - amount)
    expect(await local.client.getBalance({ address: user })).toBe(ethBefore + BigInt(quoted.toAmount) - gasCost(receipt))
  }, SLOW_TEST_MS)

  it('gUSD → gEUR: a token-for-token swap through their own pool', async () => {
    const user = account(2)
    const amount = parseUnits('108', 6)
    const tx = await built(gUsd, gEur, amount, user)
    expect(tx.data.startsWith('0x38ed1739')).toBe(true) // swapExactTokensForTokens
    const before = await balanceOf(gEur, user)
    expect((await send(2, { to: tx.to, data: tx.data, gas: tx.eip155.gas })).status).toBe('success')
    const received = (await balanceOf(gEur, user)) - before
    expect(received).toBe(BigInt(tx.amount))
    // ~100 gEUR for 108 gUSD, less the fee and a little price impact.
    expect(received).toBeGreaterThan(parseUnits('99.6', 18))
    expect(received).toBeLessThan(parseUnits('99.71', 18))
  }, SLOW_TEST_MS)

  it('a pool moved past the slippage between build and send: the swap reverts on chain and nothing is swapped', async () => {
    const [victim, whale] = [account(3), account(4)]
    const tx = await built(NATIVE, gUsd, parseEther('10'), victim, { slippage: 1, disableEstimate: true })
    // Another account buys gUSD first, moving the price by several percent.
    const front = await built(NATIVE, gUsd, parseEther('60'), whale, { slippage: 50 })
    expect((await send(4, { to: front.to, data: front.data, value: front.value, gas: front.eip155.gas })).status).toBe('success')
    await expect(local.client.call({ account: victim, to: plain(tx.to), data: tx.data, value: BigInt(tx.value) })).rejects.toThrow(/UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT/)
    const usdBefore = await balanceOf(gUsd, victim)
    const receipt = await send(3, { to: tx.to, data: tx.data, value: tx.value, gas: tx.eip155.gas })
    expect(receipt.status).toBe('reverted')
    expect(await balanceOf(gUsd, victim)).toBe(usdBefore)
    // Estimated from the user now, the same swap is refused with the router's reason; a fresh quote is lower.
    const again = await build({ projectId: PROJECT, amount: parseEther('10').toString(), eip155: { slippage: 1 }, from: NATIVE, to: gUsd, userAddress: victim })
    expect(again.status).toBe(200)
    expect(BigInt(buildTransactionResponseSchema.parse(again.body).tx.amount)).toBeLessThan(BigInt(tx.amountOutMin!))
  }, SLOW_TEST_MS)

  it('answers the allowance of the native coin as unlimited, and the gas prices in order from the chain\'s fee data', async () => {
    expect((await get('allowance', { tokenAddress: NATIVE, userAddress: account(5) })).body).toEqual({ allowance: maxUint256.toString() })
    const { status, body } = await get('gas-price', { chainId: 'eip155:31337' })
    expect(status).toBe(200)
    const prices = gasPriceResponseSchema.parse(body)
    expect(BigInt(prices.standard)).toBe(await local.client.getGasPrice())
    expect(BigInt(prices.fast)).toBeGreaterThanOrEqual(BigInt(prices.standard))
    expect(BigInt(prices.instant)).toBeGreaterThanOrEqual(BigInt(prices.fast))
  })

  const refusal = (body: unknown) => convertErrorSchema.parse(body)

  it('refuses bad input with a 400 naming the parameter, and builds nothing', async () => {
    const user = account(1)
    const base = { amount: '1000000', userAddress: user, from: gUsd, to: NATIVE }
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ ...base, amount: '1.5' }, 'amount', /too many decimals/],
      [{ ...base, amount: '0' }, 'amount', /above 0/],
      [{ ...base, amount: '-5' }, 'amount', /negative/],
      [{ ...base, amount: 'ten' }, 'amount', /whole number/],
      [{ ...base, amount: '' }, 'amount', /whole number/],
      [{ ...base, amount: '1' + '0'.repeat(80) }, 'amount', /2\^256/],
      [{ ...base, to: gUsd }, 'to', /same token/],
      [{ ...base, to: 'eip155:31337:0x000000000000000000000000000000000000dEaD' }, 'to', /no swappable token/],
      [{ ...base, from: `eip155:31337:${local.deployed.spamToken.address}` }, 'from', /no swappable token/],
      [{ ...base, from: 'gUSD' }, 'from', /CAIP-10/],
      [{ ...base, to: 'eip155:31338:0x000000000000000000000000000000000000dEaD' }, 'to', /stays on one chain/],
      [{ ...base, userAddress: 'nope' }, 'userAddress', /address/],
      [{ ...base, userAddress: '0x1234' }, 'userAddress', /address/],
      [{ ...base, userAddress: `eip155:1:${user}` }, 'userAddress', /eip155:1/],
      [{ ...base, gasPrice: '1.5' }, 'gasPrice', /wei/],
      [{ amount: '1000000', from: gUsd, to: NATIVE }, 'userAddress', /missing/],
    ]
    for (const [query, parameter, problem] of cases) {
      const { status, body } = await get('quotes', query)
      expect([status, refusal(body).code, refusal(body).parameter], JSON.stringify(query)).toEqual([400, 'INVALID_PARAMETER', parameter])
      expect(refusal(body).message).toMatch(problem)
      expect(refusal(body).message.startsWith(`Invalid parameter '${parameter}': `)).toBe(true)
    }
    const body = { projectId: PROJECT, amount: '1000000', eip155: { slippage: 1 }, from: gUsd, to: gEur, userAddress: user }
    const bodies: [Record<string, unknown>, string][] = [
      [{ ...body, amount: '0.5' }, 'amount'],
      [{ ...body, amount: -1 }, 'amount'],
      [{ ...body, amount: 1.5 }, 'amount'],
      [{ ...body, eip155: { slippage: 0 } }, 'eip155.slippage'],
      [{ ...body, eip155: { slippage: 60 } }, 'eip155.slippage'],
      [{ ...body, eip155: { slippage: '0.125' } }, 'eip155.slippage'],
      [{ ...body, eip155: undefined }, 'eip155'],
      [{ ...body, disableEstimate: 'yes' }, 'disableEstimate'],
      [{ ...body, to: body.from }, 'to'],
      [{ ...body, userAddress: 'eip155:31337:0xnothex' }, 'userAddress'],
    ]
    for (const [request, parameter] of bodies) {
      const { status, body: answer } = await build(request)
      expect([status, refusal(answer).parameter], JSON.stringify(request)).toEqual([400, parameter])
      expect(answer).not.toHaveProperty('tx')
    }
    const native = await get('build-approve', { userAddress: user, from: NATIVE, to: gUsd })
    expect([native.status, refusal(native.body).parameter, refusal(native.body).message]).toEqual([400, 'from', "Invalid parameter 'from': the native coin needs no approval: swap it directly"])
    expect(refusal((await get('allowance', { tokenAddress: 'eip155:31337:0x000000000000000000000000000000000000dEaD', userAddress: user })).body).parameter).toBe('tokenAddress')
    expect(refusal((await get('gas-price', { chainId: '31337' })).body).parameter).toBe('chainId')
    expect(refusal((await get('tokens', {})).body)).toMatchObject({ parameter: 'chainId', message: "Invalid parameter 'chainId': missing" })
  })

  it("answers the §8 'Network not supported' texts for unknown chains, and refuses the §9 swap networks without an aggregator (503)", async () => {
    const unknown = 'eip155:999:0x000000000000000000000000000000000000dEaD'
    expect(await get('tokens', { chainId: 'eip155:999' })).toEqual({ status: 400, body: { code: 'NETWORK_NOT_SUPPORTED_FOR_SWAPS', message: 'Network not supported for Swaps', parameter: 'chainId' } })
    expect(await get('gas-price', { chainId: 'eip155:999' })).toEqual({ status: 400, body: { code: 'NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE', message: 'Network not supported for Gas Price', parameter: 'chainId' } })
    expect(refusal((await get('quotes', { amount: '1', userAddress: account(1), from: unknown, to: unknown })).body).message).toBe('Network not supported for Swaps')
    expect(refusal((await get('allowance', { tokenAddress: unknown, userAddress: account(1) })).body).message).toBe('Network not supported for Swaps')
    for (const chainId of ['eip155:1', 'eip155:42161', 'eip155:10', 'eip155:324', 'eip155:8453', 'eip155:56', 'eip155:137', 'eip155:100', 'eip155:43114', 'eip155:250', 'eip155:8217', 'eip155:1313161554']) {
      for (const [route, query] of [['tokens', { chainId }], ['gas-price', { chainId }], ['quotes', { amount: '1', userAddress: account(1), from: `${chainId}:${NATIVE_TOKEN_ADDRESS}`, to: `${chainId}:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48` }]] as const) {
        const { status, body } = await get(route, query)
        expect([status, refusal(body).code], `${route} ${chainId}`).toEqual([503, 'SWAP_AGGREGATOR_NOT_CONFIGURED'])
        expect(refusal(body).message).toMatch(new RegExp(`\\(${chainId}\\) go through a swap aggregator, and none is configured`))
      }
    }
    const built = await build({ projectId: PROJECT, amount: '1', eip155: { slippage: 1 }, from: `eip155:1:${NATIVE_TOKEN_ADDRESS}`, to: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', userAddress: account(1) })
    expect([built.status, refusal(built.body).code]).toEqual([503, 'SWAP_AGGREGATOR_NOT_CONFIGURED'])
  })

  it('answers 502 when the chain does not answer, and keeps the projectId rules (query, or the POST body)', async () => {
    const down = `eip155:31338:${NATIVE_TOKEN_ADDRESS}`
    const quoted = await get('quotes', { amount: '1000', userAddress: account(1), from: down, to: `eip155:31338:${local.deployed.token.address}` })
    expect([quoted.status, refusal(quoted.body).code]).toEqual([502, 'CHAIN_UNREACHABLE'])
    expect((await get('gas-price', { chainId: 'eip155:31338' })).status).toBe(502)
    const missing = await app.request('/v1/convert/tokens?chainId=eip155:31337')
    expect([missing.status, await missing.json()]).toEqual([400, { code: 'PROJECT_ID_NOT_CONFIGURED', message: 'Project ID Not Configured' }])
    expect((await app.request('/v1/convert/tokens?chainId=eip155:31337&projectId=nope')).status).toBe(403)
    const body = { amount: '1000', eip155: { slippage: 1 }, from: gUsd, to: gEur, userAddress: account(1), disableEstimate: true }
    expect((await build(body)).body).toEqual({ code: 'PROJECT_ID_NOT_CONFIGURED', message: 'Project ID Not Configured' })
    expect((await build({ ...body, projectId: 'nope' })).status).toBe(403)
    expect((await build(body, `?projectId=${PROJECT}`)).status).toBe(200)
    const notJson = await app.request(`/v1/convert/build-transaction?projectId=${PROJECT}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{amount' })
    expect([notJson.status, ((await notJson.json()) as { message: string }).message]).toEqual([400, 'Body must be JSON: { amount, eip155: { slippage }, projectId, from, to, userAddress, disableEstimate }'])
  })
})
