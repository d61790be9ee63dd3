import type { CaipNetwork } from '../kernel/types'

/** The two local anvil chains that `npm start` runs (README, local services), for the demo and your own tests. */
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
