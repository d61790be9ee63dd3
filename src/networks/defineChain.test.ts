import { zksync } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { CaipError } from '../kernel/errors/caip'
import { parseOptions } from '../kernel/options'
import { defineChain } from './defineChain'

const chain = {
  id: 7777,
  name: 'My Chain',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.example'] } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:7777',
} as const

/** The message of what defineChain throws for `input` (which the types would refuse). */
function failure(input: unknown): string {
  try {
    defineChain(input as typeof chain)
  } catch (error) {
    expect(error).toBeInstanceOf(CaipError)
    expect(error).toMatchObject({ code: 'INVALID_NETWORK' })
    return (error as CaipError).message
  }
  throw new TypeError('defineChain accepted it')
}

describe('defineChain', () => {
  it('returns the CaipNetwork, which createAppKit accepts', () => {
    const network = defineChain(chain)
    expect(network).toEqual(chain)
    expect(parseOptions({ projectId: 'gangway-test', networks: [network] }).networks).toEqual([network])
  })

  it("takes a viem chain with AppKit's extra fields, and keeps only the CaipNetwork's", () => {
    const network = defineChain({ ...zksync, network: 'zksync', chainNamespace: 'eip155', caipNetworkId: 'eip155:324' })
    expect(Object.keys(network).sort()).toEqual(['blockExplorers', 'caipNetworkId', 'chainNamespace', 'id', 'name', 'nativeCurrency', 'rpcUrls'])
    expect(network.rpcUrls.default.webSocket).toEqual(zksync.rpcUrls.default.webSocket)
    expect(network.blockExplorers).toEqual({ default: { name: zksync.blockExplorers.default.name, url: zksync.blockExplorers.default.url } })
  })

  it('takes a network of another namespace', () => {
    const network = defineChain({ ...chain, id: 'abc', chainNamespace: 'solana', caipNetworkId: 'solana:abc', testnet: true })
    expect(network).toMatchObject({ id: 'abc', chainNamespace: 'solana', caipNetworkId: 'solana:abc', testnet: true })
  })

  it('refuses a malformed caipNetworkId', () => {
    expect(failure({ ...chain, caipNetworkId: '7777' })).toBe("Invalid network: caipNetworkId: Invalid CAIP-2 network id '7777'")
  })

  it('refuses a caipNetworkId of another namespace', () => {
    expect(failure({ ...chain, caipNetworkId: 'solana:7777' })).toBe("Invalid network: chainNamespace: 'eip155' does not match the caipNetworkId 'solana:7777'")
  })

  it('refuses a caipNetworkId of another chain', () => {
    expect(failure({ ...chain, caipNetworkId: 'eip155:1' })).toBe("Invalid network: caipNetworkId: 'eip155:1' does not name chain 7777")
  })

  it('refuses an unknown namespace and a missing field, naming each', () => {
    expect(failure({ ...chain, chainNamespace: 'cosmos', caipNetworkId: 'cosmos:7777' })).toMatch(/^Invalid network: caipNetworkId: .*; chainNamespace: /)
    expect(failure({ ...chain, rpcUrls: undefined })).toMatch(/^Invalid network: rpcUrls: /)
    expect(failure({ ...chain, nativeCurrency: { name: 'Ether', symbol: 'ETH' } })).toMatch(/^Invalid network: nativeCurrency\.decimals: /)
  })
})
