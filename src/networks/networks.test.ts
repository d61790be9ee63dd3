import { describe, expect, it } from 'vitest'
import { parseOptions } from '../kernel/options'
import type { CaipNetwork } from '../kernel/types'
import * as entry from './index'

const networks = Object.entries(entry).filter((pair): pair is [string, CaipNetwork] => typeof pair[1] === 'object')
const byName = new Map(networks)
const network = (name: string): CaipNetwork => {
  const found = byName.get(name)
  if (!found) throw new TypeError(`gangway/networks has no ${name}`)
  return found
}

/** Spec §9's twelve swap networks, each with its testnet, by AppKit's (viem's) export names. */
const SWAP_NETWORKS: ReadonlyArray<readonly [string, number, string, number]> = [
  ['mainnet', 1, 'sepolia', 11155111],
  ['arbitrum', 42161, 'arbitrumSepolia', 421614],
  ['optimism', 10, 'optimismSepolia', 11155420],
  ['zksync', 324, 'zksyncSepoliaTestnet', 300],
  ['base', 8453, 'baseSepolia', 84532],
  ['bsc', 56, 'bscTestnet', 97],
  ['polygon', 137, 'polygonAmoy', 80002],
  ['gnosis', 100, 'gnosisChiado', 10200],
  ['avalanche', 43114, 'avalancheFuji', 43113],
  ['fantom', 250, 'fantomTestnet', 4002],
  ['kaia', 8217, 'kairos', 1001],
  ['aurora', 1313161554, 'auroraTestnet', 1313161555],
]

const CAIP_NETWORK_KEYS = ['id', 'caipNetworkId', 'chainNamespace', 'name', 'nativeCurrency', 'rpcUrls', 'blockExplorers', 'testnet']

describe('gangway/networks', () => {
  it('has the twelve swap networks and their testnets, with their chain ids', () => {
    for (const [name, id, testnetName, testnetId] of SWAP_NETWORKS) {
      expect(network(name)).toMatchObject({ id, caipNetworkId: `eip155:${id}`, chainNamespace: 'eip155' })
      expect(network(name).testnet).not.toBe(true)
      expect(network(testnetName)).toMatchObject({ id: testnetId, caipNetworkId: `eip155:${testnetId}`, chainNamespace: 'eip155', testnet: true })
    }
  })

  it("has Solana's clusters under AppKit's ids", () => {
    expect(network('solana')).toMatchObject({ id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', chainNamespace: 'solana', testnet: false })
    expect(network('solanaDevnet')).toMatchObject({ caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', chainNamespace: 'solana', testnet: true })
    expect(network('solanaTestnet')).toMatchObject({ caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', chainNamespace: 'solana', testnet: true })
    expect(network('solana').nativeCurrency).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 })
  })

  it('has the two local chains', () => {
    expect(network('gangwayLocal')).toMatchObject({ id: 31337, caipNetworkId: 'eip155:31337', rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } })
    expect(network('gangwayLocal2')).toMatchObject({ id: 31338, caipNetworkId: 'eip155:31338', rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } } })
  })

  it.each(networks)('%s: its caipNetworkId is its namespace and id, and it has only CaipNetwork fields', (_name, value) => {
    expect(value.caipNetworkId).toBe(`${value.chainNamespace}:${String(value.id)}`)
    expect(value.caipNetworkId).toMatch(/^(eip155:[1-9][0-9]*|solana:[1-9A-HJ-NP-Za-km-z]{32})$/)
    expect(CAIP_NETWORK_KEYS).toEqual(expect.arrayContaining(Object.keys(value)))
    expect(value.rpcUrls.default.http.length).toBeGreaterThan(0)
  })

  it.each(networks)('%s is a valid network for createAppKit', (_name, value) => {
    expect(parseOptions({ projectId: 'gangway-test', networks: [value] }).networks).toEqual([value])
    expect(parseOptions({ projectId: 'gangway-test', networks: [value], defaultNetwork: value }).defaultNetwork).toBe(value)
  })

  it('gives every network a distinct caipNetworkId, and all of them together are valid', () => {
    const ids = networks.map(([, value]) => value.caipNetworkId)
    expect(new Set(ids).size).toBe(ids.length)
    expect(parseOptions({ projectId: 'gangway-test', networks: networks.map(([, value]) => value) }).networks).toHaveLength(networks.length)
  })
})
