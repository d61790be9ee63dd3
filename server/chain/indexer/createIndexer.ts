import type { PublicClient } from 'viem'
import type { Db } from '../../db/Db'
import { caip2, type LocalChain } from '../chains'
import { chainClients } from '../chainParams'
import { clearChain, readState, saveBlocks, storedNfts, storedTokens } from './indexStore'
import { readBlocks, type IndexedBlock } from './readBlocks'
import { readNftMeta, readTokenMeta, type NftMeta, type TokenMeta } from './tokenMetadata'

export interface IndexerOptions {
  /** Delay between two polls of every chain (default 500 ms). */
  pollMs?: number
  /** Blocks read and stored per round (default 100). */
  chunkSize?: number
  log?: (line: string) => void
  /** The RPC client of a chain (default: a batching viem client on the chain's 127.0.0.1 port). */
  client?: (chain: LocalChain) => PublicClient
}

/** What one sync of a chain did. */
export interface SyncReport {
  chainId: number
  reset: boolean
  blocks: number
  txs: number
  transfers: number
  ms: number
}

export interface ChainIndexer {
  /** Starts polling: a first sync of every chain now, then one every pollMs. */
  start(): void
  /** Indexes the chains (default all) up to their head now; waits for a sync already running, then runs one more. */
  sync(chainIds?: readonly number[]): Promise<SyncReport[]>
  /** Stops polling and waits for the sync in flight; later syncs do nothing. */
  stop(): Promise<void>
}

/** Runs `task` one at a time: a call during a run waits for it, then shares one more run with the other waiting calls. */
function oneAtATime<T>(task: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null
  let queued: Promise<T> | null = null
  const run = (): Promise<T> => (running = task().finally(() => (running = null)))
  return () => {
    if (queued) return queued
    if (!running) return run()
    queued = running.then(() => undefined, () => undefined).then(() => ((queued = null), run()))
    return queued
  }
}

/**
 * The history indexer: reads each chain's blocks from 0 to the head, then follows new ones, and stores native
 * transfers (a transaction's value > 0, and value its inner calls moved, from call traces of the blocks where code
 * ran), ERC-20 and ERC-721 Transfer logs (indexStore). Restart-safe: it resumes after the last
 * stored block, unless that block's hash changed or the chain is shorter (anvil restarted), when it clears the
 * chain's rows and starts again from block 0.
 */
export function createChainIndexer(db: Db, chains: readonly LocalChain[], options: IndexerOptions = {}): ChainIndexer {
  const log = options.log ?? ((line: string) => console.log(line))
  const client = options.client ?? chainClients({ batch: true, timeoutMs: 10_000 })
  const chunkSize = options.chunkSize ?? 100
  const pollMs = options.pollMs ?? 500
  const first = new Set<number>()
  let started = false
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let polling: Promise<unknown> = Promise.resolve()
  let failing = ''

  const metadata = async (chain: LocalChain, blocks: readonly IndexedBlock[]): Promise<{ tokens: TokenMeta[]; nfts: NftMeta[] }> => {
    const transfers = blocks.flatMap((block) => block.transfers).filter((t) => t.kind !== 'native' && t.token)
    const contracts = new Map(transfers.map((t) => [t.token!, t.kind === 'erc721' ? 'erc721' as const : 'erc20' as const]))
    const haveTokens = await storedTokens(db, chain.id, [...contracts.keys()])
    const nftKeys = new Map(transfers.filter((t) => t.kind === 'erc721').map((t) => [`${t.token}:${t.amount}`, t]))
    const haveNfts = await storedNfts(db, chain.id, [...nftKeys.keys()])
    const [tokens, nfts] = await Promise.all([
      Promise.all([...contracts].filter(([address]) => !haveTokens.has(address)).map(([address, standard]) => readTokenMeta(client(chain), address, standard))),
      Promise.all([...nftKeys].filter(([key]) => !haveNfts.has(key)).map(([, t]) => readNftMeta(client(chain), t.token!, t.amount))),
    ])
    return { tokens, nfts }
  }

  const syncChain = async (chain: LocalChain): Promise<SyncReport> => {
    const started = performance.now()
    const report: SyncReport = { chainId: chain.id, reset: false, blocks: 0, txs: 0, transfers: 0, ms: 0 }
    const rpc = client(chain)
    const head = Number(await rpc.getBlockNumber({ cacheTime: 0 }))
    let state = await readState(db, chain.id)
    if (state && (head < state.lastBlock || (await rpc.getBlock({ blockNumber: BigInt(state.lastBlock) })).hash !== state.lastHash)) {
      log(`indexer ${caip2(chain)}: chain reset (block ${state.lastBlock} is gone or changed); clearing its history and indexing again from block 0`)
      await clearChain(db, chain.id)
      report.reset = true
      state = null
    }
    let parentHash = state?.lastHash ?? null
    for (let from = state ? state.lastBlock + 1 : 0; from <= head && !stopped; from += chunkSize) {
      const blocks = await readBlocks(rpc, from, Math.min(head, from + chunkSize - 1))
      for (const block of blocks) {
        if (parentHash !== null && block.parentHash !== parentHash) throw new Error(`block ${block.number} does not follow the indexed chain; will re-check`)
        parentHash = block.hash
      }
      const { tokens, nfts } = await metadata(chain, blocks)
      await saveBlocks(db, chain.id, blocks, tokens, nfts)
      report.blocks += blocks.length
      report.txs += blocks.reduce((sum, block) => sum + block.txs.length, 0)
      report.transfers += blocks.reduce((sum, block) => sum + block.transfers.length, 0)
    }
    report.ms = performance.now() - started
    if ((!first.has(chain.id) || report.reset || report.blocks >= chunkSize) && report.blocks > 0) {
      const rate = Math.round((report.blocks / Math.max(report.ms, 1)) * 1000)
      log(`indexer ${caip2(chain)}: ${report.blocks} blocks to #${head} (${report.txs} txs, ${report.transfers} transfers) in ${Math.round(report.ms)} ms, ${rate} blocks/s`)
    }
    first.add(chain.id)
    return report
  }

  const idle = (chain: LocalChain): SyncReport => ({ chainId: chain.id, reset: false, blocks: 0, txs: 0, transfers: 0, ms: 0 })
  const runners = new Map(chains.map((chain) => [chain.id, oneAtATime(() => (stopped ? Promise.resolve(idle(chain)) : syncChain(chain)))]))

  const sync = (chainIds?: readonly number[]): Promise<SyncReport[]> =>
    Promise.all(chains.filter((chain) => !chainIds || chainIds.includes(chain.id)).map((chain) => runners.get(chain.id)!()))

  const poll = (): void => {
    polling = sync().then(
      () => {
        if (failing) log(`indexer: chains answer again`)
        failing = ''
      },
      (error: unknown) => {
        const message = error instanceof Error ? error.message.split('\n')[0]! : String(error)
        if (message !== failing) log(`indexer: sync failed, retrying every ${pollMs} ms: ${message}`)
        failing = message
      },
    ).finally(() => {
      if (!stopped) timer = setTimeout(poll, pollMs)
    })
  }

  return {
    start: () => {
      if (started || stopped) return
      started = true
      poll()
    },
    sync,
    stop: async () => {
      stopped = true
      clearTimeout(timer)
      await polling
      await sync().catch(() => undefined)
    },
  }
}
