/** A stable code: a name (most families) or an EIP-1193 / JSON-RPC number (provider errors). */
export type ErrorCode = string | number

export interface BaseErrorOptions {
  /** What went wrong underneath (another error, a wallet's answer). */
  readonly cause?: unknown
  /** More about this case, for logs and the line under a headline; never part of `message`. */
  readonly details?: string | undefined
  /** Values for the text's `{name}` placeholders (§8 writes them that way: 'No connector found for connection: {id}'). */
  readonly values?: Readonly<Record<string, string | number>>
}

/** Fills a text's `{name}` placeholders. */
export function fillText(text: string, values: BaseErrorOptions['values']): string {
  return values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : text
}

/**
 * The one base of every error the kit throws (viem's model): a stable `code` the UI maps to toasts and
 * alerts, `shortMessage` (the spec's text word for word, also the `message`), optional `details`, the
 * `cause`, and walk() through the chain of causes. One subclass per family, each in its own file.
 */
export class BaseError<TCode extends ErrorCode = string> extends Error {
  override name = 'GangwayError'
  readonly code: TCode
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(code: TCode, text: string, options: BaseErrorOptions = {}) {
    const message = fillText(text, options.values)
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
    this.shortMessage = message
    this.details = options.details
  }

  /**
   * The chain from this error through its causes: without `predicate`, the innermost one; with it, the first
   * that matches (or undefined).
   */
  walk(predicate?: (error: unknown) => boolean): unknown {
    return walkCauses(this, predicate)
  }
}

export function walkCauses(start: unknown, predicate: ((error: unknown) => boolean) | undefined): unknown {
  let current = start
  for (let depth = 0; depth < 16; depth++) {
    if (predicate?.(current)) return current
    const next = typeof current === 'object' && current !== null && 'cause' in current ? current.cause : undefined
    if (next === undefined || next === null) break
    current = next
  }
  return predicate ? undefined : current
}
