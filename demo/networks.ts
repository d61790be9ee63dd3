import type { CaipNetwork } from 'gangway'

/** The two local dev chains that `npm start` runs (anvil). */
export { gangwayLocal, gangwayLocal2, mainnet, sepolia, solanaLocal } from 'gangway/networks'

/** The network with its own node at `rpcUrl` instead (unchanged when undefined). */
export function withRpcUrl(network: CaipNetwork, rpcUrl: string | undefined): CaipNetwork {
  return rpcUrl === undefined ? network : { ...network, rpcUrls: { default: { http: [rpcUrl] } } }
}
