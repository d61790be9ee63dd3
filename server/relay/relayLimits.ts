/** The relay's per-client quotas, and the JSON-RPC errors that refuse what goes over them. */

export interface RelayLimits {
  /** Topics one connection may subscribe to (the SDK uses a handful per pairing and session). */
  maxSubscriptionsPerConnection: number
  /** Largest message (the base64 envelope) a publish may carry, below the frame cap. */
  maxMessageBytes: number
}

export const DEFAULT_LIMITS: RelayLimits = { maxSubscriptionsPerConnection: 1_000, maxMessageBytes: 128 * 1024 }

/** Server-error codes (JSON-RPC reserves -32000 to -32099 for them). */
export const QUOTA_ERRORS = { tooManySubscriptions: -32010, messageTooLarge: -32011, notStored: -32012 } as const

/** A request refused by a quota or because the message could not be stored; answered as a JSON-RPC error. */
export class RelayRequestError extends Error {
  override readonly name = 'RelayRequestError'
  readonly code: number
  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

export const tooManySubscriptions = (limit: number): RelayRequestError =>
  new RelayRequestError(QUOTA_ERRORS.tooManySubscriptions, `Too many subscriptions: at most ${limit} topics per connection`)

export const messageTooLarge = (bytes: number, limit: number): RelayRequestError =>
  new RelayRequestError(QUOTA_ERRORS.messageTooLarge, `Message too large: ${bytes} bytes, at most ${limit}`)
