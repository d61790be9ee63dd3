/** Inputs for the parseOptions tests (src/kernel/options/*.test.ts): networks, plugins, a valid input, the thrown error. */
import { expect } from 'vitest'
import { BaseError } from '../kernel/errors/BaseError'
import { OptionsError } from '../kernel/errors/options'
import { parseOptions, type AppKitOptions } from '../kernel/options'
import type { PluginDescriptor } from '../kernel/plugins/types'
import type { CaipNetwork } from '../kernel/types'

export function network(caipNetworkId: string, extra: Record<string, unknown> = {}): CaipNetwork {
  const [namespace = 'eip155', reference = '1'] = caipNetworkId.split(':')
  return {
    id: namespace === 'eip155' ? Number(reference) : reference,
    caipNetworkId,
    chainNamespace: namespace,
    name: `Chain ${caipNetworkId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    ...extra,
  } as CaipNetwork
}

export const mainnet = network('eip155:1')
export const base = network('eip155:8453')
export const solana = network('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')

export const plugin = (name: string, extra: Partial<PluginDescriptor> = {}): PluginDescriptor => ({
  name,
  views: {},
  load: () => Promise.resolve({ views: {} }),
  ...extra,
})

export const valid: AppKitOptions = { projectId: 'project-1', networks: [base, mainnet] }

/** The OptionsError parseOptions throws for `input` (failing the test when it does not throw). */
export function optionsError(input: unknown): OptionsError {
  try {
    parseOptions(input)
  } catch (error) {
    expect(error).toBeInstanceOf(OptionsError)
    expect(error).toBeInstanceOf(BaseError)
    expect((error as OptionsError).code).toBe('INVALID_OPTION')
    return error as OptionsError
  }
  throw new Error('parseOptions did not throw')
}
