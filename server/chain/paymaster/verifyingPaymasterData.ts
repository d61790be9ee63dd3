import { concat, encodeAbiParameters, hexToBigInt, keccak256, slice, type Address, type Hex, type LocalAccount } from 'viem'
import { toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'

/**
 * A stand-in signature (65 bytes) for the stub data: ECDSA.recover takes it (low s, a valid r) and recovers an address
 * that is not the signer, so validation during gas estimation costs what the real one will, without a signature.
 */
export const STUB_PAYMASTER_SIGNATURE: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

/** The VerifyingPaymaster 0.7's gas: its validation is a hash and an ecrecover (about 40,000); it has no postOp. */
export const PAYMASTER_GAS = { verification: 100_000n, postOp: 0n } as const

/** What a sponsorship signs: the paymaster on a chain, and the window (unix seconds) in which it may be used. */
export interface SponsorshipTerms {
  chainId: number
  paymaster: Address
  validUntil: number
  validAfter: number
}

/** A v0.7 user operation as the paymaster sees it: everything but the signatures (its own and the account's). */
export type SponsoredOperation = Pick<
  UserOperation<'0.7'>,
  'sender' | 'nonce' | 'factory' | 'factoryData' | 'callData' | 'callGasLimit' | 'verificationGasLimit' | 'preVerificationGas' | 'maxFeePerGas' | 'maxPriorityFeePerGas' | 'paymasterVerificationGasLimit' | 'paymasterPostOpGasLimit'
>

/**
 * VerifyingPaymaster.getHash(userOp, validUntil, validAfter) of @account-abstraction/contracts 0.7.0, computed here:
 * keccak256(abi.encode(sender, nonce, keccak256(initCode), keccak256(callData), accountGasLimits, the paymaster's two gas
 * limits as one uint256 (paymasterAndData[20:52]), preVerificationGas, gasFees, chainid, paymaster, validUntil, validAfter)).
 */
export function verifyingPaymasterHash(operation: SponsoredOperation, terms: SponsorshipTerms): Hex {
  const packed = toPackedUserOperation({ ...operation, paymaster: terms.paymaster, paymasterData: '0x', signature: '0x' })
  return keccak256(
    encodeAbiParameters(
      [
        { type: 'address' }, { type: 'uint256' }, { type: 'bytes32' }, { type: 'bytes32' }, { type: 'bytes32' }, { type: 'uint256' },
        { type: 'uint256' }, { type: 'bytes32' }, { type: 'uint256' }, { type: 'address' }, { type: 'uint48' }, { type: 'uint48' },
      ],
      [
        packed.sender,
        packed.nonce,
        keccak256(packed.initCode),
        keccak256(packed.callData),
        packed.accountGasLimits,
        hexToBigInt(slice(packed.paymasterAndData, 20, 52)),
        packed.preVerificationGas,
        packed.gasFees,
        BigInt(terms.chainId),
        terms.paymaster,
        terms.validUntil,
        terms.validAfter,
      ],
    ),
  )
}

/** paymasterData as parsePaymasterAndData reads it after the address and gas limits: abi.encode(validUntil, validAfter) ++ signature. */
export function verifyingPaymasterData(terms: Pick<SponsorshipTerms, 'validUntil' | 'validAfter'>, signature: Hex): Hex {
  return concat([encodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], [terms.validUntil, terms.validAfter]), signature])
}

/** The signed paymasterData: the verifying signer signs getHash as an EIP-191 message (the contract's toEthSignedMessageHash). */
export async function signVerifyingPaymasterData(signer: LocalAccount, operation: SponsoredOperation, terms: SponsorshipTerms): Promise<Hex> {
  const signature = await signer.signMessage({ message: { raw: verifyingPaymasterHash(operation, terms) } })
  return verifyingPaymasterData(terms, signature)
}
