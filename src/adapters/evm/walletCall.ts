import type { WalletCall } from '../../kernel/adapterTypes'
/** §5: a wallet call's 'to' address must start with 0x, and so must its optional data. */

export type { WalletCall }

export const WALLET_CALL_ERRORS = {
  to: "Invalid 'to' address: it must start with 0x",
  data: 'Invalid data: it must start with 0x',
} as const

export function assertWalletCall(call: WalletCall): void {
  if (!call.to.startsWith('0x')) throw new Error(WALLET_CALL_ERRORS.to)
  if (call.data !== undefined && !call.data.startsWith('0x')) throw new Error(WALLET_CALL_ERRORS.data)
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
