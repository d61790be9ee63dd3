/** §5: an e-mail payload (login, update) must be a valid e-mail: something@domain.tld, no spaces, at most 254 characters. */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 254
}
