import { runInNewContext } from 'node:vm'
import { describe, expect, it, vi } from 'vitest'
import { parseSocialPopupMessage } from '../../src/protocol/socialMessages'
import { createFakeIdentityProvider, FAKE_ISSUER, pageData, SITE_URL, socialSteps } from './testing/socialTestKit'
import { useSecureSite } from './testing/useSecureSite'

const DEVICE = 'device-callback-01'
const APP = 'http://127.0.0.1:3000'

/** Runs /social/callback.js against a page's data attributes, with or without an opener. */
function runScript(script: string, html: string, withOpener = true) {
  const dataset: Record<string, string> = {}
  for (const name of ['result-uri', 'target-origin', 'error-message']) {
    const value = pageData(html, name)
    if (value !== undefined) dataset[name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())] = value
  }
  // The opener (the host page) and its two frames: the login frame and another one.
  const postMessage = vi.fn()
  const toFrames = [vi.fn(), vi.fn()]
  const close = vi.fn()
  const opener = { postMessage, frames: Object.assign(toFrames.map((post) => ({ postMessage: post })), { length: 2 }) }
  runInNewContext(script, { document: { body: { dataset } }, location: { origin: SITE_ORIGIN }, window: { opener: withOpener ? opener : null, close } })
  return { postMessage, toFrames, close }
}
const SITE_ORIGIN = new URL(SITE_URL).origin

describe('secure site: the OAuth callback page (the popup’s last page)', () => {
  const idp = createFakeIdentityProvider()
  const site = useSecureSite({ site: { identityProviderUrl: FAKE_ISSUER, outboundFetch: (url, init) => idp.fetch(url, init) } })
  const steps = socialSteps(site, idp)
  const open = async (callbackUrl: string) => {
    const url = new URL(callbackUrl)
    const response = await site.get(url.pathname + url.search)
    return { response, html: response.status === 302 ? '' : await response.text() }
  }
  const script = async () => (await site.get('/social/callback.js')).text()

  it('a known state: RESULT with this page’s URL, posted to the frames of the opener with the secure site’s exact origin as target (the host page gets RECEIVED only), then the window closes', async () => {
    const callbackUrl = idp.authorize(await steps.redirect('google', DEVICE), { sub: 'page' })
    const { response, html } = await open(callbackUrl)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(html).toContain('<script src="/social/callback.js" defer></script>')
    expect(pageData(html, 'result-uri')).toBe(callbackUrl)
    expect(callbackUrl.startsWith(`${SITE_URL}/social/callback/google?code=`)).toBe(true)
    expect(pageData(html, 'target-origin')).toBeUndefined()
    expect(html).toContain('You can close this window.')

    const js = await script()
    const { postMessage, toFrames, close } = runScript(js, html)
    for (const toFrame of toFrames) expect(toFrame).toHaveBeenCalledExactlyOnceWith({ type: '@gangway-social/RESULT', resultUri: callbackUrl }, SITE_ORIGIN)
    expect(parseSocialPopupMessage(toFrames[0]!.mock.calls[0]![0])).toEqual({ type: '@gangway-social/RESULT', resultUri: callbackUrl })
    expect(postMessage).toHaveBeenCalledExactlyOnceWith({ type: '@gangway-social/RECEIVED' }, '*')
    expect(close).toHaveBeenCalledOnce()
    // Without an opener the page only says the window can be closed.
    expect(runScript(js, html, false).close).not.toHaveBeenCalled()
    // The page does not use the state up: the frame's CONNECT_SOCIAL does.
    expect((await steps.connect(callbackUrl, DEVICE))[0]).toBe(200)
  })

  it('an unknown, used or expired state: ERROR with the message to any opener ("*"), shown on the page', async () => {
    const js = await script()
    const unknown = await open(`${SITE_URL}/social/callback/google?code=x&state=${'ab'.repeat(32)}`)
    expect(unknown.response.status).toBe(400)
    expect(pageData(unknown.html, 'error-message')).toBe('Invalid or expired sign-in state')
    expect(unknown.html).toContain('<p>Invalid or expired sign-in state</p>')
    expect(pageData(unknown.html, 'result-uri')).toBeUndefined()
    const { postMessage, toFrames, close } = runScript(js, unknown.html)
    expect(postMessage).toHaveBeenCalledExactlyOnceWith({ type: '@gangway-social/ERROR', message: 'Invalid or expired sign-in state' }, '*')
    expect(toFrames[0]).toHaveBeenCalledExactlyOnceWith({ type: '@gangway-social/ERROR', message: 'Invalid or expired sign-in state' }, SITE_ORIGIN)
    expect(close).not.toHaveBeenCalled()

    const callbackUrl = idp.authorize(await steps.redirect('google', DEVICE), { sub: 'used' })
    await steps.connect(callbackUrl, DEVICE)
    expect(pageData((await open(callbackUrl)).html, 'error-message')).toBe('This sign-in was already used')
    expect(pageData((await open(callbackUrl.replace('/google?', '/github?'))).html, 'error-message')).toBe('Invalid or expired sign-in state')
    expect(pageData((await open(`${SITE_URL}/social/callback/myspace?state=x`)).html, 'error-message')).toBe('Unsupported social provider: myspace')
    const late = idp.authorize(await steps.redirect('google', DEVICE), { sub: 'late' })
    site.advance(10 * 60_000)
    expect(pageData((await open(late)).html, 'error-message')).toBe('Invalid or expired sign-in state')
  })

  it('escapes what it echoes', async () => {
    const callbackUrl = idp.authorize(await steps.redirect('google', DEVICE), { sub: 'escape' })
    const { html } = await open(`${callbackUrl}&x="><script>alert(1)</script>`)
    expect(html).not.toContain('<script>alert')
    expect(pageData(html, 'result-uri')).toContain('x=%22%3E%3Cscript%3Ealert(1)%3C/script%3E')
  })

  it('Telegram: a state with the app’s URL appended sends the browser back there with result_uri (the plain state)', async () => {
    const uri = new URL(await steps.redirect('google', DEVICE))
    const state = uri.searchParams.get('state')!
    const appUrl = `${APP}/telegram?tgWebAppStartParam=1&result_uri=old#hash`
    uri.searchParams.set('state', `${state}-${encodeURIComponent(appUrl)}`)
    const callbackUrl = idp.authorize(uri.href, { sub: 'telegram', preferred_username: 'tg' })
    const { response } = await open(callbackUrl)
    expect(response.status).toBe(302)
    const location = new URL(response.headers.get('location')!)
    expect(`${location.origin}${location.pathname}${location.hash}`).toBe(`${APP}/telegram#hash`)
    expect(location.searchParams.getAll('result_uri')).toHaveLength(1)
    expect(location.searchParams.get('tgWebAppStartParam')).toBe('1')
    const resultUri = location.searchParams.get('result_uri')!
    expect(new URL(resultUri).searchParams.get('state')).toBe(state)
    expect(new URL(resultUri).searchParams.get('code')).toBe(new URL(callbackUrl).searchParams.get('code'))
    const [status, body] = await steps.connect(resultUri, DEVICE)
    expect([status, body['userName']]).toEqual([200, 'tg'])
  })

  it('Telegram: an app URL off the sign-in’s origin, or not http(s), gets an error page', async () => {
    for (const appUrl of ['https://evil.example/app', 'javascript:alert(1)', `${APP.replace('3000', '3001')}/app`]) {
      const uri = new URL(await steps.redirect('google', DEVICE))
      uri.searchParams.set('state', `${uri.searchParams.get('state')!}-${encodeURIComponent(appUrl)}`)
      const { response, html } = await open(idp.authorize(uri.href, { sub: 'tg-evil' }))
      expect(response.status).toBe(400)
      expect(pageData(html, 'error-message')).toBe('This sign-in cannot return to that page')
    }
  })

  it('form_post answers (Apple) come back as the GET page', async () => {
    const response = await site.raw('/social/callback/apple', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ code: 'c0de', state: 'ab'.repeat(32), user: '{"name":{}}' }).toString(),
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`/social/callback/apple?code=c0de&state=${'ab'.repeat(32)}`)
  })
})
