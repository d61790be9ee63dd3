import { decodeFunctionData, encodeFunctionData, type Hex, type LocalAccount, type PublicClient } from 'viem'
import { entryPoint07Abi, getUserOperationHash, toSmartAccount } from 'viem/account-abstraction'
import { simpleAccountAbi, simpleAccountFactoryAbi } from './aaAbis'
import { ENTRY_POINT_07, SIMPLE_ACCOUNT_FACTORY_07 } from './aaAddresses'
import { simpleAccountAddress } from './simpleAccountAddress'

/** SimpleAccount 0.7 verifies no ERC-1271 signature (it has no isValidSignature), so it signs user operations only. */
export class SimpleAccountSigningError extends Error {
  override name = 'SimpleAccountSigningError'
  readonly code = 'SIMPLE_ACCOUNT_CANNOT_SIGN'
}

/** A stand-in signature of the right length (65 bytes) for gas estimation, which never checks it. */
const STUB_SIGNATURE: Hex = '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

export type SimpleAccount = Awaited<ReturnType<typeof toSimpleAccount>>

/**
 * viem's smart account for the reference SimpleAccount 0.7 of `owner` (salt 0) through the canonical factory and
 * EntryPoint v0.7: its address is derived counterfactually (simpleAccountAddress, no chain call); a first user
 * operation carries the factory call that deploys it; one call is `execute`, several are one atomic `executeBatch`;
 * the owner signs the user-operation hash as an EIP-191 message, as SimpleAccount's validateUserOp expects.
 */
export async function toSimpleAccount(client: PublicClient, owner: LocalAccount) {
  const address = simpleAccountAddress(owner.address)
  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint07Abi, address: ENTRY_POINT_07, version: '0.7' },
    getAddress: async () => address,
    async encodeCalls(calls) {
      const [only] = calls
      if (calls.length === 1 && only) return encodeFunctionData({ abi: simpleAccountAbi, functionName: 'execute', args: [only.to, only.value ?? 0n, only.data ?? '0x'] })
      return encodeFunctionData({
        abi: simpleAccountAbi,
        functionName: 'executeBatch',
        args: [calls.map((call) => call.to), calls.map((call) => call.value ?? 0n), calls.map((call) => call.data ?? '0x')],
      })
    },
    async decodeCalls(data) {
      const decoded = decodeFunctionData({ abi: simpleAccountAbi, data })
      if (decoded.functionName === 'execute') return [{ to: decoded.args[0], value: decoded.args[1], data: decoded.args[2] }]
      if (decoded.functionName === 'executeBatch') {
        const [targets, values, datas] = decoded.args
        return targets.map((to, i) => ({ to, value: values[i] ?? 0n, data: datas[i] ?? '0x' }))
      }
      throw new SimpleAccountSigningError(`not a SimpleAccount call: ${decoded.functionName}`)
    },
    async getFactoryArgs() {
      return { factory: SIMPLE_ACCOUNT_FACTORY_07, factoryData: encodeFunctionData({ abi: simpleAccountFactoryAbi, functionName: 'createAccount', args: [owner.address, 0n] }) }
    },
    async getStubSignature() {
      return STUB_SIGNATURE
    },
    async signUserOperation({ chainId, ...userOperation }) {
      const hash = getUserOperationHash({
        chainId: chainId ?? client.chain?.id ?? 0,
        entryPointAddress: ENTRY_POINT_07,
        entryPointVersion: '0.7',
        userOperation: { ...userOperation, sender: address },
      })
      return owner.signMessage({ message: { raw: hash } })
    },
    async signMessage() {
      throw new SimpleAccountSigningError('SimpleAccount 0.7 has no ERC-1271 isValidSignature: it cannot sign messages')
    },
    async signTypedData() {
      throw new SimpleAccountSigningError('SimpleAccount 0.7 has no ERC-1271 isValidSignature: it cannot sign typed data')
    },
  })
}
