/** EIP-1193 / EIP-1474 error codes the adapter reacts to (§8). */
export const PROVIDER_ERROR = {
  userRejected: 4001,
  unrecognisedChain: 4902,
  defaultCode: 5000,
  invalidChainId: 32603,
  internal: -32603,
} as const

/** The error's code, or the wrapped original's (mobile wallets wrap 4902 in -32603). */
export function providerErrorCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const { code, data } = error as { code?: unknown; data?: { originalError?: { code?: unknown } } }
  const original = data?.originalError?.code
  if (typeof original === 'number') return original
  return typeof code === 'number' ? code : undefined
}

export function isUserRejection(error: unknown): boolean {
  return providerErrorCode(error) === PROVIDER_ERROR.userRejected
}

/** §8 4902: the wallet does not know the chain yet, so it is added first (also when wrapped in -32603). */
export function needsAddChain(error: unknown): boolean {
  return providerErrorCode(error) === PROVIDER_ERROR.unrecognisedChain
}

/** §8 32603: the wallet calls the chain id invalid. */
export function isInvalidChainId(error: unknown): boolean {
  const code = providerErrorCode(error)
  return code === PROVIDER_ERROR.invalidChainId || code === PROVIDER_ERROR.internal
}
