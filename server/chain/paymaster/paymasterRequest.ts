import { hexToBigInt, type Address, type Hex } from 'viem'
import { z } from 'zod'
import { userOperationSchema } from '../bundler/bundlerRequest'
import type { SponsoredOperation } from './verifyingPaymasterData'

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'expected a 20-byte hex address')
const chainIdHex = z.string().regex(/^0x[1-9a-fA-F][0-9a-fA-F]{0,15}$/, 'expected a hex chain id (0x…)')
/** ERC-7677's paymaster-specific context (a policy id, say): none is needed here, but a client may send one. */
const context = z.record(z.string(), z.unknown()).nullable().optional()

/** For stub data the operation is not final: the gas limits may be missing, the account's signature a stand-in or none. */
const operationForStub = userOperationSchema.partial({ callGasLimit: true, verificationGasLimit: true, preVerificationGas: true, signature: true })
/** For the data to send, every field the signature covers (gas limits and fees) must be there. */
const operationToSponsor = userOperationSchema.partial({ signature: true })

/** [userOperation, entryPoint, chainId, context?] */
const params = <T extends z.ZodType>(operation: T) => z.tuple([operation, address, chainIdHex, context])

/** The ERC-7677 methods POST /v1/paymaster answers (an allow-list), each with the parameters it accepts. */
export const PAYMASTER_METHODS = {
  pm_getPaymasterStubData: params(operationForStub),
  pm_getPaymasterData: params(operationToSponsor),
} as const

export type PaymasterMethod = keyof typeof PAYMASTER_METHODS

export const isPaymasterMethod = (method: string): method is PaymasterMethod => Object.hasOwn(PAYMASTER_METHODS, method)

/** The parsed parameters: the operation (quantities as bigints; a missing gas limit is 0), the EntryPoint, the chain id. */
export interface PaymasterParams {
  operation: SponsoredOperation
  entryPoint: Address
  chainId: number
}

type OperationInput = z.infer<typeof operationForStub>

const quantity = (value: string | undefined): bigint => (value === undefined ? 0n : hexToBigInt(value as Hex))

export function paymasterParams([operation, entryPoint, chainId]: readonly [OperationInput, string, string, ...unknown[]]): PaymasterParams {
  return {
    operation: {
      sender: operation.sender as Address,
      nonce: quantity(operation.nonce),
      ...(operation.factory ? { factory: operation.factory as Address, factoryData: (operation.factoryData ?? '0x') as Hex } : {}),
      callData: operation.callData as Hex,
      callGasLimit: quantity(operation.callGasLimit),
      verificationGasLimit: quantity(operation.verificationGasLimit),
      preVerificationGas: quantity(operation.preVerificationGas),
      maxFeePerGas: quantity(operation.maxFeePerGas),
      maxPriorityFeePerGas: quantity(operation.maxPriorityFeePerGas),
      ...(operation.paymasterVerificationGasLimit ? { paymasterVerificationGasLimit: quantity(operation.paymasterVerificationGasLimit) } : {}),
      ...(operation.paymasterPostOpGasLimit ? { paymasterPostOpGasLimit: quantity(operation.paymasterPostOpGasLimit) } : {}),
    },
    entryPoint: entryPoint as Address,
    chainId: Number(hexToBigInt(chainId as Hex)),
  }
}
