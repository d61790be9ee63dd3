/**
 * An endpoint override from the demo's address (?secureSite=, ?relay=), kept only when it points at this machine:
 * the overrides exist for the e2e runs, and an override to another host would relay a visitor's login through it.
 */
export function loopbackOverride(value: string | null): string | undefined {
  if (value === null) return undefined
  try {
    if (['127.0.0.1', 'localhost', '[::1]'].includes(new URL(value).hostname)) return value
  } catch {
    // not a URL: ignored below
  }
  console.warn(`[gangway demo] ignored the endpoint override ${JSON.stringify(value)}: only loopback addresses are taken`)
  return undefined
}
