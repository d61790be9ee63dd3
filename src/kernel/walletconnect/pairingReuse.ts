import { WALLET_PROTOCOL } from '../lazyConstants'

/** §4: a pairing expires 4 minutes after it is created. */
export const PAIRING_EXPIRY_WINDOW_MS: number = WALLET_PROTOCOL.pairingExpiryWindow
/** §4: a pairing counts as expired within 10 seconds of its expiry. */
export const PAIRING_EXPIRY_MARGIN_MS: number = WALLET_PROTOCOL.pairingExpiryMargin

/** §4: expired when the expiry is missing or less than 10 s away (or past). Times in ms. */
export function isPairingExpired(expiry: number | undefined, now: number): boolean {
  if (expiry === undefined || !Number.isFinite(expiry)) return true
  return expiry - now < PAIRING_EXPIRY_MARGIN_MS
}

/** The expiry of a pairing created at `now` (ms). */
export function pairingExpiryFrom(now: number): number {
  return now + PAIRING_EXPIRY_WINDOW_MS
}

/**
 * §4: on Safari on iOS or inside Telegram (`reuseAllowed`), a pending pairing is shown again
 * instead of a new one, until it expires.
 */
export function shouldReusePairing(input: {
  pending: { uri: string; expiry?: number | undefined } | undefined
  reuseAllowed: boolean
  now: number
}): boolean {
  const { pending, reuseAllowed, now } = input
  if (!reuseAllowed || !pending || pending.uri === '') return false
  return !isPairingExpired(pending.expiry, now)
}
