/**
 * What gangway/networks reads from a chain: the fields of viem's `Chain` that a CaipNetwork keeps. Optional
 * fields allow `undefined` so that a viem chain (whose optional fields are typed that way) is one.
 */
export interface ChainDefinition {
  id: number | string
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] | undefined } }
  blockExplorers?: { default: { name: string; url: string } } | undefined
  testnet?: boolean | undefined
}
