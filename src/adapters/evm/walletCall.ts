import type { WalletCall } from '../../kernel/adapterTypes'
import { WalletError } from '../../kernel/errors/wallet'
/** §5: a wallet call's 'to' address must start with 0x, and so must its optional data. */

export type { WalletCall }

export function assertWalletCall(call: WalletCall): void {
  if (!call.to.startsWith('0x')) throw new WalletError('INVALID_TO')
  if (call.data !== undefined && !call.data.startsWith('0x')) throw new WalletError('INVALID_DATA')
}

/** The eth_sendTransaction params of a call (quantities as hex, as EIP-1474 wants). */
export function toTransactionRequest(call: WalletCall): Record<string, string> {
  assertWalletCall(call)
  return {
    from: call.from,
    to: call.to,
    ...(call.value !== undefined ? { value: `0x${call.value.toString(16)}` } : {}),
    ...(call.data !== undefined ? { data: call.data } : {}),
  }
}
