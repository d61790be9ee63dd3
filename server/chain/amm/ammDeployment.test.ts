import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPublicClient, createWalletClient, erc20Abi, http, parseEther, parseUnits, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDeployedChain, type DeployedChain } from '../../testing/deployedChain'
import { SLOW_SETUP_MS, SLOW_TEST_MS } from '../../testing/hookTimeouts'
import { startAnvil, type AnvilHandle } from '../anvil'
import type { LocalChain } from '../chains'
import { deployLocalContracts, testAccount, viemChain } from '../deployContracts'
import { factoryAbi, pairAbi, routerAbi } from './ammAbis'
import { pairAddress } from './pairAddress'
import { SEED_POOLS } from './seedPools'

// Spare ports, away from the cloud's 8545/8546 and the other suites' (see server/README.md).
const CHAIN: LocalChain = { id: 31337, name: 'Gangway Local', rpcPort: 29645 }
const RESTORED: LocalChain = { id: 31338, name: 'Gangway Local 2', rpcPort: 29646 }
const account = (index: number): Address => testAccount(index).address

/** Uniswap V2's getAmountOut: the 0.3% fee taken from the input, then x·y = k. */
const amountOut = (amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint => {
  const withFee = amountIn * 997n
  return (withFee * reserveOut) / (reserveIn * 1000n + withFee)
}

describe('the Uniswap V2 AMM deployed on a fresh local chain', () => {
  let local: DeployedChain
  beforeAll(async () => {
    local = await startDeployedChain(CHAIN)
  }, SLOW_SETUP_MS)
  afterAll(async () => {
    await local?.stop()
  })

  const symbolAddress = (symbol: 'ETH' | 'gUSD' | 'gEUR'): Address =>
    symbol === 'ETH' ? local.deployed.amm.weth : symbol === 'gUSD' ? local.deployed.token.address : local.deployed.gEur.address

  it('mints 10,000 gEUR (18 decimals) to each of the gUSD holders, #0–#4', async () => {
    const gEur = { address: local.deployed.gEur.address, abi: erc20Abi } as const
    expect(await local.client.readContract({ ...gEur, functionName: 'symbol' })).toBe('gEUR')
    expect(await local.client.readContract({ ...gEur, functionName: 'decimals' })).toBe(18)
    for (const index of [0, 1, 2, 3, 4]) {
      expect(await local.client.readContract({ ...gEur, functionName: 'balanceOf', args: [account(index)] })).toBe(parseUnits('10000', 18))
    }
    expect(await local.client.readContract({ ...gEur, functionName: 'balanceOf', args: [account(5)] })).toBe(0n)
  })

  it('wires Router02 to the factory and WETH9, and the factory made exactly the pairs the router derives', async () => {
    const { amm } = local.deployed
    expect(await local.client.readContract({ address: amm.router, abi: routerAbi, functionName: 'factory' })).toBe(amm.factory)
    expect(await local.client.readContract({ address: amm.router, abi: routerAbi, functionName: 'WETH' })).toBe(amm.weth)
    expect(await local.client.readContract({ address: amm.factory, abi: factoryAbi, functionName: 'allPairsLength' })).toBe(3n)
    for (const pair of amm.pairs) {
      expect(await local.client.readContract({ address: amm.factory, abi: factoryAbi, functionName: 'getPair', args: [pair.token1, pair.token0] })).toBe(pair.address)
      expect(pair.address).toBe(pairAddress(amm.factory, pair.token0, pair.token1))
      expect(await local.client.readContract({ address: pair.address, abi: pairAbi, functionName: 'token0' })).toBe(pair.token0)
    }
  })

  it('seeds each pool with the SEED_POOLS reserves from the deployer (#9), who holds the liquidity tokens', async () => {
    const { amm } = local.deployed
    expect(amm.liquidityProvider).toBe(account(9))
    for (const [i, seed] of SEED_POOLS.entries()) {
      const pair = amm.pairs[i]!
      expect(pair.name).toBe(`${seed.a}/${seed.b}`)
      const [reserve0, reserve1] = await local.client.readContract({ address: pair.address, abi: pairAbi, functionName: 'getReserves' })
      const aIsToken0 = symbolAddress(seed.a) === pair.token0
      expect(aIsToken0 ? [reserve0, reserve1] : [reserve1, reserve0]).toEqual([seed.amountA, seed.amountB])
      expect(await local.client.readContract({ address: pair.address, abi: erc20Abi, functionName: 'balanceOf', args: [account(9)] })).toBeGreaterThan(0n)
    }
  })

  it("quotes through the router with the 0.3% fee, and a real swap of 2 ETH pays exactly the quote and moves the price a little", async () => {
    const { amm } = local.deployed
    const path = [amm.weth, local.deployed.token.address] as const
    const [ethReserve, usdReserve] = [SEED_POOLS[0].amountA, SEED_POOLS[0].amountB]
    const quote = async () => (await local.client.readContract({ address: amm.router, abi: routerAbi, functionName: 'getAmountsOut', args: [parseEther('2'), path] }))[1]!
    const quoted = await quote()
    expect(quoted).toBe(amountOut(parseEther('2'), ethReserve, usdReserve))
    // ~5,976 gUSD: 2 × 3000, less 0.3% fee, less ~0.2% price impact.
    expect(quoted).toBeGreaterThan(parseUnits('5960', 6))
    expect(quoted).toBeLessThan(parseUnits('5982', 6))
    const before = await local.client.readContract({ address: path[1], abi: erc20Abi, functionName: 'balanceOf', args: [account(5)] })
    const receipt = await local.mined(
      local.wallet(5).writeContract({ address: amm.router, abi: routerAbi, functionName: 'swapExactETHForTokens', args: [quoted, [...path], account(5), 2n ** 255n], value: parseEther('2') }),
    )
    expect(receipt.status).toBe('success')
    const after = await local.client.readContract({ address: path[1], abi: erc20Abi, functionName: 'balanceOf', args: [account(5)] })
    expect(after - before).toBe(quoted)
    const next = await quote()
    expect(next).toBeLessThan(quoted)
    expect(Number(quoted - next) / Number(quoted)).toBeLessThan(0.01)
  }, SLOW_TEST_MS)
})

describe('a chain restored from its anvil state file', () => {
  const running: AnvilHandle[] = []
  let folder = ''
  afterAll(async () => {
    await Promise.all(running.map((handle) => handle.stop()))
    if (folder) await rm(folder, { recursive: true, force: true })
  })

  it('is neither redeployed nor seeded twice: same addresses, same deployer nonce, same reserves', async () => {
    folder = await mkdtemp(join(tmpdir(), 'gangway-amm-state-'))
    const stateFile = join(folder, 'state.json')
    const first = await startAnvil(RESTORED, { stateFile })
    running.push(first)
    const deployed = await deployLocalContracts(RESTORED)
    const client = createPublicClient({ chain: viemChain(RESTORED), transport: http(first.rpcUrl), cacheTime: 0 })
    const nonce = await client.getTransactionCount({ address: account(9) })
    const reserves = () => Promise.all(deployed.amm.pairs.map((pair) => client.readContract({ address: pair.address, abi: pairAbi, functionName: 'getReserves' })))
    const seeded = await reserves()
    // Written every second: wait for a write that holds the whole deployment, then crash the node.
    await new Promise((resolve) => setTimeout(resolve, 2_500))
    process.kill(-first.pid, 'SIGKILL')
    await first.stop()
    running.push(await startAnvil(RESTORED, { stateFile }))
    expect(await client.getTransactionCount({ address: account(9) })).toBe(nonce)
    expect(await deployLocalContracts(RESTORED)).toEqual(deployed)
    expect(await client.getTransactionCount({ address: account(9) })).toBe(nonce)
    expect(await reserves()).toEqual(seeded)
    // A deployer that has sent anything else is neither a fresh chain nor this deployment: refused, nothing sent.
    const wallet = createWalletClient({ chain: viemChain(RESTORED), transport: http(first.rpcUrl), account: testAccount(9) })
    await client.waitForTransactionReceipt({ hash: await wallet.sendTransaction({ to: account(8), value: 1n }) })
    await expect(deployLocalContracts(RESTORED)).rejects.toThrow(`has sent ${nonce + 1} transactions, neither 0 (a fresh chain) nor ${nonce}`)
  }, SLOW_TEST_MS)
})
