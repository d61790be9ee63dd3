import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { beforeEach, describe, expect, it } from 'vitest'
import { localFarcasterIdRegistry } from './social/farcasterIdRegistry'
import { createFakeFarcasterRelay, FAKE_RELAY_URL, type Approval } from './testing/fakeFarcasterRelay'
import { useSecureSite } from './testing/useSecureSite'
import { signerOnly } from './testing/signerOnly'

const DEVICE = 'device-farcaster-01'
type Json = Record<string, unknown>

describe('secure site: Sign In With Farcaster (against a fake relay)', () => {
  const relay = createFakeFarcasterRelay({ now: () => site.now() })
  const site = useSecureSite({ site: { farcasterRelayUrl: FAKE_RELAY_URL, outboundFetch: (url, init) => relay.fetch(url, init), farcasterIdRegistry: relay.registry } })
  // Each test starts past the previous one's per-device limits on starting sign-ins.
  beforeEach(() => site.advance(60_001))
  const call = async (path: string, deviceId = DEVICE): Promise<[number, Json]> => {
    const response = await site.post(path, { deviceId })
    return [response.status, (await response.json()) as Json]
  }
  const signIn = async (approval: Approval, deviceId = DEVICE) => {
    await call('farcaster/channel', deviceId)
    await relay.approve(approval)
    return call('farcaster/status', deviceId)
  }
  const count = async (table: string): Promise<number> => (await site.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n

  it('channel → pending → approved in the app → a session with the username; the same fid finds the same wallet', async () => {
    const [status, channel] = await call('farcaster/channel')
    expect([status, channel]).toEqual([200, { url: expect.stringMatching(/^https:\/\/farcaster\.xyz\/~\/siwf\?channelToken=/) }])
    expect(await call('farcaster/status')).toEqual([200, { state: 'pending' }])
    await relay.approve({ fid: 4242, username: 'farcaster-fan' })
    const [done, completed] = await call('farcaster/status')
    expect([done, completed]).toEqual([200, { state: 'completed', token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), userName: 'farcaster-fan' }])
    const me = (await (await site.post('user', {}, completed['token'] as string)).json()) as Json
    expect(me).toEqual({ address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/), chainId: 31337, userName: 'farcaster-fan', authProvider: 'farcaster', ...signerOnly(me['address']) })
    // Used up: asking again finds nothing in progress.
    expect(await call('farcaster/status')).toEqual([400, { message: 'No Farcaster sign-in in progress' }])

    const [, again] = await signIn({ fid: 4242, username: 'renamed' }, 'device-farcaster-02')
    const meAgain = (await (await site.post('user', {}, again['token'] as string)).json()) as Json
    expect(meAgain).toEqual({ ...me, userName: 'renamed' })
    const [, other] = await signIn({ fid: 7, username: 'someone' })
    expect(((await (await site.post('user', {}, other['token'] as string)).json()) as Json)['address']).not.toBe(me['address'])
  })

  it('the channel asks for a SIWE message for this site (uri, domain) with a fresh alphanumeric nonce', async () => {
    await call('farcaster/channel')
    await call('farcaster/channel')
    const [first, second] = relay.requests.slice(-2)
    expect(second).toEqual({ siweUri: 'http://127.0.0.1:3003', domain: '127.0.0.1:3003', nonce: expect.stringMatching(/^[A-Za-z0-9]{24}$/) })
    expect(second!.nonce).not.toBe(first!.nonce)
    const stored = await site.db.query<{ nonce: string }>('SELECT nonce FROM secure_farcaster_channels ORDER BY id DESC LIMIT 1')
    expect(stored.rows[0]!.nonce).toBe(second!.nonce)
  })

  it('a wrong nonce, domain, URI or fid, or another key’s signature: "Failed to verify the Farcaster sign-in", nothing created', async () => {
    const users = await count('secure_users')
    const forgeries: Approval[] = [
      { fid: 99, nonce: 'someoneElsesNonce123' },
      { fid: 99, domain: 'evil.example' },
      { fid: 99, uri: 'https://evil.example' },
      { fid: 99, resourceFid: 100 },
      { fid: 99, signer: privateKeyToAccount(generatePrivateKey()) },
    ]
    for (const forgery of forgeries) {
      expect(await signIn(forgery)).toEqual([400, { message: 'Failed to verify the Farcaster sign-in' }])
      expect(await call('farcaster/status')).toEqual([400, { message: 'No Farcaster sign-in in progress' }])
    }
    expect(await count('secure_users')).toBe(users)
  })

  it('no channel, an expired one, or another device: "No Farcaster sign-in in progress"', async () => {
    expect(await call('farcaster/status', 'device-farcaster-never')).toEqual([400, { message: 'No Farcaster sign-in in progress' }])
    await call('farcaster/channel')
    expect(await call('farcaster/status', 'device-farcaster-other')).toEqual([400, { message: 'No Farcaster sign-in in progress' }])
    site.advance(10 * 60_000)
    expect(await call('farcaster/status')).toEqual([400, { message: 'No Farcaster sign-in in progress' }])
  })
})

describe('secure site: Farcaster with the relay down', () => {
  const site = useSecureSite({
    site: { farcasterRelayUrl: 'http://127.0.0.1:9/farcaster', outboundFetch: async () => Promise.reject(new TypeError('fetch failed')), farcasterIdRegistry: localFarcasterIdRegistry() },
  })

  it('502 "Could not reach the Farcaster relay", nothing kept', async () => {
    const response = await site.post('farcaster/channel', { deviceId: DEVICE })
    expect([response.status, await response.json()]).toEqual([502, { message: 'Could not reach the Farcaster relay' }])
    expect((await site.db.query('SELECT 1 FROM secure_farcaster_channels')).rows).toHaveLength(0)
  })
})
