import { numberToHex, type Hex } from 'viem'
import { ApiError } from '../http/apiError'
import { requireOwnAddress } from './smartWalletRpc'

/** §5: what a wallet_getCapabilities without an account answers. */
export const CAPABILITIES_NEED_ADDRESS = 'A capabilities request needs an address parameter'

/** EIP-5792: the first parameter is the account asked about; it must be the wallet's account in use. */
export function requireCapabilitiesAddress(own: string, params: unknown): void {
  const [address] = Array.isArray(params) ? (params as unknown[]) : []
  if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(address)) throw new ApiError(400, CAPABILITIES_NEED_ADDRESS)
  requireOwnAddress(own, address)
}

/**
 * EIP-5792 capabilities of the embedded wallet's signer (an EOA) on `chainId`: its wallet_sendCalls sends the calls
 * one by one (not atomic) and no paymaster pays for them.
 */
export function eoaCapabilities(chainId: number): Record<Hex, { atomic: { status: 'unsupported' }; paymasterService: { supported: false } }> {
  return { [numberToHex(chainId)]: { atomic: { status: 'unsupported' }, paymasterService: { supported: false } } }
}
