/**
 * §6: the embedded wallet's unsafe methods (signing, sending, batches, typed data). The kit shows each in
 * the secure site's approval frame, the frame signs only after the visitor's click there, and the secure
 * site's API signs only with the approval that click recorded.
 */
export const UNSAFE_WALLET_METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls'] as const

export type UnsafeWalletMethod = (typeof UNSAFE_WALLET_METHODS)[number]

export const isUnsafeWalletMethod = (method: string): method is UnsafeWalletMethod => (UNSAFE_WALLET_METHODS as readonly string[]).includes(method)

/** §7 frame RPC Solana signing: the embedded wallet's Solana methods that need the visitor's approval, as the EVM ones. */
export const UNSAFE_SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'] as const

export type UnsafeSolanaMethod = (typeof UNSAFE_SOLANA_METHODS)[number]

export const isUnsafeSolanaMethod = (method: string): method is UnsafeSolanaMethod => (UNSAFE_SOLANA_METHODS as readonly string[]).includes(method)

/** Every method the approval frame takes (either namespace): what the secure site signs only after an approval. */
export const APPROVAL_METHODS = [...UNSAFE_WALLET_METHODS, ...UNSAFE_SOLANA_METHODS] as const

export type ApprovalMethod = (typeof APPROVAL_METHODS)[number]

export const isApprovalMethod = (method: string): method is ApprovalMethod => isUnsafeWalletMethod(method) || isUnsafeSolanaMethod(method)
