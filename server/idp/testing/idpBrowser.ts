/**
 * Tests' stand-in for a browser on the identity provider: keeps cookies, follows redirects while they stay
 * on the provider, and stops at the first one that leaves it (the client's callback), which it does not fetch.
 */

export interface Page {
  /** Where the browser ended up: a page of the provider, or the client's callback URL (then body is ''). */
  url: URL
  status: number
  body: string
  /** True when the last redirect left the provider (url is then the callback). */
  left: boolean
}

export class IdpBrowser {
  private readonly cookies = new Map<string, string>()

  constructor(private readonly origin: string) {}

  /** GET url, or POST the form to it, then follow redirects as a browser would (303 → GET). */
  async navigate(url: string | URL, form?: Record<string, string>): Promise<Page> {
    let target = new URL(url, this.origin)
    let init: RequestInit = form ? { method: 'POST', body: new URLSearchParams(form) } : { method: 'GET' }
    for (let hops = 0; hops < 10; hops++) {
      const response = await fetch(target, { ...init, redirect: 'manual', headers: { cookie: this.cookieHeader() } })
      this.keepCookies(response)
      const location = response.headers.get('location')
      if (response.status < 300 || response.status >= 400 || location === null) {
        return { url: target, status: response.status, body: await response.text(), left: false }
      }
      await response.body?.cancel()
      target = new URL(location, target)
      if (target.origin !== this.origin) return { url: target, status: response.status, body: '', left: true }
      init = { method: 'GET' }
    }
    throw new Error(`too many redirects, last ${target.href}`)
  }

  /** Submits the page's form whose action ends with `actionSuffix` (the form's fields are the caller's). */
  submit(page: Page, actionSuffix: string, fields: Record<string, string> = {}): Promise<Page> {
    const actions = [...page.body.matchAll(/(?:action|formaction)="([^"]+)"/g)].map((match) => match[1]!)
    const action = actions.find((candidate) => candidate.endsWith(actionSuffix))
    if (!action) throw new Error(`no form action ending with ${actionSuffix} on ${page.url.href}: ${actions.join(', ')}`)
    return this.navigate(action.replaceAll('&amp;', '&'), fields)
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  // Paths are ignored: each cookie of the provider has its own name.
  private keepCookies(response: Response): void {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';')
      const separator = pair.indexOf('=')
      const name = pair.slice(0, separator).trim()
      const value = pair.slice(separator + 1).trim()
      const expired = attributes.some((attribute) => {
        const [key = '', date = ''] = attribute.split('=')
        return key.trim().toLowerCase() === 'expires' && Date.parse(date) <= Date.now()
      })
      if (expired || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }
}
