/**
 * Measures the history indexer: `npx tsx server/chain/indexer/benchIndexer.ts [port]` (default port 29245).
 * Starts its own anvil, deploys the test contracts, then makes 1,000 more blocks: 50 blocks with a transfer
 * (native, gUSD or a GPASS NFT, in turn) among 950 empty ones mined with anvil_mine. Prints the time to index
 * every block from 0 on a fresh in-memory database, and the time of a catch-up after one more block.
 */
import { erc20Abi, erc721Abi, parseEther, parseUnits } from 'viem'
import { migrate } from '../../db/migrate'
import { MEMORY_DATA_DIR, openPglite } from '../../db/openPglite'
import { startDeployedChain } from '../../testing/deployedChain'
import type { LocalChain } from '../chains'
import { testAccount } from '../deployContracts'
import { rpcRequest } from '../rpcRequest'
import { createChainIndexer } from './createIndexer'

const TRANSFERS = 50
const EMPTY_BLOCKS = 950

async function main(): Promise<void> {
  const port = Number(process.argv[2] ?? 29245)
  const chain: LocalChain = { id: 31337, name: 'Gangway Local', rpcPort: port }
  const local = await startDeployedChain(chain)
  const db = await openPglite(MEMORY_DATA_DIR)
  try {
    await migrate(db)
    const { token, nft } = local.deployed
    const mintedBlocks = Number(await local.client.getBlockNumber({ cacheTime: 0 }))
    for (let i = 0; i < TRANSFERS; i++) {
      const to = testAccount(5 + (i % 3)).address
      if (i % 3 === 0) await local.mined(local.wallet(1).sendTransaction({ to, value: parseEther('0.01') }))
      else if (i % 3 === 1) await local.mined(local.wallet(1).writeContract({ address: token.address, abi: erc20Abi, functionName: 'transfer', args: [to, parseUnits('0.25', 6)] }))
      else {
        const from = testAccount(i % 2 === 0 ? 0 : 5)
        await local.mined(local.wallet(i % 2 === 0 ? 0 : 5).writeContract({ address: nft.address, abi: erc721Abi, functionName: 'transferFrom', args: [from.address, i % 2 === 0 ? testAccount(5).address : testAccount(0).address, 1n] }))
      }
      await rpcRequest(local.anvil.rpcUrl, 'anvil_mine', [`0x${(EMPTY_BLOCKS / TRANSFERS).toString(16)}`])
    }
    const head = Number(await local.client.getBlockNumber({ cacheTime: 0 }))
    const lines: string[] = []
    const indexer = createChainIndexer(db, [chain], { log: (line) => lines.push(line) })
    const started = performance.now()
    const [full] = await indexer.sync()
    const fullMs = performance.now() - started
    await local.mined(local.wallet(2).sendTransaction({ to: testAccount(3).address, value: 1n }))
    const again = performance.now()
    await indexer.sync()
    const catchUpMs = performance.now() - again
    await indexer.stop()
    const counts = await db.query<{ txs: number; transfers: number }>(
      'SELECT (SELECT count(*)::int FROM chain_transactions) AS txs, (SELECT count(*)::int FROM chain_transfers) AS transfers',
    )
    console.log(`chain: ${head + 1} blocks (${mintedBlocks + 1} of deployment, then ${TRANSFERS} with a transfer and ${EMPTY_BLOCKS} empty)`)
    console.log(`indexed ${full!.blocks} blocks (${full!.txs} txs, ${full!.transfers} transfers) in ${fullMs.toFixed(0)} ms = ${((full!.blocks / fullMs) * 1000).toFixed(0)} blocks/s`)
    console.log(`per 1,000 blocks: ${((fullMs / full!.blocks) * 1000).toFixed(0)} ms`)
    console.log(`catch-up after 1 new block: ${catchUpMs.toFixed(1)} ms; stored ${counts.rows[0]!.txs} txs, ${counts.rows[0]!.transfers} transfers`)
    for (const line of lines) console.log(`  log: ${line}`)
  } finally {
    await db.close()
    await local.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
