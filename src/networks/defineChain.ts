import * as z from 'zod/mini'
import { CaipError } from '../kernel/errors/caip'
import { networkSchema } from '../kernel/options/networkSchema'
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../kernel/types'
import type { ChainDefinition } from './chainDefinition'
import { pickNetwork } from './toCaipNetwork'

/** A chain of any namespace, viem-style, with the two CAIP fields the kit needs. */
export interface ChainDefinitionWithCaip extends ChainDefinition {
  chainNamespace: ChainNamespace
  caipNetworkId: CaipNetworkId
}

/**
 * A network of your own (AppKit's `defineChain` from its networks entry): checked as createAppKit checks
 * `networks`, and the caipNetworkId must name this chain (`eip155:<id>`). Extra viem fields are dropped.
 * Throws CaipError 'Invalid network: …' naming each problem.
 */
// A type parameter, so an object literal with more of viem's fields (contracts, network) is accepted as it is.
export function defineChain<const T extends ChainDefinitionWithCaip>(chain: T): CaipNetwork {
  const parsed = z.safeParse(networkSchema, chain)
  if (!parsed.success) {
    throw new CaipError('INVALID_NETWORK', { values: { reason: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'network'}: ${issue.message}`).join('; ') } })
  }
  const reference = chain.caipNetworkId.slice(chain.caipNetworkId.indexOf(':') + 1)
  if (reference !== String(chain.id)) {
    throw new CaipError('INVALID_NETWORK', {
      values: { reason: `caipNetworkId: '${chain.caipNetworkId}' does not name chain ${String(chain.id)}` },
      input: chain.caipNetworkId,
    })
  }
  return pickNetwork(chain, chain.chainNamespace, chain.caipNetworkId)
}
