import { decodeFunctionData, encodeFunctionData, type Address, type Hex, type LocalAccount } from 'viem'
import { getUserOperationHash, type UserOperation } from 'viem/account-abstraction'
import { simpleAccountAbi } from './aaAbis'
import { ENTRY_POINT_07 } from './aaAddresses'

/** Call data that is neither SimpleAccount's `execute` nor its `executeBatch`. */
export class SimpleAccountCallError extends Error {
  override name = 'SimpleAccountCallError'
  readonly code = 'NOT_A_SIMPLE_ACCOUNT_CALL'
}

/** A stand-in signature of the right length (65 bytes) for gas estimation, which never checks it. */
export const STUB_SIGNATURE: Hex = '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

interface Call {
  to: Address
  value?: bigint | undefined
  data?: Hex | undefined
}

/** One call is `execute`, several are one atomic `executeBatch` (SimpleAccount 0.7 and GangwayAccount alike). */
export function encodeSimpleAccountCalls(calls: readonly Call[]): Hex {
  const [only] = calls
  if (calls.length === 1 && only) return encodeFunctionData({ abi: simpleAccountAbi, functionName: 'execute', args: [only.to, only.value ?? 0n, only.data ?? '0x'] })
  return encodeFunctionData({
    abi: simpleAccountAbi,
    functionName: 'executeBatch',
    args: [calls.map((call) => call.to), calls.map((call) => call.value ?? 0n), calls.map((call) => call.data ?? '0x')],
  })
}

/** The calls of `execute` or `executeBatch` call data. */
export function decodeSimpleAccountCalls(data: Hex): { to: Address; value: bigint; data: Hex }[] {
  const decoded = decodeFunctionData({ abi: simpleAccountAbi, data })
  if (decoded.functionName === 'execute') return [{ to: decoded.args[0], value: decoded.args[1], data: decoded.args[2] }]
  if (decoded.functionName === 'executeBatch') {
    const [targets, values, datas] = decoded.args
    return targets.map((to, i) => ({ to, value: values[i] ?? 0n, data: datas[i] ?? '0x' }))
  }
  throw new SimpleAccountCallError(`not a SimpleAccount call: ${decoded.functionName}`)
}

/** The owner signs the EntryPoint v0.7 user-operation hash as an EIP-191 message, as SimpleAccount's validateUserOp expects. */
export async function signSimpleAccountUserOperation(owner: LocalAccount, chainId: number, userOperation: UserOperation<'0.7'>): Promise<Hex> {
  const hash = getUserOperationHash({ chainId, entryPointAddress: ENTRY_POINT_07, entryPointVersion: '0.7', userOperation })
  return owner.signMessage({ message: { raw: hash } })
}
