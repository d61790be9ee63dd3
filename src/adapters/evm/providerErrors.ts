import { PROVIDER_CODES, providerErrorCode } from '../../kernel/errors/provider'

/** §8 4902: the wallet does not know the chain yet, so it is added first (also when wrapped in -32603). */
export function needsAddChain(error: unknown): boolean {
  return providerErrorCode(error) === PROVIDER_CODES.unrecognisedChain
}

/** §8 32603: the wallet calls the chain id invalid. */
export function isInvalidChainId(error: unknown): boolean {
  const code = providerErrorCode(error)
  return code === PROVIDER_CODES.invalidChainId || code === PROVIDER_CODES.internal
}
