/** A local EVM chain run by anvil. */
export interface LocalChain {
  /** EIP-155 chain id. */
  id: number
  name: string
  /** Port of its JSON-RPC endpoint on 127.0.0.1. */
  rpcPort: number
  /** Port of its ERC-4337 bundler on 127.0.0.1, when the cloud runs one for it. */
  bundlerPort?: number
}

/** The two local chains of the reference cloud (DESIGN.md: ports 8545, 8546), and their bundlers (4337, 4338). */
export const LOCAL_CHAINS: readonly LocalChain[] = [
  { id: 31337, name: 'Gangway Local', rpcPort: 8545, bundlerPort: 4337 },
  { id: 31338, name: 'Gangway Local 2', rpcPort: 8546, bundlerPort: 4338 },
]

/** The CAIP-2 id of a local chain, e.g. 'eip155:31337'. */
export const caip2 = (chain: LocalChain): string => `eip155:${chain.id}`

export const rpcUrl = (chain: LocalChain): string => `http://127.0.0.1:${chain.rpcPort}`
