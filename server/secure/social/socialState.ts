import { randomBytes } from 'node:crypto'

/** A new OAuth state: 32 random bytes as 64 lowercase hex characters. */
export const newSocialState = (): string => randomBytes(32).toString('hex')

export interface ReturnedState {
  /** The state the secure site issued. */
  state: string
  /** Inside a Telegram mini-app (no popup) the kit appends the host page's URL: where the callback redirects. */
  telegramAppUrl?: string
}

/**
 * The `state` a provider sent back: `<64 hex>`, or `<64 hex>-<encodeURIComponent(appUrl)>` from a Telegram
 * mini-app. Undefined when it is neither.
 */
export function parseReturnedState(raw: string | undefined): ReturnedState | undefined {
  const match = /^([0-9a-f]{64})(?:-(.+))?$/s.exec(raw ?? '')
  if (!match) return undefined
  const [, state, suffix] = match
  if (suffix === undefined) return { state: state! }
  try {
    return { state: state!, telegramAppUrl: decodeURIComponent(suffix) }
  } catch {
    return undefined
  }
}
