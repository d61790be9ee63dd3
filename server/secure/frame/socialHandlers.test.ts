import { describe, expect, it } from 'vitest'
import { FRAME_REQUESTS, type FrameRequestPayload, type FrameRequestType } from '../../../src/protocol/frameEvents'
import { createFakeIdentityProvider, FAKE_ISSUER, socialSteps } from '../testing/socialTestKit'
import { fakeFrameSession } from '../testing/fakeFrameSession'
import { CALLER, useSecureSite } from '../testing/useSecureSite'
import { createFrameApi, FrameApiError, type FrameApi } from './frameApi'
import type { FrameSession } from './frameSession'
import { handleFrameRequest } from './handleFrameRequest'
import { FARCASTER_MAX_MS, FARCASTER_TIMED_OUT } from './socialHandlers'

type Call = { path: string; body: Record<string, unknown>; token: string | undefined }

/** A frame session whose API answers from `answer` (an Error rejects), recording the calls. */
function fakeFrame(answer: (path: string, body: Record<string, unknown>, calls: number) => unknown, api?: FrameApi) {
  const calls: Call[] = []
  const session = fakeFrameSession(
    api ?? {
      call: async (path, body, options) => {
        calls.push({ path, body, token: options?.token })
        const result = answer(path, body, calls.length)
        if (result instanceof Error) throw result
        return result
      },
    },
    { deviceId: () => 'device-frame-social' },
  )
  return { session, calls }
}

async function request<T extends FrameRequestType>(session: FrameSession, type: T, payload: FrameRequestPayload<T>): Promise<unknown> {
  const reply = await handleFrameRequest(session, type, payload)
  if (!FRAME_REQUESTS[type].reply.safeParse(reply).success) throw new Error(`${type} reply does not match its schema: ${JSON.stringify(reply)}`)
  return reply
}

describe('frame page: social and Farcaster requests (fake API)', () => {
  it('GET_SOCIAL_REDIRECT_URI asks social/redirect with the provider and the device', async () => {
    const { session, calls } = fakeFrame(() => ({ uri: 'http://idp.test/auth?x=1' }))
    expect(await request(session, 'GET_SOCIAL_REDIRECT_URI', { provider: 'github' })).toEqual({ uri: 'http://idp.test/auth?x=1' })
    expect(calls).toEqual([{ path: 'social/redirect', body: { provider: 'github', deviceId: 'device-frame-social' }, token: undefined }])
  })

  it('CONNECT_SOCIAL exchanges the result URI, keeps the token, and answers e-mail and user name when there are', async () => {
    const { session, calls } = fakeFrame(() => ({ token: 'social-token-aaaaaaaaaaaa', email: 'a@example.com', userName: 'alice', provider: 'google' }))
    session.storage.set('email', 'half-done@example.com')
    expect(await request(session, 'CONNECT_SOCIAL', { uri: 'http://127.0.0.1:3003/social/callback/google?code=c&state=s' })).toEqual({ email: 'a@example.com', userName: 'alice' })
    expect(calls[0]).toEqual({ path: 'social/connect', body: { resultUri: 'http://127.0.0.1:3003/social/callback/google?code=c&state=s', deviceId: 'device-frame-social' }, token: undefined })
    expect(session.storage.token()).toBe('social-token-aaaaaaaaaaaa')
    expect(session.storage.get('email')).toBeUndefined()

    const noEmail = fakeFrame(() => ({ token: 'social-token-bbbbbbbbbbbb', provider: 'x' }))
    expect(await request(noEmail.session, 'CONNECT_SOCIAL', { uri: 'http://127.0.0.1:3003/social/callback/x?code=c&state=s' })).toEqual({})
  })

  it('CONNECT_SOCIAL carries the server’s refusal and keeps no token', async () => {
    const { session } = fakeFrame(() => new FrameApiError('This sign-in was already used', 400))
    await expect(request(session, 'CONNECT_SOCIAL', { uri: 'http://x/y' })).rejects.toThrow('This sign-in was already used')
    expect(session.storage.token()).toBeUndefined()
  })

  it('GET_FARCASTER_URI opens a channel; CONNECT_FARCASTER polls every second until completed', async () => {
    const { session, calls } = fakeFrame((path, _body, n) => {
      if (path === 'farcaster/channel') return { url: 'https://farcaster.xyz/~/siwf?channelToken=t' }
      return n < 4 ? { state: 'pending' } : { state: 'completed', token: 'farcaster-token-aaaaaaaa', userName: 'fc' }
    })
    expect(await request(session, 'GET_FARCASTER_URI', {})).toEqual({ url: 'https://farcaster.xyz/~/siwf?channelToken=t' })
    expect(await request(session, 'CONNECT_FARCASTER', {})).toEqual({ userName: 'fc' })
    expect(calls.map((call) => call.path)).toEqual(['farcaster/channel', 'farcaster/status', 'farcaster/status', 'farcaster/status'])
    expect(calls.every((call) => call.body['deviceId'] === 'device-frame-social')).toBe(true)
    expect(session.now()).toBe(2_000)
    expect(session.storage.token()).toBe('farcaster-token-aaaaaaaa')
  })

  it('CONNECT_FARCASTER gives up after 120 s, and passes the server’s errors on', async () => {
    const pending = fakeFrame(() => ({ state: 'pending' }))
    await expect(request(pending.session, 'CONNECT_FARCASTER', {})).rejects.toThrow(FARCASTER_TIMED_OUT)
    expect(pending.session.now()).toBeLessThanOrEqual(FARCASTER_MAX_MS)
    expect(pending.calls.length).toBeGreaterThan(100)
    expect(pending.session.storage.token()).toBeUndefined()
    const refused = fakeFrame(() => new FrameApiError('Failed to verify the Farcaster sign-in', 400))
    await expect(request(refused.session, 'CONNECT_FARCASTER', {})).rejects.toThrow('Failed to verify the Farcaster sign-in')
  })

  it('GET_USER passes the user name through and leaves out a missing e-mail', async () => {
    const { session } = fakeFrame(() => ({ address: '0x00000000000000000000000000000000000000aa', chainId: 31337, userName: 'dave_x', authProvider: 'x' }))
    session.storage.setToken('some-token-aaaaaaaaaaaaa')
    expect(await request(session, 'GET_USER', {})).toEqual({
      address: '0x00000000000000000000000000000000000000aa',
      userName: 'dave_x',
      chainId: 31337,
      accounts: [{ address: '0x00000000000000000000000000000000000000aa', type: 'eoa' }],
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    })
  })
})

describe('frame page: social login against the secure site', () => {
  const idp = createFakeIdentityProvider()
  const site = useSecureSite({ site: { identityProviderUrl: FAKE_ISSUER, outboundFetch: (url, init) => idp.fetch(url, init) } })
  const steps = socialSteps(site, idp)

  it('redirect URI → the user at the provider → the popup’s result → CONNECT_SOCIAL → GET_USER with the user name', async () => {
    const api = createFrameApi({ baseUrl: '', projectId: CALLER.projectId, parentOrigin: CALLER.parentOrigin, fetch: (url, init) => site.raw(url, init) })
    const { session } = fakeFrame(() => undefined, api)
    const { uri } = (await request(session, 'GET_SOCIAL_REDIRECT_URI', { provider: 'google' })) as { uri: string }
    const resultUri = await steps.popup(idp.authorize(uri, { sub: 'frame-user', email: 'frame-social@example.com', email_verified: true, preferred_username: 'framer' }))
    expect(await request(session, 'CONNECT_SOCIAL', { uri: resultUri })).toEqual({ email: 'frame-social@example.com', userName: 'framer' })
    expect(await request(session, 'IS_CONNECTED', {})).toEqual({ isConnected: true })
    expect(await request(session, 'GET_USER', {})).toMatchObject({ email: 'frame-social@example.com', userName: 'framer', chainId: 31337 })
    await expect(request(session, 'CONNECT_SOCIAL', { uri: resultUri })).rejects.toThrow('This sign-in was already used')
  })
})
