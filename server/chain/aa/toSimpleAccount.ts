import { encodeFunctionData, type LocalAccount, type PublicClient } from 'viem'
import { entryPoint07Abi, toSmartAccount } from 'viem/account-abstraction'
import { simpleAccountFactoryAbi } from './aaAbis'
import { ENTRY_POINT_07, SIMPLE_ACCOUNT_FACTORY_07 } from './aaAddresses'
import { decodeSimpleAccountCalls, encodeSimpleAccountCalls, signSimpleAccountUserOperation, STUB_SIGNATURE } from './simpleAccountCalls'
import { simpleAccountAddress } from './simpleAccountAddress'

/** SimpleAccount 0.7 verifies no ERC-1271 signature (it has no isValidSignature), so it signs user operations only. */
export class SimpleAccountSigningError extends Error {
  override name = 'SimpleAccountSigningError'
  readonly code = 'SIMPLE_ACCOUNT_CANNOT_SIGN'
}

export type SimpleAccount = Awaited<ReturnType<typeof toSimpleAccount>>

/**
 * viem's smart account for the reference SimpleAccount 0.7 of `owner` (salt 0) through the canonical factory and
 * EntryPoint v0.7: its address is derived counterfactually (simpleAccountAddress, no chain call); a first user
 * operation carries the factory call that deploys it; one call is `execute`, several are one atomic `executeBatch`;
 * the owner signs the user-operation hash as an EIP-191 message, as SimpleAccount's validateUserOp expects.
 * The embedded wallets use GangwayAccount (toGangwayAccount), which also signs messages; this one stays for the
 * canonical factory's tests.
 */
export async function toSimpleAccount(client: PublicClient, owner: LocalAccount) {
  const address = simpleAccountAddress(owner.address)
  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint07Abi, address: ENTRY_POINT_07, version: '0.7' },
    getAddress: async () => address,
    encodeCalls: async (calls) => encodeSimpleAccountCalls(calls),
    decodeCalls: async (data) => decodeSimpleAccountCalls(data),
    async getFactoryArgs() {
      return { factory: SIMPLE_ACCOUNT_FACTORY_07, factoryData: encodeFunctionData({ abi: simpleAccountFactoryAbi, functionName: 'createAccount', args: [owner.address, 0n] }) }
    },
    async getStubSignature() {
      return STUB_SIGNATURE
    },
    async signUserOperation({ chainId, ...userOperation }) {
      return signSimpleAccountUserOperation(owner, chainId ?? client.chain?.id ?? 0, { ...userOperation, sender: address })
    },
    async signMessage() {
      throw new SimpleAccountSigningError('SimpleAccount 0.7 has no ERC-1271 isValidSignature: it cannot sign messages')
    },
    async signTypedData() {
      throw new SimpleAccountSigningError('SimpleAccount 0.7 has no ERC-1271 isValidSignature: it cannot sign typed data')
    },
  })
}
