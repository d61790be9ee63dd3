/** The hosts that are this machine, by name exactly (no subdomain, no other spelling). */
const LOOPBACK_HOSTNAMES: readonly string[] = ['localhost', '127.0.0.1']

/**
 * Whether `origin` is a page of this machine: an http(s) origin, in its canonical form, whose host is exactly
 * localhost or 127.0.0.1, on any port. Parsed with URL, so 'http://localhost.evil.com' or
 * 'http://localhost@evil.com' are not.
 */
export function isLoopbackOrigin(origin: string): boolean {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTNAMES.includes(url.hostname) && url.origin === origin
}
