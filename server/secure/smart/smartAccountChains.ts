import { z } from 'zod'
import type { LocalChain } from '../../chain/chains'
import type { LocalChainsInfo } from '../../chain/localChainsInfo'

/** How the secure site reaches a bundler: the chain-data service's POST /v1/bundler (spec §7), never the bundler itself. */
export interface SmartAccountSetup {
  /** The chain-data service's base URL (http://127.0.0.1:3002 locally). */
  readonly chainDataUrl: string
  /** The local chains and their ERC-4337 contracts (`local-chains.json`). */
  readonly info: LocalChainsInfo
  /** The HTTP client (tests answer with the chain-data app itself); default fetch. */
  readonly fetch?: (url: string, init: RequestInit) => Promise<Response>
}

/** A chain whose smart accounts the secure site can serve: its EntryPoint. */
export interface SmartAccountChain {
  readonly chain: LocalChain
  readonly entryPoint: string
}

/** The chains among `chains` whose local-chains entry has the ERC-4337 contracts. */
export function chainsWithEntryPoint(setup: SmartAccountSetup, chains: readonly LocalChain[]): SmartAccountChain[] {
  return chains.flatMap((chain) => {
    const entryPoint = setup.info.chains.find((candidate) => candidate.id === chain.id)?.accountAbstraction?.entryPoint
    return entryPoint ? [{ chain, entryPoint }] : []
  })
}

/** POST /v1/bundler for one chain, on behalf of a project (the frame's). */
export function bundlerEndpoint(setup: SmartAccountSetup, projectId: string, chainId: number): string {
  const query = new URLSearchParams({ projectId, chainId: `eip155:${chainId}`, bundler: 'pimlico' })
  return `${setup.chainDataUrl.replace(/\/+$/, '')}/v1/bundler?${query}`
}

const PROBE_TIMEOUT_MS = 2_000
const supportedEntryPoints = z.object({ result: z.array(z.string()) })

/**
 * The smart-account networks (GET_SMART_ACCOUNT_ENABLED_NETWORKS): the chains that have the EntryPoint and whose bundler
 * answers now that it serves it (eth_supportedEntryPoints through POST /v1/bundler, each asked at once, at most 2 s).
 * A chain whose bundler is down is left out, so the kit offers no smart account there.
 */
export async function smartAccountNetworks(setup: SmartAccountSetup, chains: readonly LocalChain[], projectId: string): Promise<number[]> {
  const send = setup.fetch ?? fetch
  const answers = await Promise.all(
    chainsWithEntryPoint(setup, chains).map(async ({ chain, entryPoint }) => {
      try {
        const response = await send(bundlerEndpoint(setup, projectId, chain.id), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
          signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
        })
        const parsed = supportedEntryPoints.safeParse(response.ok ? await response.json() : undefined)
        return parsed.success && parsed.data.result.some((address) => address.toLowerCase() === entryPoint.toLowerCase()) ? chain.id : undefined
      } catch {
        return undefined
      }
    }),
  )
  return answers.filter((id): id is number => id !== undefined)
}
