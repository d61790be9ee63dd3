import type { CaipNetwork } from 'gangway'

/** The two local dev chains that `npm start` runs (anvil). */
export const gangwayLocal: CaipNetwork = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Gangway Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
}

export const gangwayLocal2: CaipNetwork = {
  id: 31338,
  caipNetworkId: 'eip155:31338',
  chainNamespace: 'eip155',
  name: 'Gangway Local 2',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
  testnet: true,
}

/** The network with its own node at `rpcUrl` instead (unchanged when undefined). */
export function withRpcUrl(network: CaipNetwork, rpcUrl: string | undefined): CaipNetwork {
  return rpcUrl === undefined ? network : { ...network, rpcUrls: { default: { http: [rpcUrl] } } }
}
