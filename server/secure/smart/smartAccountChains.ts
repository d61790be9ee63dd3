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

/** ERC-7677 POST /v1/paymaster for one chain, on behalf of a project (the frame's): sponsors gas if the project does. */
export function paymasterEndpoint(setup: SmartAccountSetup, projectId: string, chainId: number): string {
  const query = new URLSearchParams({ projectId, chainId: `eip155:${chainId}` })
  return `${setup.chainDataUrl.replace(/\/+$/, '')}/v1/paymaster?${query}`
}

/** How long a paymasterSponsors answer is kept: a project's setting changes rarely, a capabilities call comes often. */
export const SPONSORSHIP_PROBE_TTL_MS = 30_000
const sponsorshipProbes = new WeakMap<SmartAccountSetup, Map<string, { sponsors: Promise<boolean>; expires: number }>>()
const stubAnswer = z.object({ result: z.object({ paymaster: z.string().regex(/^0x[0-9a-fA-F]{40}$/) }) })

/**
 * Whether the cloud's paymaster sponsors gas for the project's smart accounts on the chain: pm_getPaymasterStubData of
 * a placeholder operation through POST /v1/paymaster (no signature, no chain call) answers a paymaster. False for a
 * chain without the EntryPoint, a refusal, an error or no answer within 2 s; kept SPONSORSHIP_PROBE_TTL_MS per setup.
 */
export function paymasterSponsors(setup: SmartAccountSetup, projectId: string, chainId: number, now: () => number = Date.now): Promise<boolean> {
  const entryPoint = setup.info.chains.find((candidate) => candidate.id === chainId)?.accountAbstraction?.entryPoint
  if (!entryPoint) return Promise.resolve(false)
  let probes = sponsorshipProbes.get(setup)
  if (!probes) sponsorshipProbes.set(setup, (probes = new Map()))
  const key = `${projectId}\n${chainId}`
  const cached = probes.get(key)
  if (cached && cached.expires > now()) return cached.sponsors
  const sponsors = probeSponsorship(setup, paymasterEndpoint(setup, projectId, chainId), entryPoint, chainId)
  probes.set(key, { sponsors, expires: now() + SPONSORSHIP_PROBE_TTL_MS })
  return sponsors
}

async function probeSponsorship(setup: SmartAccountSetup, url: string, entryPoint: string, chainId: number): Promise<boolean> {
  const placeholder = { sender: `0x${'0'.repeat(39)}1`, nonce: '0x0', callData: '0x', maxFeePerGas: '0x0', maxPriorityFeePerGas: '0x0' }
  try {
    const response = await (setup.fetch ?? fetch)(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'pm_getPaymasterStubData', params: [placeholder, entryPoint, `0x${chainId.toString(16)}`] }),
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    })
    return response.ok && stubAnswer.safeParse(await response.json()).success
  } catch {
    return false
  }
}
