import { encodeFunctionData, hashMessage, hashTypedData, type Address, type Hex, type LocalAccount, type PublicClient } from 'viem'
import { entryPoint07Abi, toSmartAccount } from 'viem/account-abstraction'
import { gangwayAccountFactoryAbi } from '../contracts/gangwayAccountArtifacts'
import { ENTRY_POINT_07, GANGWAY_ACCOUNT_FACTORY } from './aaAddresses'
import { gangwayAccountAddress } from './gangwayAccountAddress'
import { decodeSimpleAccountCalls, encodeSimpleAccountCalls, signSimpleAccountUserOperation, STUB_SIGNATURE } from './simpleAccountCalls'

/** A GangwayAccount needs its chain's id to sign (its EIP-712 domain holds it). */
export class GangwayAccountChainError extends Error {
  override name = 'GangwayAccountChainError'
  readonly code = 'GANGWAY_ACCOUNT_NO_CHAIN'
}

export type GangwayAccount = Awaited<ReturnType<typeof toGangwayAccount>>

/** The EIP-712 type GangwayAccount.sol's replaySafeHash hashes `hash` with. */
const MESSAGE_TYPES = { GangwayAccountMessage: [{ name: 'hash', type: 'bytes32' }] } as const

/**
 * What the owner signs so that GangwayAccount.isValidSignature(hash, signature) holds: `hash` wrapped in
 * GangwayAccountMessage under the account's own EIP-712 domain (its address and chain), never `hash` itself, so the
 * signature is good for this account on this chain only (not the owner's other accounts, not the owner's EOA).
 */
export function replaySafeTypedData(account: Address, chainId: number, hash: Hex) {
  return {
    domain: { name: 'Gangway Account', version: '1', chainId, verifyingContract: account },
    types: MESSAGE_TYPES,
    primaryType: 'GangwayAccountMessage',
    message: { hash },
  } as const
}

/**
 * viem's smart account for the GangwayAccount of `owner` (salt 0) through GangwayAccountFactory and EntryPoint v0.7:
 * user operations as SimpleAccount 0.7 (`execute` / atomic `executeBatch`, the owner's EIP-191 signature of the
 * operation hash, the factory call in the first one); messages and typed data signed for ERC-1271 as
 * replaySafeTypedData says. viem's toSmartAccount wraps those in ERC-6492 (with the factory call) while the account is
 * not deployed, so they verify before deployment too: the implementation here returns the bare 1271 signature.
 */
export async function toGangwayAccount(client: PublicClient, owner: LocalAccount) {
  const address = gangwayAccountAddress(owner.address)
  const chainId = (): number => {
    const id = client.chain?.id
    if (id === undefined) throw new GangwayAccountChainError('the client has no chain: a GangwayAccount signature is bound to its chain id')
    return id
  }
  const signHash = (hash: Hex) => owner.signTypedData(replaySafeTypedData(address, chainId(), hash))
  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint07Abi, address: ENTRY_POINT_07, version: '0.7' },
    getAddress: async () => address,
    encodeCalls: async (calls) => encodeSimpleAccountCalls(calls),
    decodeCalls: async (data) => decodeSimpleAccountCalls(data),
    async getFactoryArgs() {
      return { factory: GANGWAY_ACCOUNT_FACTORY, factoryData: encodeFunctionData({ abi: gangwayAccountFactoryAbi, functionName: 'createAccount', args: [owner.address, 0n] }) }
    },
    async getStubSignature() {
      return STUB_SIGNATURE
    },
    async signUserOperation({ chainId: operationChainId, ...userOperation }) {
      return signSimpleAccountUserOperation(owner, operationChainId ?? chainId(), { ...userOperation, sender: address })
    },
    sign: async ({ hash }) => signHash(hash),
    signMessage: async ({ message }) => signHash(hashMessage(message)),
    signTypedData: async (typedData) => signHash(hashTypedData(typedData)),
  })
}
