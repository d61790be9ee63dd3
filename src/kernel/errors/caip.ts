import { BaseError, type BaseErrorOptions } from './BaseError'

/** §5 CAIP and namespace rules, word for word. */
const CAIP_TEXTS = {
  INVALID_CAIP_10: 'Invalid CAIP-10 address',
  INVALID_CAIP_2: 'Invalid CAIP-2 network id',
  NAMESPACE_REQUIRED: 'namespace is required',
  ADAPTER_MISSING: "Adapter for namespace {namespace} doesn't exist",
  NETWORK_OUTSIDE_NAMESPACE: 'Network {network} is not in namespace {namespace}',
  INVALID_NETWORK: 'Invalid network: {reason}',
} as const

export type CaipErrorCode = keyof typeof CAIP_TEXTS

/** The text of a code, for a message that quotes it (the options' network check). */
export const caipText = (code: CaipErrorCode): string => CAIP_TEXTS[code]

/** A CAIP-2 / CAIP-10 id, a namespace or a network that breaks a §5 rule; `input` is what was given, when there was one. */
export class CaipError extends BaseError<CaipErrorCode> {
  override name = 'CaipError'
  readonly input: string | undefined

  constructor(code: CaipErrorCode, options: BaseErrorOptions & { readonly input?: string } = {}) {
    super(code, CAIP_TEXTS[code], options)
    this.input = options.input
  }
}
