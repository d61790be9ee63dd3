/** For tests: a browser over `app.request` that keeps cookies (by name and path, as a browser scopes them) and reads forms. */

type FetchApp = { request: (input: string, init?: RequestInit) => Response | Promise<Response> }

interface StoredCookie {
  name: string
  value: string
  path: string
}

export interface Page {
  status: number
  html: string
  /** The Location of a redirect, else undefined. */
  location: string | undefined
}

export class TestBrowser {
  readonly cookies: StoredCookie[] = []

  constructor(
    private readonly app: FetchApp,
    private readonly origin = 'http://127.0.0.1:3006',
  ) {}

  private cookieHeader(path: string): string {
    return this.cookies
      .filter((cookie) => path === cookie.path || path.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ')
  }

  /** Sets a cookie as a page of another port of the same host could (document.cookie): cookies ignore ports. */
  plantCookie(name: string, value: string, path: string): void {
    this.keep({ name, value, path })
  }

  private keep(cookie: StoredCookie): void {
    const at = this.cookies.findIndex((stored) => stored.name === cookie.name && stored.path === cookie.path)
    if (at >= 0) this.cookies.splice(at, 1)
    this.cookies.push(cookie)
  }

  private async send(path: string, init: RequestInit): Promise<Page> {
    const pathname = new URL(path, this.origin).pathname
    const headers = new Headers(init.headers)
    const cookie = this.cookieHeader(pathname)
    if (cookie) headers.set('cookie', cookie)
    const response = await this.app.request(`${this.origin}${path}`, { ...init, headers, redirect: 'manual' })
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim())
      const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)]
      const cookiePath = attributes.find((attribute) => /^path=/i.test(attribute))?.slice(5) ?? '/'
      this.keep({ name, value, path: cookiePath })
    }
    return { status: response.status, html: await response.text(), location: response.headers.get('location') ?? undefined }
  }

  get(path: string): Promise<Page> {
    return this.send(path, { method: 'GET' })
  }

  /** A form post, with the Origin a browser sends (override with `origin`, or null for none). */
  post(path: string, form: Record<string, string>, origin: string | null = this.origin): Promise<Page> {
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' }
    if (origin !== null) headers['origin'] = origin
    return this.send(path, { method: 'POST', headers, body: new URLSearchParams(form).toString() })
  }

  /** Posts and follows one redirect (303) with a GET. */
  async submit(path: string, form: Record<string, string>): Promise<Page> {
    const page = await this.post(path, form)
    return page.location ? this.get(new URL(page.location, this.origin).pathname) : page
  }
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" }
const unescape = (text: string): string => text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)

/** The value of the first form field named `name` in a page (hidden or not). */
export function fieldValue(html: string, name: string): string | undefined {
  const match = new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html)
  return match ? unescape(match[1]!) : undefined
}

/** The text of the element with `data-testid`. */
export function testIdText(html: string, testId: string): string | undefined {
  const match = new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`).exec(html)
  return match ? unescape(match[1]!) : undefined
}

/** The order id a checkout redirected to. */
export const orderIdOf = (location: string | undefined): string => /\/(?:orders|exchange)\/((?:ord|xpay)_[0-9a-f]{32})/.exec(location ?? '')?.[1] ?? ''
