import { z } from 'zod'

const quantity = z.string().regex(/^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,63})$/, 'expected a hex quantity (0x…)')
const data = z.string().regex(/^0x([0-9a-fA-F]{2})*$/, 'expected hex bytes (0x…)').max(2 * 64 * 1024, 'at most 64 KiB')
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'expected a 20-byte hex address')
const hash = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'expected a 32-byte hex hash')

/** A v0.7 user operation as ERC-7769's eth_sendUserOperation carries it (unknown fields are dropped, never forwarded). */
export const userOperationSchema = z.object({
  sender: address,
  nonce: quantity,
  factory: address.optional(),
  factoryData: data.optional(),
  callData: data,
  callGasLimit: quantity,
  verificationGasLimit: quantity,
  preVerificationGas: quantity,
  maxFeePerGas: quantity,
  maxPriorityFeePerGas: quantity,
  paymaster: address.optional(),
  paymasterVerificationGasLimit: quantity.optional(),
  paymasterPostOpGasLimit: quantity.optional(),
  paymasterData: data.optional(),
  signature: data,
})

/** For eth_estimateUserOperationGas the gas limits are what is asked for, so they may be missing. */
const operationToEstimate = userOperationSchema.partial({ callGasLimit: true, verificationGasLimit: true, preVerificationGas: true, maxFeePerGas: true, maxPriorityFeePerGas: true })

/** A state override for the estimate's simulation (balances, code, storage of some accounts). */
const stateOverride = z.record(
  address,
  z.object({ balance: quantity.optional(), nonce: quantity.optional(), code: data.optional(), state: z.record(hash, hash).optional(), stateDiff: z.record(hash, hash).optional() }),
)

const noParams = z.union([z.tuple([]), z.undefined()])

/**
 * The bundler methods POST /v1/bundler forwards (an allow-list: a bundler also answers debug and admin methods),
 * each with the parameters it accepts.
 */
export const BUNDLER_METHODS = {
  eth_sendUserOperation: z.tuple([userOperationSchema, address]),
  eth_estimateUserOperationGas: z.union([z.tuple([operationToEstimate, address]), z.tuple([operationToEstimate, address, stateOverride])]),
  eth_getUserOperationReceipt: z.tuple([hash]),
  eth_getUserOperationByHash: z.tuple([hash]),
  eth_supportedEntryPoints: noParams,
  eth_chainId: noParams,
  pimlico_getUserOperationGasPrice: noParams,
} as const

export type BundlerMethod = keyof typeof BUNDLER_METHODS

export const isBundlerMethod = (method: string): method is BundlerMethod => Object.hasOwn(BUNDLER_METHODS, method)

/** One JSON-RPC request (batches are not taken: a user operation's calls go one at a time). */
export const bundlerRequestEnvelope = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.number(), z.string().max(128), z.null()]),
  method: z.string().max(128),
  params: z.unknown().optional(),
})

/** The entry point a user operation names (the second parameter of the send and estimate methods), if any. */
export function entryPointOf(method: BundlerMethod, params: unknown): string | undefined {
  return (method === 'eth_sendUserOperation' || method === 'eth_estimateUserOperationGas') && Array.isArray(params) && typeof params[1] === 'string' ? params[1] : undefined
}
