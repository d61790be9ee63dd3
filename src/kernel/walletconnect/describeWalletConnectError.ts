import { describeConnectError } from '../connections/describeConnectError'
import { connectionText } from '../errors/connection'

/** WalletConnect's USER_REJECTED codes (5000 'User rejected.', 5001-5003 for chains, methods, events). */
const WALLET_CONNECT_REJECTIONS = new Set([5000, 5001, 5002, 5003])

/** §8: the visitor said no in the wallet ('Connection rejected'), or anything else ('Failed to connect'). */
export function describeWalletConnectError(error: unknown): { message: string; detail: string } {
  const described = describeConnectError(error)
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined
  return typeof code === 'number' && WALLET_CONNECT_REJECTIONS.has(code) ? { ...described, message: connectionText('CONNECTION_REJECTED') } : described
}
