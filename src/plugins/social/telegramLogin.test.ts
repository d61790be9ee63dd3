// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { KitRoot } from '../../kernel/root'
import { FAKE_ADDRESS, FakeAdapter, SessionFakeAdapter } from '../../test-support/fakeAdapter'
import { fakeAuthBridge } from '../../test-support/fakeAuthBridge'
import { testOptions } from '../../test-support/testKit'
import * as z from 'zod/mini'
import { readEmailLoginState } from '../../kernel/auth/emailLoginState'
import { social } from './index'
import { formatTelegramSocialLoginUrl } from './telegramLoginUrl'

const PENDING = 'plugin.social.pendingProvider'

const kits: KitRoot[] = []
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
  window.history.replaceState(null, '', '/')
})

describe('formatTelegramSocialLoginUrl (§5)', () => {
  it("appends the app's URL (without result_uri) to the state", () => {
    const url = new URL(formatTelegramSocialLoginUrl('http://idp.test/auth?client_id=c&state=abc', 'http://app.test/page?x=1&result_uri=old'))
    expect(url.searchParams.get('state')).toBe(`abc-${encodeURIComponent('http://app.test/page?x=1')}`)
    expect(url.searchParams.get('client_id')).toBe('c')
  })

  it("refuses a login URL without a 'state=' parameter", () => {
    expect(() => formatTelegramSocialLoginUrl('http://idp.test/auth?client_id=c', 'http://app.test/')).toThrow("Invalid social login URL: it has no 'state=' parameter")
    expect(() => formatTelegramSocialLoginUrl('http://idp.test/auth?client_state=c', 'http://app.test/')).toThrow("Invalid social login URL: it has no 'state=' parameter")
  })

  it("leaves the app URL's fragment (a mini-app's signed launch data) behind", () => {
    const url = new URL(formatTelegramSocialLoginUrl('http://idp.test/auth?state=abc', 'http://app.test/#tgWebAppData=secret'))
    expect(url.searchParams.get('state')).toBe(`abc-${encodeURIComponent('http://app.test/')}`)
  })
})

function telegramKit() {
  const kit = new KitRoot(testOptions({ adapters: [new SessionFakeAdapter()], plugins: [social()] }))
  kits.push(kit)
  kit.connectors.add({ id: 'auth', type: 'AUTH', name: 'Email', namespace: 'eip155' })
  const frame = fakeAuthBridge(kit, {
    CONNECT_SOCIAL: () => ({ userName: 'alice' }),
    GET_USER: () => ({ address: FAKE_ADDRESS, chainId: 31337, userName: 'alice', email: 'alice@example.com' }),
  })
  return { kit, frame }
}

/** The social plugin's action, run as its setup runs it on a page loaded with result_uri. */
const completeTelegramLogin = (kit: KitRoot) => kit.plugins.call('social', 'completeTelegramLogin', [])

describe('completeTelegramLogin (§2, §8)', () => {
  it('reads result_uri, removes it from the address and connects', async () => {
    const { kit, frame } = telegramKit()
    const resultUri = 'http://127.0.0.1:3003/social/callback/google?code=c&state=s'
    window.history.replaceState(null, '', `/app?tab=1&result_uri=${encodeURIComponent(resultUri)}`)
    kit.storage.set(PENDING, 'google')
    await completeTelegramLogin(kit)
    expect(window.location.search).toBe('?tab=1')
    expect(frame.request).toHaveBeenCalledWith('CONNECT_SOCIAL', { uri: resultUri })
    expect(kit.account.socialProvider).toBe('google')
  })

  it('an invalid result_uri is logged and cleared; nothing connects', async () => {
    const { kit, frame } = telegramKit()
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    window.history.replaceState(null, '', '/app?result_uri=not-a-url')
    kit.storage.set(PENDING, 'google')
    await completeTelegramLogin(kit)
    expect(window.location.search).toBe('')
    expect(log).toHaveBeenCalledWith('[gangway] Telegram social login failed', expect.any(Error))
    expect(frame.request).not.toHaveBeenCalled()
    expect(kit.account.isConnected).toBe(false)
    expect(kit.storage.get(PENDING, z.string())).toBeUndefined()
  })

  it('a kit without the auth connector (its adapter takes no embedded wallet) leaves result_uri alone and asks nothing', async () => {
    const kit = new KitRoot(testOptions({ adapters: [new FakeAdapter()], plugins: [social()] }))
    kits.push(kit)
    kit.startAdapters()
    const frame = fakeAuthBridge(kit, {})
    window.history.replaceState(null, '', `/app?result_uri=${encodeURIComponent('http://127.0.0.1:3003/social/callback/google?code=c&state=s')}`)
    kit.storage.set(PENDING, 'google')
    await completeTelegramLogin(kit)
    expect(new URLSearchParams(window.location.search).has('result_uri')).toBe(true)
    expect(frame.request).not.toHaveBeenCalled()
    expect(kit.storage.get(PENDING, z.string())).toBe('google')
  })

  it("a result the secure site refuses is logged, and the parameter is gone all the same", async () => {
    const { kit, frame } = telegramKit()
    frame.answer({ CONNECT_SOCIAL: () => Promise.reject(new Error('Invalid or expired sign-in state')) })
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    window.history.replaceState(null, '', `/?result_uri=${encodeURIComponent('http://127.0.0.1:3003/social/callback/google?code=c&state=bad')}`)
    kit.storage.set(PENDING, 'google')
    await completeTelegramLogin(kit)
    expect(window.location.search).toBe('')
    expect(log).toHaveBeenCalled()
    expect(kit.account.isConnected).toBe(false)
    expect(readEmailLoginState(kit.storage)).toMatchObject({ used: false, socialProvider: undefined })
  })
})
