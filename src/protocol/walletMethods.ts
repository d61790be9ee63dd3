/**
 * §6: the embedded wallet's unsafe methods (signing, sending, batches, typed data). The kit shows each in
 * the secure site's approval frame, the frame signs only after the visitor's click there, and the secure
 * site's API signs only with the approval that click recorded.
 */
export const UNSAFE_WALLET_METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls'] as const

export type UnsafeWalletMethod = (typeof UNSAFE_WALLET_METHODS)[number]

export const isUnsafeWalletMethod = (method: string): method is UnsafeWalletMethod => (UNSAFE_WALLET_METHODS as readonly string[]).includes(method)
