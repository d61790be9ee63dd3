/**
 * The §9 swap networks: twelve EVM networks whose swaps a hosted service serves through a swap aggregator. The
 * reference cloud lists them as supported but has no aggregator offline, so their convert calls are refused with
 * SWAP_AGGREGATOR_NOT_CONFIGURED rather than answered with made-up data; the local chains swap on their own pools.
 */
export const AGGREGATOR_SWAP_NETWORKS: Readonly<Record<string, string>> = {
  'eip155:1': 'Ethereum',
  'eip155:42161': 'Arbitrum',
  'eip155:10': 'Optimism',
  'eip155:324': 'zkSync',
  'eip155:8453': 'Base',
  'eip155:56': 'BNB Smart Chain',
  'eip155:137': 'Polygon',
  'eip155:100': 'Gnosis',
  'eip155:43114': 'Avalanche',
  'eip155:250': 'Fantom',
  'eip155:8217': 'Kaia',
  'eip155:1313161554': 'Aurora',
}

/** The §9 swap network a CAIP-2 id names, or undefined. */
export const aggregatorNetworkName = (caipNetworkId: string): string | undefined =>
  Object.hasOwn(AGGREGATOR_SWAP_NETWORKS, caipNetworkId) ? AGGREGATOR_SWAP_NETWORKS[caipNetworkId] : undefined
