import { erc20Abi, formatEther, formatUnits, maxUint256, parseEther, parseUnits, type Address, type Hash } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { historyResponseSchema, parseRows, transactionSchema, type Transaction } from '../../../src/protocol/chainData'
import type { Db } from '../../db/Db'
import { startDeployedChain, type DeployedChain } from '../../testing/deployedChain'
import { SLOW_SETUP_MS } from '../../testing/hookTimeouts'
import { openSeededDb } from '../../testing/openSeededDb'
import { routerAbi } from '../amm/ammAbis'
import type { LocalChain } from '../chains'
import { createChainDataApp } from '../createChainDataApp'
import { testAccount } from '../deployContracts'
import { createChainIndexer, type ChainIndexer } from './createIndexer'

// A spare port of its own: no lock needed.
const CHAIN: LocalChain = { id: 31337, name: 'Gangway Local', rpcPort: 29445 }
const TRADER = 2
const trader: Address = testAccount(TRADER).address

interface Swap {
  hash: Hash
  /** What the router quoted just before (the pools move only by these swaps): the amount the trader receives. */
  out: bigint
}

describe('swaps through Router02 in the account history', () => {
  let local: DeployedChain
  let db: Db
  let indexer: ChainIndexer
  let app: ReturnType<typeof createChainDataApp>
  const swaps: Record<'ethToUsd' | 'usdToEth' | 'usdToEur', Swap> = {} as Record<'ethToUsd' | 'usdToEth' | 'usdToEur', Swap>
  let approve: Hash

  beforeAll(async () => {
    db = await openSeededDb()
    local = await startDeployedChain(CHAIN)
    indexer = createChainIndexer(db, [CHAIN], { log: () => {} })
    app = createChainDataApp(db, { chains: [CHAIN], localChains: local.info, indexer, log: () => {} })
    const { token, gEur, amm } = local.deployed
    const wallet = local.wallet(TRADER)
    const swap = async (amountIn: bigint, path: Address[], send: () => Promise<Hash>): Promise<Swap> => {
      const amounts = await local.client.readContract({ address: amm.router, abi: routerAbi, functionName: 'getAmountsOut', args: [amountIn, path] })
      const receipt = await local.mined(send())
      expect(receipt.status).toBe('success')
      return { hash: receipt.transactionHash, out: amounts.at(-1)! }
    }
    swaps.ethToUsd = await swap(parseEther('1'), [amm.weth, token.address], () =>
      wallet.writeContract({ address: amm.router, abi: routerAbi, functionName: 'swapExactETHForTokens', args: [0n, [amm.weth, token.address], trader, maxUint256], value: parseEther('1') }))
    approve = (await local.mined(wallet.writeContract({ address: token.address, abi: erc20Abi, functionName: 'approve', args: [amm.router, maxUint256] }))).transactionHash
    swaps.usdToEth = await swap(parseUnits('100', 6), [token.address, amm.weth], () =>
      wallet.writeContract({ address: amm.router, abi: routerAbi, functionName: 'swapExactTokensForETH', args: [parseUnits('100', 6), 0n, [token.address, amm.weth], trader, maxUint256] }))
    swaps.usdToEur = await swap(parseUnits('50', 6), [token.address, gEur.address], () =>
      wallet.writeContract({ address: amm.router, abi: routerAbi, functionName: 'swapExactTokensForTokens', args: [parseUnits('50', 6), 0n, [token.address, gEur.address], trader, maxUint256] }))
    await indexer.sync()
  }, SLOW_SETUP_MS)
  afterAll(async () => {
    await indexer?.stop()
    await local?.stop()
    await db?.close()
  })

  const history = async (address: Address): Promise<Transaction[]> => {
    const response = await app.request(`/v1/account/${address}/history?projectId=gangway-test&chainId=eip155:31337`)
    expect(response.status).toBe(200)
    const parsed = historyResponseSchema.parse(await response.json())
    const data = parseRows(parsed.data, transactionSchema, 'transaction')
    expect(data).toHaveLength(parsed.data.length)
    return data
  }
  /** A transfer as the Activity list shows it: direction, amount in whole units, symbol. */
  const seen = (tx: Transaction | undefined) => tx?.transfers.map((t) => [t.direction, t.quantity.numeric, t.fungible_info?.symbol])

  it('shows each swap as one trade with both sides: what the account sent (out) and what it received (in), nothing else', async () => {
    const rows = await history(trader)
    expect(rows.slice(0, 4).map((tx) => tx.metadata.hash)).toEqual([swaps.usdToEur.hash, swaps.usdToEth.hash, approve, swaps.ethToUsd.hash])
    const byHash = new Map(rows.map((tx) => [tx.metadata.hash, tx]))
    const router = local.deployed.amm.router
    for (const { hash } of Object.values(swaps)) {
      expect(byHash.get(hash)!.metadata).toMatchObject({ operationType: 'trade', status: 'confirmed', sentFrom: trader, sentTo: router })
    }
    // ETH → gUSD: the transaction's value is the out side, the pair's gUSD Transfer log the in side.
    expect(seen(byHash.get(swaps.ethToUsd.hash))).toEqual([['out', '1', 'ETH'], ['in', formatUnits(swaps.ethToUsd.out, 6), 'gUSD']])
    // gUSD → ETH: the ETH comes from the router in an inner call (WETH9 pays the router, the router the trader).
    expect(seen(byHash.get(swaps.usdToEth.hash))).toEqual([['in', formatEther(swaps.usdToEth.out), 'ETH'], ['out', '100', 'gUSD']])
    expect(swaps.usdToEth.out).toBeGreaterThan(parseEther('0.01'))
    expect(seen(byHash.get(swaps.usdToEur.hash))).toEqual([['out', '50', 'gUSD'], ['in', formatUnits(swaps.usdToEur.out, 18), 'gEUR']])
    // Priced from the pools, as every history transfer is.
    expect(byHash.get(swaps.usdToEth.hash)!.transfers.every((t) => t.price !== null && t.value !== null)).toBe(true)
  })

  it('shows the approval the gUSD → ETH swap needed without transfers', async () => {
    const tx = (await history(trader)).find((row) => row.metadata.hash === approve)
    expect(tx).toMatchObject({ metadata: { operationType: 'approve', sentFrom: trader, sentTo: local.deployed.token.address }, transfers: [] })
  })

  it('keeps the router\'s and WETH9\'s inner ETH moves out of the trader\'s rows, and in their own history', async () => {
    const { weth, router } = local.deployed.amm
    const routerRows = await history(router)
    const payout = routerRows.find((tx) => tx.metadata.hash === swaps.usdToEth.hash)
    // The router received WETH from the pair, unwrapped it (WETH9 paid it the ETH) and paid the ETH on.
    const eth = formatEther(swaps.usdToEth.out)
    expect(seen(payout)).toEqual([['in', eth, 'ETH'], ['out', eth, 'ETH'], ['in', eth, 'WETH']])
    // ETH → gUSD: the router wrapped the trader's ETH (WETH9.deposit, which logs no Transfer).
    const wrapped = (await history(weth)).find((tx) => tx.metadata.hash === swaps.ethToUsd.hash)
    expect(wrapped).toMatchObject({ metadata: { operationType: 'receive' } })
    expect(seen(wrapped)).toEqual([['in', '1', 'ETH']])
  })
})
