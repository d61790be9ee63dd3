import { BaseError, type BaseErrorOptions } from './BaseError'

/** §8 sign-in errors word for word, then the kit's own. */
const SIWX_TEXTS = {
  NOT_ENABLED: 'SIWX is not enabled',
  NO_ADDRESS: 'No ActiveCaipAddress found',
  NO_NETWORK: 'No ActiveCaipNetwork or client found',
  NO_CLIENT: 'No ConnectionController client found',
  // §8 toasts
  INITIALIZE_FAILED: 'A problem occurred while trying initialize authentication',
  SIGN_FAILED: 'Error signing message',
  // The kit's own
  INVALID_CONFIG: 'The sign-in config lacks {method}',
  SIWE_VERIFY_FAILED: 'Failed to verify message',
  NOT_ATTACHED: 'cloudSiwx is not attached to a kit: pass it as the siwx option of createAppKit',
  NOT_EIP155: 'cloudSiwx signs in on eip155 networks only: {chainId}',
} as const

export type SiwxErrorCode = keyof typeof SIWX_TEXTS

/** Sign in with the wallet (SIWX): a sign-in that could not start, be signed or be kept. */
export class SiwxError extends BaseError<SiwxErrorCode> {
  override name = 'SiwxError'

  constructor(code: SiwxErrorCode, options?: BaseErrorOptions) {
    super(code, SIWX_TEXTS[code], options)
  }
}

/** The text of a sign-in error code (the toasts show these without an error at hand). */
export const siwxText = (code: SiwxErrorCode): string => SIWX_TEXTS[code]
