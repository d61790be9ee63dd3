/**
 * For the fault matrix: a second API, chain-data service and chain, beside the shared cloud, that a test can
 * kill and start again mid-flow. The API and chain data are the real apps (createApiApp, createChainDataApp
 * with the history indexer) on a seeded database, served on spare ports; killing one closes its server and
 * every open connection, as a crash does. The chain is a real anvil process (chain id 31337, the test
 * contracts deployed) killed with SIGKILL and started again from its state file, so it comes back with its
 * blocks and balances, as a restarted node does. The demo reaches them through its loopback overrides.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApiApp } from '../../server/api/createApiApp'
import { startAnvil, type AnvilHandle } from '../../server/chain/anvil'
import { rpcUrl, type LocalChain } from '../../server/chain/chains'
import { createChainDataApp } from '../../server/chain/createChainDataApp'
import { deployLocalContracts } from '../../server/chain/deployContracts'
import { createChainIndexer } from '../../server/chain/indexer/createIndexer'
import { localChainInfo, type LocalChainInfo } from '../../server/chain/localChainsInfo'
import type { Db } from '../../server/db/Db'
import { listen, type FetchApp, type Listening } from '../../server/http/listen'
import { openSeededDb } from '../../server/testing/openSeededDb'
import type { TestChain } from '../../src/testing'

/** A service that can be killed and started again on the same port. */
export interface Restartable {
  readonly url: string
  kill(): Promise<void>
  restart(): Promise<void>
}

export interface FaultStack {
  readonly api: Restartable
  readonly chainData: Restartable
  readonly chain: Restartable & { readonly info: LocalChainInfo; readonly testChain: TestChain }
  /** The demo's query parameters that point the kit at this stack. */
  readonly query: Record<string, string>
  stop(): Promise<void>
}

async function sparePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (address === null || typeof address === 'string') throw new Error('no spare port')
  return address.port
}

async function restartableServer(app: FetchApp, name: string): Promise<Restartable & { stop(): Promise<void> }> {
  const port = await sparePort()
  let server: Listening | undefined = await listen(app, port, name)
  const kill = async (): Promise<void> => {
    await server?.close()
    server = undefined
  }
  return {
    url: `http://127.0.0.1:${port}`,
    kill,
    restart: async () => {
      if (!server) server = await listen(app, port, name)
    },
    stop: kill,
  }
}

export async function startFaultStack(): Promise<FaultStack> {
  const cleanups: (() => Promise<unknown>)[] = []
  const stop = async (): Promise<void> => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined)
  }
  try {
    const folder = await mkdtemp(join(tmpdir(), 'gangway-fault-'))
    cleanups.push(() => rm(folder, { recursive: true, force: true }))
    const chain: LocalChain = { id: 31337, name: 'Gangway Local', rpcPort: await sparePort() }
    const stateFile = join(folder, 'chain-state.json')
    let anvil: AnvilHandle | undefined = await startAnvil(chain, { stateFile })
    cleanups.push(() => anvil?.stop() ?? Promise.resolve())
    const info = localChainInfo(chain, await deployLocalContracts(chain))
    const db: Db = await openSeededDb()
    cleanups.push(() => db.close())
    const indexer = createChainIndexer(db, [chain], { log: () => {} })
    indexer.start()
    cleanups.push(() => indexer.stop())
    const log = (): void => {}
    const api = await restartableServer(createApiApp(db, { log }), 'fault-matrix API')
    cleanups.push(() => api.stop())
    const chainData = await restartableServer(createChainDataApp(db, { log, chains: [chain], localChains: { chains: [info] }, indexer }), 'fault-matrix chain data')
    cleanups.push(() => chainData.stop())
    return {
      api,
      chainData,
      chain: {
        url: rpcUrl(chain),
        info,
        testChain: { id: chain.id, name: chain.name, rpcUrl: rpcUrl(chain) },
        // A crash, not a shutdown: nothing is written on the way out beyond the last one-second save.
        kill: async () => {
          if (!anvil) return
          process.kill(-anvil.pid, 'SIGKILL')
          await anvil.stop()
          anvil = undefined
        },
        restart: async () => {
          anvil ??= await startAnvil(chain, { stateFile })
        },
      },
      query: { api: api.url, analytics: api.url, chainData: chainData.url, [`rpc.${chain.id}`]: rpcUrl(chain) },
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
