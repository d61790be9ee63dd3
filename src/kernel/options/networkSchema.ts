/**
 * The zod/mini schema of one network (the `networks` option, addNetwork, gangway/networks' defineChain), in a
 * file of its own so a bundle that checks networks only does not take in the rest of the options schema.
 */
import * as z from 'zod/mini'
import { isCaipNetworkId } from '../caip'
import { caipText } from '../errors/caip'
import { quote } from './reasons'

export const namespaceSchema = z.enum(['eip155', 'solana', 'polkadot', 'bip122'])
const stringList = z.array(z.string())

export const networkSchema = z
  .looseObject({
    // Custom schemas rather than unions and literals: zod's union and literal types would join the entry.
    id: z.custom<number | string>((id) => typeof id === 'string' || Number.isFinite(id), { error: 'expected a number or a string' }),
    caipNetworkId: z.string().check(
      z.refine(isCaipNetworkId, { error: (issue) => `${caipText('INVALID_CAIP_2')} ${quote(issue.input)}` }),
    ),
    chainNamespace: namespaceSchema,
    name: z.string(),
    nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number() }),
    rpcUrls: z.object({ default: z.object({ http: stringList, webSocket: z.optional(stringList) }) }),
    blockExplorers: z.optional(z.object({ default: z.object({ name: z.string(), url: z.string() }) })),
    testnet: z.optional(z.boolean()),
  })
  .check(
    z.superRefine((network, ctx) => {
      const [namespace] = String(network.caipNetworkId).split(':')
      if (isCaipNetworkId(network.caipNetworkId) && namespace !== network.chainNamespace) {
        ctx.addIssue({
          code: 'custom',
          path: ['chainNamespace'],
          message: `'${network.chainNamespace}' does not match the caipNetworkId '${network.caipNetworkId}'`,
          input: network.chainNamespace,
        })
      }
    }),
  )
