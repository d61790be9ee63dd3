import { isSolanaChainId, LOCAL_SOLANA_CHAIN } from '../../../src/protocol/solanaIds'
import { PORTS } from '../../ports'

/** A Solana cluster the embedded wallet signs for: its CAIP-2 id ('solana:<genesis hash, 32 chars>') and name. */
export interface SolanaChain {
  readonly id: string
  readonly name: string
}

/**
 * The embedded wallet on Solana: the clusters it signs for, and the chain-data service whose JSON-RPC proxy
 * (POST /v1/?chainId=solana:<ref>&projectId=…, spec §7) sends its transactions; the site never reaches a node itself.
 */
export interface SolanaSetup {
  readonly chains: readonly SolanaChain[]
  /** The chain-data service's base URL (http://127.0.0.1:3002 locally). */
  readonly chainDataUrl: string
  /** The HTTP client (tests answer with a stand-in); default fetch. */
  readonly fetch?: ((url: string, init: RequestInit) => Promise<Response>) | undefined
}

/** The local Solana chain `npm start` runs (gangway/networks' solanaLocal). */
export { LOCAL_SOLANA_CHAIN }

/** The default: the local Solana chain, sent through the local chain-data service. */
export const LOCAL_SOLANA_SETUP: SolanaSetup = { chains: [LOCAL_SOLANA_CHAIN], chainDataUrl: `http://127.0.0.1:${PORTS.chainData}` }

/** The Solana cluster with that CAIP-2 id, or undefined (anything else, an EVM id included). */
export function resolveSolanaChain(setup: SolanaSetup | undefined, value: unknown): SolanaChain | undefined {
  return setup && isSolanaChainId(value) ? setup.chains.find((chain) => chain.id === value) : undefined
}

/** Chain data's JSON-RPC proxy for one cluster, on behalf of a project (the frame's). */
export function solanaRpcEndpoint(setup: SolanaSetup, projectId: string, chain: SolanaChain): string {
  const query = new URLSearchParams({ chainId: chain.id, projectId })
  return `${setup.chainDataUrl.replace(/\/+$/, '')}/v1/?${query}`
}
