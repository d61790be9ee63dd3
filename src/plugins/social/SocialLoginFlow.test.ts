// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { KitRoot } from '../../kernel/root'
import type { KitEvent } from '../../kernel/stores/EventsStore'
import { FAKE_ADDRESS, SessionFakeAdapter } from '../../test-support/fakeAdapter'
import { fakeAuthBridge } from '../../test-support/fakeAuthBridge'
import { loadPlugin } from '../../test-support/pluginTestKit'
import { testOptions } from '../../test-support/testKit'
import * as z from 'zod/mini'
import { readEmailLoginState } from '../../kernel/auth/emailLoginState'
import { social } from './index'
import type { SocialStore } from './SocialStore'

const SECURE = 'http://127.0.0.1:3003'
const RESULT = `${SECURE}/social/callback/google?code=abc&state=${'a'.repeat(64)}`
const kits: KitRoot[] = []
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
  vi.useRealTimers()
})

/** A stand-in for the popup window: the flow navigates it, polls `closed`, and matches message sources. */
function fakePopup() {
  return { closed: false, location: { href: 'about:blank' }, close: vi.fn(function (this: { closed: boolean }) { this.closed = true }) }
}

async function socialKit() {
  const adapter = new SessionFakeAdapter()
  const kit = new KitRoot(testOptions({ adapters: [adapter], plugins: [social()], endpoints: { secureSite: SECURE } }))
  kits.push(kit)
  kit.connectors.add({ id: 'auth', type: 'AUTH', name: 'Email', namespace: 'eip155' })
  const events: KitEvent[] = []
  kit.events.subscribe((event) => events.push(event))
  // The frame's CONNECT_SOCIAL without a uri waits for the popup's result, which the secure site's page posts
  // to the frame itself: `frameGetsResult` plays that page's part for the frame.
  let settle: { resolve: (value: { userName: string }) => void; reject: (error: Error) => void } | undefined
  const frame = fakeAuthBridge(kit, {
    GET_SOCIAL_REDIRECT_URI: ({ provider }) => ({ uri: `http://127.0.0.1:3005/auth?client_id=gangway-${provider}&state=${'a'.repeat(64)}` }),
    CONNECT_SOCIAL: ({ uri }) => (uri ? { userName: 'carol0' } : new Promise((resolve, reject) => (settle = { resolve, reject }))),
    GET_USER: () => ({ address: FAKE_ADDRESS, chainId: 31337, userName: 'carol0', email: 'carol@example.com' }),
  })
  const frameGetsResult = async (outcome: Error | { userName: string } = { userName: 'carol0' }) => {
    await vi.waitFor(() => expect(settle).toBeDefined())
    if (outcome instanceof Error) settle?.reject(outcome)
    else settle?.resolve(outcome)
  }
  const { store } = await loadPlugin<SocialStore>(kit, 'social')
  return { kit, frame, events, flow: store.social, frameGetsResult }
}

function postFromPopup(popup: object, data: unknown, origin = SECURE): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: popup as unknown as Window }))
}

describe('SocialLoginFlow (§4 social login)', () => {
  it('navigates the popup to the provider URL; the frame exchanges the result the secure site hands it; the embedded wallet connects', async () => {
    const { kit, frame, events, flow, frameGetsResult } = await socialKit()
    const popup = fakePopup()
    const done = flow.connect('discord', popup as unknown as Window)
    await vi.waitFor(() => expect(popup.location.href).toContain('client_id=gangway-discord'))
    expect(flow.step).toBe('popup')
    // The page tells the host it handed the result over (no code in it); the popup then closes itself.
    postFromPopup(popup, { type: '@gangway-social/RECEIVED' })
    await vi.waitFor(() => expect(flow.step).toBe('connecting'))
    popup.closed = true
    await frameGetsResult()
    await done
    expect(frame.request).toHaveBeenCalledWith('CONNECT_SOCIAL', {})
    expect(kit.account.connectorId).toBe('auth')
    expect(kit.account.socialProvider).toBe('discord')
    // §5: a Discord username ending in 0 loses that digit.
    expect(kit.account.embeddedWalletInfo).toEqual({ user: { username: 'carol', email: 'carol@example.com' }, authProvider: 'discord', accountType: 'eoa', isSmartAccountDeployed: false })
    expect(readEmailLoginState(kit.storage)).toMatchObject({ used: true, socialProvider: 'discord', socialUsername: 'carol' })
    expect(kit.account.walletInfo).toMatchObject({ name: 'Discord', social: 'discord' })
    const success = events.find((event) => event.data.event === 'SOCIAL_LOGIN_SUCCESS')
    expect(success?.data.properties).toEqual({ provider: 'discord', caipNetworkId: 'eip155:31337' })
    expect(flow.step).toBe('idle')
    expect(flow.error).toBeUndefined()
  })

  it("ignores the popup's messages from another origin or another window; a RESULT never reaches the host page's flow", async () => {
    const { frame, flow } = await socialKit()
    const popup = fakePopup()
    void flow.connect('google', popup as unknown as Window)
    await vi.waitFor(() => expect(popup.location.href).toContain('gangway-google'))
    postFromPopup(popup, { type: '@gangway-social/ERROR', message: 'forged' }, 'http://evil.example')
    postFromPopup({}, { type: '@gangway-social/ERROR', message: 'forged' })
    postFromPopup(popup, { type: '@gangway-social/RESULT', resultUri: RESULT })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(flow.step).toBe('popup')
    expect(flow.error).toBeUndefined()
    expect(frame.request.mock.calls.filter(([type]) => type === 'CONNECT_SOCIAL')).toEqual([['CONNECT_SOCIAL', {}]])
  })

  it("a popup closed by hand is noticed by the 1 s poll (then a message already sent may still arrive): 'Popup closed', nothing stored", async () => {
    vi.useFakeTimers()
    const { kit, events, flow } = await socialKit()
    const popup = fakePopup()
    const done = flow.connect('google', popup as unknown as Window)
    await vi.advanceTimersByTimeAsync(10)
    popup.closed = true
    await vi.advanceTimersByTimeAsync(989)
    expect(flow.error).toBeUndefined()
    await vi.advanceTimersByTimeAsync(150)
    expect(flow.error).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    await done
    expect(flow.error).toBe('Popup closed')
    expect(flow.step).toBe('idle')
    expect(kit.account.isConnected).toBe(false)
    expect(readEmailLoginState(kit.storage).used).toBe(false)
    expect(events.map((event) => event.data.event)).toContain('SOCIAL_LOGIN_CANCELED')
  })

  it("'Failed to initiate social connection' when the frame gives no redirect URI; the popup is closed", async () => {
    const { frame, flow } = await socialKit()
    frame.answer({ GET_SOCIAL_REDIRECT_URI: () => Promise.reject(new Error('Could not reach the Google sign-in service')) })
    const popup = fakePopup()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await flow.connect('google', popup as unknown as Window)
    expect(flow.error).toBe('Failed to initiate social connection')
    expect(popup.close).toHaveBeenCalled()
  })

  it('a blocked popup says so, and the frame is not asked', async () => {
    const { frame, flow } = await socialKit()
    await flow.connect('github', null)
    expect(flow.error).toBe('The browser blocked the sign-in window. Allow pop-ups for this site and try again.')
    expect(frame.request).not.toHaveBeenCalled()
  })

  it('the page closing itself right after RECEIVED is not taken for the visitor closing it', async () => {
    vi.useFakeTimers()
    const { kit, flow, frameGetsResult } = await socialKit()
    const popup = fakePopup()
    const done = flow.connect('google', popup as unknown as Window)
    await vi.advanceTimersByTimeAsync(10)
    // The poll sees the window closed before the page's RECEIVED is handled.
    popup.closed = true
    await vi.advanceTimersByTimeAsync(990)
    postFromPopup(popup, { type: '@gangway-social/RECEIVED' })
    await vi.advanceTimersByTimeAsync(200)
    expect(flow.error).toBeUndefined()
    expect(flow.step).toBe('connecting')
    vi.useRealTimers()
    await frameGetsResult()
    await done
    expect(kit.account.socialProvider).toBe('google')
  })

  it("the secure site's error message (tampered state, provider refusal) is shown and nothing connects", async () => {
    const { kit, flow } = await socialKit()
    const popup = fakePopup()
    const done = flow.connect('google', popup as unknown as Window)
    await vi.waitFor(() => expect(popup.location.href).toContain('gangway-google'))
    postFromPopup(popup, { type: '@gangway-social/ERROR', message: 'Invalid or expired sign-in state' })
    await done
    expect(flow.error).toBe('Invalid or expired sign-in state')
    expect(popup.close).toHaveBeenCalled()
    expect(kit.account.isConnected).toBe(false)
  })

  it('a refused exchange (a replayed result) ends in its error, with no login stored', async () => {
    const { kit, flow, frameGetsResult } = await socialKit()
    const popup = fakePopup()
    const done = flow.connect('google', popup as unknown as Window)
    await vi.waitFor(() => expect(popup.location.href).toContain('gangway-google'))
    postFromPopup(popup, { type: '@gangway-social/RECEIVED' })
    await frameGetsResult(new Error('This sign-in was already used'))
    await done
    expect(flow.error).toBe('This sign-in was already used')
    expect(kit.account.isConnected).toBe(false)
    expect(readEmailLoginState(kit.storage)).toMatchObject({ used: false, socialProvider: undefined })
  })

  it('a second click replaces the first attempt: the same named popup stays open and only the second one connects', async () => {
    const { kit, frame, flow, frameGetsResult } = await socialKit()
    let answerFirst: ((value: { uri: string }) => void) | undefined
    frame.answer({ GET_SOCIAL_REDIRECT_URI: ({ provider }) => (provider === 'google' ? new Promise((resolve) => (answerFirst = resolve)) : { uri: `http://127.0.0.1:3005/auth?client_id=gangway-${provider}&state=s` }) })
    const popup = fakePopup()
    const first = flow.connect('google', popup as unknown as Window)
    await vi.waitFor(() => expect(answerFirst).toBeDefined())
    const second = flow.connect('github', popup as unknown as Window)
    await vi.waitFor(() => expect(popup.location.href).toContain('gangway-github'))
    answerFirst?.({ uri: 'http://127.0.0.1:3005/auth?client_id=gangway-google&state=s' })
    await first
    expect(popup.close).not.toHaveBeenCalled()
    expect(popup.location.href).toContain('gangway-github')
    await frameGetsResult()
    await second
    expect(kit.account.socialProvider).toBe('github')
    expect(flow.error).toBeUndefined()
  })

  it('the kit destroyed mid-flow closes the popup and ends the attempt', async () => {
    const { kit, flow } = await socialKit()
    const popup = fakePopup()
    const done = flow.connect('google', popup as unknown as Window)
    await vi.waitFor(() => expect(popup.location.href).toContain('gangway-google'))
    kit.destroy()
    await done
    expect(popup.close).toHaveBeenCalled()
  })

  it('a result from another origin than the secure site is refused before the frame sees it', async () => {
    const { flow, frame } = await socialKit()
    await expect(flow.complete('google', 'http://evil.example/social/callback/google?code=c&state=s')).rejects.toThrow('Invalid social login result')
    expect(frame.request).not.toHaveBeenCalled()
  })

  it('a failure after the exchange leaves nothing: no stored login, no embedded wallet, the frame signed out', async () => {
    const { kit, frame, flow, frameGetsResult } = await socialKit()
    frame.answer({ GET_USER: () => Promise.reject(new Error('Session Expired')), SIGN_OUT: () => ({}) })
    const popup = fakePopup()
    const done = flow.connect('google', popup as unknown as Window)
    await vi.waitFor(() => expect(popup.location.href).toContain('gangway-google'))
    await frameGetsResult()
    await done
    expect(flow.error).toBe('Session Expired')
    expect(frame.request).toHaveBeenCalledWith('SIGN_OUT', {})
    expect(kit.account.embeddedWalletInfo).toBeUndefined()
    expect(readEmailLoginState(kit.storage)).toMatchObject({ used: false, socialProvider: undefined, socialUsername: undefined })
  })

  it("inside Telegram the page itself goes to the provider, its URL in the login URL's state; no popup", async () => {
    const { kit, flow } = await socialKit()
    vi.stubGlobal('Telegram', { WebApp: {} })
    const open = vi.spyOn(window, 'open').mockReturnValue(window)
    await flow.connect('google', null)
    const [url, target] = open.mock.calls[0] ?? []
    expect(target).toBe('_top')
    const state = new URL(String(url)).searchParams.get('state')
    expect(state).toBe(`${'a'.repeat(64)}-${encodeURIComponent(window.location.href.split('#')[0]!)}`)
    expect(kit.storage.get('plugin.social.pendingProvider', z.string())).toBe('google')
    expect(flow.step).toBe('redirect')
    vi.unstubAllGlobals()
  })
})
