/**
 * gangway/networks: ready CaipNetwork objects for `networks` (AppKit's names, from viem's chains), and
 * `defineChain` / `toCaipNetwork` for a chain of your own. Import by name; a bundle keeps only what it imports.
 */
export * from './evmNetworks'
export { solana, solanaDevnet, solanaLocal, solanaTestnet } from './solanaNetworks'
export { gangwayLocal, gangwayLocal2 } from './gangwayLocal'
export { defineChain, type ChainDefinitionWithCaip } from './defineChain'
export { toCaipNetwork } from './toCaipNetwork'
export type { ChainDefinition } from './chainDefinition'
export type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../kernel/types'
