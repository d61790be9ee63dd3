import { BaseError, type BaseErrorOptions } from './BaseError'

const ADAPTER_TEXTS = {
  ADAPTER_IN_USE: '{adapter} serves one kit: create one per createAppKit()',
  ADAPTER_NOT_SET_UP: 'The EVM adapter is not set up',
} as const

export type AdapterErrorCode = keyof typeof ADAPTER_TEXTS

/** A chain adapter used outside its contract (a developer's mistake): one kit per adapter, calls only once set up. */
export class AdapterError extends BaseError<AdapterErrorCode> {
  override name = 'AdapterError'

  constructor(code: AdapterErrorCode, options?: BaseErrorOptions) {
    super(code, ADAPTER_TEXTS[code], options)
  }
}
