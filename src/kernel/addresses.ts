/**
 * The §5 address recognisers. Only lazy code uses them (the connection flows, the send plugin), so they
 * live apart from caip.ts, which the entry carries.
 */

/** 40 hex characters with an optional 0x. */
export function isEvmAddress(value: string): boolean {
  return /^(0x)?[0-9a-fA-F]{40}$/.test(value)
}

/** 32 to 44 base58 characters (no 0, O, I or l). */
export function isSolanaAddress(value: string): boolean {
  return /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)
}
