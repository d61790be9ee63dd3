/**
 * Whether `origin` is in the project's allowed origins: an exact match, or a `*.` wildcard entry matching
 * any subdomain (with the same scheme, when the entry names one).
 */
export function isOriginAllowed(origin: string, allowed: readonly string[]): boolean {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  return allowed.some((entry) => {
    if (entry === url.origin) return true
    const wildcard = /^(?:(https?):\/\/)?\*\.(.+)$/.exec(entry)
    if (!wildcard) return false
    const [, scheme, domain = ''] = wildcard
    if (scheme && `${scheme}:` !== url.protocol) return false
    const host = url.port ? `${url.hostname}:${url.port}` : url.hostname
    return host.endsWith(`.${domain}`)
  })
}
