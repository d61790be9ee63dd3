import type { CaipNetwork } from '../../kernel/types'

/** Wallet Standard names clusters, CAIP-2 names genesis hashes: the four the standard knows. */
const STANDARD_CHAINS: Readonly<Record<string, string>> = {
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'solana:devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}

/** The Wallet Standard chain of a network: mainnet, devnet and testnet by genesis hash, anything else localnet. */
export const standardChainOf = (network: CaipNetwork): string => STANDARD_CHAINS[network.caipNetworkId] ?? 'solana:localnet'

/** A public cluster: a wallet may send there itself (solana:signAndSendTransaction); elsewhere the kit's RPC sends. */
export const isPublicCluster = (network: CaipNetwork): boolean => network.caipNetworkId in STANDARD_CHAINS
