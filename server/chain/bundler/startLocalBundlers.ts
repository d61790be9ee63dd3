import { toHex, type Hex } from 'viem'
import { AA_ACCOUNTS } from '../aa/planAccountAbstraction'
import { rpcUrl, type LocalChain } from '../chains'
import { testAccount } from '../deployContracts'
import type { LocalChainsInfo } from '../localChainsInfo'
import type { BundlerTarget } from './bundlerRoutes'
import { startBundler, type BundlerHandle } from './startBundler'

const privateKey = (index: number): Hex => toHex(testAccount(index).getHdKey().privateKey!)

/**
 * Starts a bundler for each local chain that has a bundler port and the ERC-4337 contracts (executor #42, utility #43,
 * both funded at deployment), all at once; if one fails, the others are stopped again and the first failure thrown.
 */
export async function startLocalBundlers(chains: readonly LocalChain[], info: LocalChainsInfo, log: (line: string) => void): Promise<BundlerHandle[]> {
  const results = await Promise.allSettled(
    chains.flatMap((chain) => {
      const entryPoint = info.chains.find((candidate) => candidate.id === chain.id)?.accountAbstraction?.entryPoint
      if (chain.bundlerPort === undefined || !entryPoint) return []
      const options = { chainId: chain.id, rpcUrl: rpcUrl(chain), port: chain.bundlerPort, entryPoint, log }
      return [startBundler({ ...options, executorKey: privateKey(AA_ACCOUNTS.bundlerExecutor), utilityKey: privateKey(AA_ACCOUNTS.bundlerUtility) })]
    }),
  )
  const handles = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const failed = results.find((result) => result.status === 'rejected')
  if (failed) {
    await Promise.all(handles.map((handle) => handle.stop()))
    throw failed.reason
  }
  return handles
}

/** POST /v1/bundler's targets: each chain with ERC-4337 contracts and a bundler URL (`urlFor` answers undefined for none). */
export function bundlerTargets(info: LocalChainsInfo, urlFor: (chainId: number) => string | undefined): Record<string, BundlerTarget> {
  const targets: Record<string, BundlerTarget> = {}
  for (const chain of info.chains) {
    const url = urlFor(chain.id)
    if (chain.accountAbstraction && url) targets[chain.caipNetworkId] = { url, entryPoint: chain.accountAbstraction.entryPoint }
  }
  return targets
}

export const localBundlerUrl = (chain: LocalChain): string | undefined => (chain.bundlerPort === undefined ? undefined : `http://127.0.0.1:${chain.bundlerPort}`)
