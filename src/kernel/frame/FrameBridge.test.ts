// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FrameBridge, type FrameWindow } from './FrameBridge'
import { frameReply } from '../../protocol/frameEvents'
import { alertFor } from '../errors/alertFor'
import { FrameError } from '../errors/frame'

const SECURE = 'http://127.0.0.1:3003'
const TIMINGS = { frameReadyDelay: 500, frameLoadTimeout: 20_000, frameRequestTimeout: 120_000 }
const PARAMS = { projectId: 'p1', chainId: 'eip155:31337', version: 'html-gangway-0.1.0', enableLogger: 'false' as const, rpcUrl: 'http://127.0.0.1:3002/v1/' }

interface Posted {
  readonly message: { type: string; id: string; payload: unknown }
  readonly targetOrigin: string
}

/** A bridge whose frame window is a stand-in: what the kit posts is recorded, and the test answers as the frame. */
const bridges: FrameBridge[] = []

function bridgeWithFrame() {
  const posted: Posted[] = []
  const frame: FrameWindow = { postMessage: ((message: Posted['message'], targetOrigin: string) => posted.push({ message, targetOrigin })) as FrameWindow['postMessage'] }
  const states: string[] = []
  const bridge = new FrameBridge({ secureSiteUrl: `${SECURE}/`, params: PARAMS, timings: TIMINGS, frameWindow: () => frame, onStateChange: (state) => states.push(state) })
  bridges.push(bridge)
  return { bridge, posted, states, frame }
}

/** happy-dom's MessageEvent ignores `source` in its init; the bridge reads event.source, so it is set here. */
function messageEvent(data: unknown, origin: string, source: unknown): MessageEvent {
  const event = new MessageEvent('message', { data, origin })
  Object.defineProperty(event, 'source', { value: source })
  return event
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  for (const bridge of bridges.splice(0)) bridge.destroy()
  vi.useRealTimers()
  document.body.innerHTML = ''
})

describe('FrameBridge', () => {
  it('makes the frame with the §7 URL, is ready 500 ms after READY, and answers a request by its id', async () => {
    const { bridge, posted, states, frame } = bridgeWithFrame()
    const loaded = bridge.load()
    const iframe = document.querySelector('iframe')!
    const url = new URL(iframe.src)
    expect(url.origin + url.pathname).toBe(`${SECURE}/frame`)
    expect(Object.fromEntries(url.searchParams)).toEqual(PARAMS)
    expect(states).toEqual(['loading'])
    window.dispatchEvent(messageEvent({ type: '@gangway-frame/READY' }, SECURE, frame))
    await vi.advanceTimersByTimeAsync(499)
    expect(bridge.state).toBe('loading')
    await vi.advanceTimersByTimeAsync(1)
    await loaded
    expect(bridge.state).toBe('ready')

    const reply = bridge.request('CONNECT_EMAIL', { email: 'ada@example.com' })
    await vi.advanceTimersByTimeAsync(0)
    const [sent] = posted
    expect(sent?.targetOrigin).toBe(SECURE)
    expect(sent?.message).toMatchObject({ type: '@gangway-app/CONNECT_EMAIL', payload: { email: 'ada@example.com' } })
    expect(sent?.message.id).toMatch(/^[0-9a-f-]{36}$/)
    window.dispatchEvent(messageEvent(frameReply('CONNECT_EMAIL', sent!.message.id, { ok: true, payload: { action: 'VERIFY_OTP' } }), SECURE, frame))
    await expect(reply).resolves.toEqual({ action: 'VERIFY_OTP' })
  })

  it("rejects with the frame's message, or 'An error occurred' without one; maps provider errors to §8 alerts", async () => {
    const { bridge, posted, frame } = bridgeWithFrame()
    const loaded = bridge.load()
    window.dispatchEvent(messageEvent({ type: '@gangway-frame/READY' }, SECURE, frame))
    await vi.advanceTimersByTimeAsync(500)
    await loaded
    const first = bridge.request('GET_USER', {})
    const second = bridge.request('IS_CONNECTED', {})
    await vi.advanceTimersByTimeAsync(0)
    window.dispatchEvent(messageEvent(frameReply('GET_USER', posted[0]!.message.id, { ok: false, message: 'Unauthorized: origin not allowed' }), SECURE, frame))
    window.dispatchEvent(messageEvent(frameReply('IS_CONNECTED', posted[1]!.message.id, { ok: false }), SECURE, frame))
    // The §8 provider mapping happens where the reply is parsed: the text alone names the case too.
    await expect(first).rejects.toMatchObject({ code: 'ORIGIN_NOT_ALLOWED', message: 'Unauthorized: origin not allowed' })
    await expect(second).rejects.toMatchObject({ code: 'REPLY_ERROR', message: 'An error occurred' })
    const third = bridge.request('IS_CONNECTED', {})
    await vi.advanceTimersByTimeAsync(0)
    window.dispatchEvent(messageEvent(frameReply('IS_CONNECTED', posted[2]!.message.id, { ok: false, message: 'Domain not verified', code: 'UNVERIFIED_DOMAIN' }), SECURE, frame))
    await expect(third).rejects.toMatchObject({ code: 'UNVERIFIED_DOMAIN', message: 'Domain not verified' })
    expect(alertFor(new FrameError('ORIGIN_NOT_ALLOWED'))).toBe('ORIGIN_NOT_ALLOWED')
    expect(alertFor(new FrameError('INVALID_KEY'))).toBe('INVALID_PROJECT_ID')
    expect(alertFor(new FrameError('SESSION_NOT_YET_VALID'))).toBe('SESSION_EXPIRED')
    expect(alertFor(new FrameError('LOAD_TIMEOUT'))).toBe('EMBEDDED_WALLET_LOAD_FAILED')
    expect(alertFor(new FrameError('REQUEST_TIMEOUT'))).toBe('EMBEDDED_WALLET_TIMEOUT')
    expect(alertFor(new FrameError('UNVERIFIED_DOMAIN'))).toBe('UNVERIFIED_DOMAIN')
    // A wrapped cause still raises its alert; a reply error with no known case raises none.
    expect(alertFor(new Error('outer', { cause: new FrameError('LOAD_TIMEOUT') }))).toBe('EMBEDDED_WALLET_LOAD_FAILED')
    expect(alertFor(new FrameError('REPLY_ERROR', { message: 'Too many attempts' }))).toBeUndefined()
  })

  it('ignores (and warns about) a foreign origin, another window and a malformed message', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { bridge, posted, frame } = bridgeWithFrame()
    const loaded = bridge.load()
    window.dispatchEvent(messageEvent({ type: '@gangway-frame/READY' }, SECURE, frame))
    await vi.advanceTimersByTimeAsync(500)
    await loaded
    const reply = bridge.request('GET_CHAIN_ID', {})
    await vi.advanceTimersByTimeAsync(0)
    const id = posted[0]!.message.id
    const settled = vi.fn()
    reply.then(settled, settled)
    window.dispatchEvent(messageEvent(frameReply('GET_CHAIN_ID', id, { ok: true, payload: { chainId: 1 } }), 'http://evil.test', frame))
    window.dispatchEvent(messageEvent(frameReply('GET_CHAIN_ID', id, { ok: true, payload: { chainId: 1 } }), SECURE, window))
    window.dispatchEvent(messageEvent({ type: '@gangway-frame/GET_CHAIN_ID_SUCCESS', id, payload: { chainId: { no: 1 } } }, SECURE, frame))
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).not.toHaveBeenCalled()
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      '[gangway] ignored a login-frame message from another origin or window (http://evil.test)',
      `[gangway] ignored a login-frame message from another origin or window (${SECURE})`,
      '[gangway] ignored a malformed message from the login frame',
    ])
    // A flood of forged messages is a few lines, not one per message.
    for (let i = 0; i < 5000; i++) window.dispatchEvent(messageEvent(frameReply('GET_CHAIN_ID', id, { ok: true, payload: { chainId: 1 } }), 'http://evil.test', frame))
    expect(warn.mock.calls.length).toBe(5)
    expect(settled).not.toHaveBeenCalled()
    window.dispatchEvent(messageEvent(frameReply('GET_CHAIN_ID', id, { ok: true, payload: { chainId: 31337 } }), SECURE, frame))
    await expect(reply).resolves.toEqual({ chainId: 31337 })
  })

  it("not ready in 20 s: 'iframe_load_failed', the frame is removed and the next load tries again", async () => {
    const { bridge, states } = bridgeWithFrame()
    const loaded = bridge.load()
    const failed = expect(loaded).rejects.toThrow('iframe_load_failed')
    await vi.advanceTimersByTimeAsync(20_000)
    await failed
    expect(states).toEqual(['loading', 'failed'])
    expect(document.querySelector('iframe')).toBeNull()
    void bridge.load().catch(() => undefined)
    expect(document.querySelectorAll('iframe')).toHaveLength(1)
  })

  it("a connect request unanswered in 120 s: 'iframe_request_timeout'; an aborted RPC request: 'Request was aborted'", async () => {
    const { bridge, frame } = bridgeWithFrame()
    const loaded = bridge.load()
    window.dispatchEvent(messageEvent({ type: '@gangway-frame/READY' }, SECURE, frame))
    await vi.advanceTimersByTimeAsync(500)
    await loaded
    const otp = bridge.request('CONNECT_OTP', { otp: '123456' })
    const timedOut = expect(otp).rejects.toThrow('iframe_request_timeout')
    await vi.advanceTimersByTimeAsync(120_000)
    await timedOut
    const rpc = bridge.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x68', '0x0'] })
    const user = bridge.request('GET_USER', {})
    await vi.advanceTimersByTimeAsync(0)
    bridge.abortRequests()
    await expect(rpc).rejects.toThrow('Request was aborted')
    await expect(user).rejects.toThrow('Something went wrong')
  })

  it('refuses a request whose payload breaks its schema, before posting anything', async () => {
    const { bridge, posted, frame } = bridgeWithFrame()
    const loaded = bridge.load()
    window.dispatchEvent(messageEvent({ type: '@gangway-frame/READY' }, SECURE, frame))
    await vi.advanceTimersByTimeAsync(500)
    await loaded
    await expect(bridge.request('CONNECT_EMAIL', { email: 'not-an-email' })).rejects.toThrow('Invalid CONNECT_EMAIL request: must be a valid e-mail')
    expect(posted).toHaveLength(0)
  })

  it('reload(): RELOAD, then requests wait for the new page (READY + 500 ms); what the old page held fails', async () => {
    const { bridge, posted, states, frame } = bridgeWithFrame()
    const loaded = bridge.load()
    window.dispatchEvent(messageEvent({ type: '@gangway-frame/READY' }, SECURE, frame))
    await vi.advanceTimersByTimeAsync(500)
    await loaded
    const held = bridge.request('CONNECT_FARCASTER', {})
    held.catch(() => undefined)
    await vi.advanceTimersByTimeAsync(0)
    const reloaded = bridge.reload()
    await vi.advanceTimersByTimeAsync(0)
    expect(posted.map((entry) => entry.message.type)).toEqual(['@gangway-app/CONNECT_FARCASTER', '@gangway-app/RELOAD'])
    expect(bridge.state).toBe('loading')
    // Asked during the reload: not posted to the old page.
    const sync = bridge.request('SYNC_DAPP_DATA', { projectId: 'p1', sdkVersion: 'html-gangway-0.1.0' })
    await vi.advanceTimersByTimeAsync(0)
    expect(posted).toHaveLength(2)
    window.dispatchEvent(messageEvent(frameReply('RELOAD', posted[1]!.message.id, { ok: true, payload: {} }), SECURE, frame))
    window.dispatchEvent(messageEvent({ type: '@gangway-frame/READY' }, SECURE, frame))
    await expect(held).rejects.toThrow('Something went wrong')
    await vi.advanceTimersByTimeAsync(500)
    await reloaded
    expect(states.at(-1)).toBe('ready')
    await vi.advanceTimersByTimeAsync(0)
    expect(posted[2]?.message.type).toBe('@gangway-app/SYNC_DAPP_DATA')
    window.dispatchEvent(messageEvent(frameReply('SYNC_DAPP_DATA', posted[2]!.message.id, { ok: true, payload: {} }), SECURE, frame))
    await expect(sync).resolves.toEqual({})
  })

  it("reload(): no new page within 20 s fails with 'iframe_load_failed'", async () => {
    const { bridge, frame } = bridgeWithFrame()
    const loaded = bridge.load()
    window.dispatchEvent(messageEvent({ type: '@gangway-frame/READY' }, SECURE, frame))
    await vi.advanceTimersByTimeAsync(500)
    await loaded
    const reloaded = bridge.reload()
    reloaded.catch(() => undefined)
    await vi.advanceTimersByTimeAsync(20_000)
    await expect(reloaded).rejects.toThrow('iframe_load_failed')
    expect(bridge.state).toBe('failed')
  })
})
