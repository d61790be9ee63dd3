import * as z from 'zod/mini'
import { networkSchema } from '../options/schema'
import type { CaipNetwork, ChainNamespace } from '../types'

/** A network given to addNetwork, checked like the `networks` option, and in the namespace it is added to. */
export function parseNetwork(namespace: ChainNamespace, network: unknown): CaipNetwork {
  const parsed = z.safeParse(networkSchema, network)
  if (!parsed.success) throw new Error(`Invalid network: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || 'network'}: ${issue.message}`).join('; ')}`)
  const value = parsed.data as unknown as CaipNetwork
  if (value.chainNamespace !== namespace) throw new Error(`Network ${value.caipNetworkId} is not in namespace ${namespace}`)
  return value
}
