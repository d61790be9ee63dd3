import * as z from 'zod/mini'
import { CaipError } from '../errors/caip'
import { networkSchema } from '../options/networkSchema'
import type { CaipNetwork, ChainNamespace } from '../types'

/** A network given to addNetwork, checked like the `networks` option, and in the namespace it is added to. */
export function parseNetwork(namespace: ChainNamespace, network: unknown): CaipNetwork {
  const parsed = z.safeParse(networkSchema, network)
  if (!parsed.success) throw new CaipError('INVALID_NETWORK', { values: { reason: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'network'}: ${issue.message}`).join('; ') } })
  const value = parsed.data as unknown as CaipNetwork
  if (value.chainNamespace !== namespace) throw new CaipError('NETWORK_OUTSIDE_NAMESPACE', { values: { network: value.caipNetworkId, namespace }, input: value.caipNetworkId })
  return value
}
