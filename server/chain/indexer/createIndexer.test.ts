import { parseEther, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/Db'
import { openSeededDb } from '../../testing/openSeededDb'
import { startDeployedChain, type DeployedChain } from '../../testing/deployedChain'
import { startAnvil } from '../anvil'
import type { LocalChain } from '../chains'
import { chainClients } from '../chainParams'
import { rpcRequest } from '../rpcRequest'
import { AA_ACCOUNTS, planAccountAbstraction } from '../aa/planAccountAbstraction'
import { planLocalDeployment, testAccount } from '../deployContracts'
import { createChainIndexer } from './createIndexer'
import { readState, saveBlocks } from './indexStore'
import { readBlocks } from './readBlocks'
import { SLOW_SETUP_MS } from '../../testing/hookTimeouts'

const CHAIN: LocalChain = { id: 31337, name: 'Gangway Local', rpcPort: 29145 }
const account = (index: number): Address => testAccount(index).address
const TABLES = ['chain_transactions', 'chain_transfers', 'chain_tokens', 'chain_nfts'] as const

describe('the history indexer', () => {
  let local: DeployedChain
  let db: Db
  const logs: string[] = []
  const log = (line: string) => logs.push(line)
  beforeAll(async () => {
    db = await openSeededDb()
    local = await startDeployedChain(CHAIN)
  }, SLOW_SETUP_MS)
  afterAll(async () => {
    await local?.stop()
    await db?.close()
  })

  const counts = async (): Promise<number[]> =>
    Promise.all(TABLES.map(async (table) => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n))
  const stored = async (hash: string): Promise<boolean> =>
    (await db.query('SELECT 1 FROM chain_transactions WHERE hash = $1', [hash.toLowerCase()])).rows.length === 1

  it('indexes from block 0 to the head, and indexing the same blocks again adds nothing', async () => {
    const indexer = createChainIndexer(db, [CHAIN], { log, chunkSize: 5 })
    const [report] = await indexer.sync()
    const head = Number(await local.client.getBlockNumber())
    expect(report).toMatchObject({ chainId: 31337, reset: false, blocks: head + 1 })
    expect(await readState(db, 31337)).toEqual({ lastBlock: head, lastHash: (await local.client.getBlock()).hash })
    const before = await counts()
    // Transactions: the 30 of planLocalDeployment. Transfers: 9 mints (5 gUSD, 3 GPASS, 1 CLAIM), 5 gEUR mints, the
    // deployer's gUSD and gEUR mints, and per pool 2 token transfers into the pair + 2 LP mints (12), + the 2 pools' ETH
    // (the deployer's value to the router) and the router's inner call that wraps it (WETH9.deposit: ETH to WETH9) (4),
    // + the payment provider's treasury's gUSD and gEUR mints (2; its ETH is set by anvil_setBalance, no transaction).
    // Then the ERC-4337 deployment's 5 transactions (#40): its 2 transfers are the paymaster's deposit (ETH to the
    // paymaster, which passes it on to the EntryPoint); GangwayAccountFactory's deployment moves nothing.
    // Tokens with metadata: gUSD, GPASS, CLAIM, gEUR, WETH and the 3 pairs' LP tokens; 3 NFTs.
    const aaTxs = planAccountAbstraction(testAccount(AA_ACCOUNTS.deployer).address, testAccount(AA_ACCOUNTS.paymasterSigner).address).plan.txs.length
    expect(before).toEqual([planLocalDeployment().plan.txs.length + aaTxs, 36, 8, 3])
    expect([planLocalDeployment().plan.txs.length, aaTxs]).toEqual([30, 5])
    const blocks = await readBlocks(chainClients()(CHAIN), 0, head)
    await saveBlocks(db, 31337, blocks, [], [])
    await db.query('DELETE FROM chain_index_state')
    expect((await indexer.sync())[0]).toMatchObject({ blocks: head + 1, reset: false })
    expect(await counts()).toEqual(before)
    await indexer.stop()
  })

  it('resumes after the last stored block in a new indexer (restart), and follows new blocks by polling', async () => {
    const restarted = createChainIndexer(db, [CHAIN], { log, pollMs: 100 })
    expect((await restarted.sync())[0]).toMatchObject({ blocks: 0, reset: false })
    const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length
    const idleTimers = timers()
    restarted.start()
    const receipt = await local.mined(local.wallet(3).sendTransaction({ to: account(4), value: parseEther('1') }))
    const deadline = Date.now() + 5_000
    while (!(await stored(receipt.transactionHash)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await stored(receipt.transactionHash)).toBe(true)
    await restarted.stop()
    expect(timers()).toBeLessThanOrEqual(idleTimers)
    await local.mined(local.wallet(3).sendTransaction({ to: account(4), value: 1n }))
    expect((await restarted.sync())[0]).toMatchObject({ blocks: 0 })
  })

  it('detects a restarted chain (shorter, or a different block at the stored height), clears it and indexes the new one', async () => {
    const indexer = createChainIndexer(db, [CHAIN], { log })
    await indexer.sync()
    const oldHead = (await readState(db, 31337))!.lastBlock
    await local.stop()
    local.anvil = await startAnvil(CHAIN)
    const first = await local.mined(local.wallet(2).sendTransaction({ to: account(3), value: 5n }))
    expect((await indexer.sync())[0]).toMatchObject({ reset: true, blocks: 2 })
    expect(await counts()).toEqual([1, 1, 0, 0])
    expect(await stored(first.transactionHash)).toBe(true)
    expect(logs.some((line) => line.includes('chain reset'))).toBe(true)

    // Longer than before this time: block 1 is now an empty block, not the stored one.
    await local.stop()
    local.anvil = await startAnvil(CHAIN)
    await rpcRequest(local.anvil.rpcUrl, 'anvil_mine', [`0x${(oldHead + 5).toString(16)}`])
    expect((await indexer.sync())[0]).toMatchObject({ reset: true, blocks: oldHead + 6 })
    expect(await counts()).toEqual([0, 0, 0, 0])
    expect(await readState(db, 31337)).toMatchObject({ lastBlock: oldHead + 5 })
    await indexer.stop()
  })
})
