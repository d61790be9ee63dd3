import { describe, expect, it } from 'vitest'
import { createFakeFarcasterRelay, FAKE_RELAY_URL } from './testing/fakeFarcasterRelay'
import { createFakeIdentityProvider, FAKE_ISSUER, socialSteps } from './testing/socialTestKit'
import { useSecureSite } from './testing/useSecureSite'

const TOO_MANY = { message: 'Too many attempts. Try again later.' }

describe('secure site: per-device limits on starting a social sign-in', () => {
  const idp = createFakeIdentityProvider()
  const relay = createFakeFarcasterRelay({ now: () => site.now() })
  const site = useSecureSite({
    site: {
      identityProviderUrl: FAKE_ISSUER,
      farcasterRelayUrl: FAKE_RELAY_URL,
      farcasterIdRegistry: relay.registry,
      outboundFetch: (url, init) => (url.startsWith(FAKE_RELAY_URL) ? relay.fetch(url, init) : idp.fetch(url, init)),
    },
  })
  const steps = socialSteps(site, idp)
  const statuses = async (path: string, body: Record<string, unknown>, times: number): Promise<number[]> =>
    Promise.all(Array.from({ length: times }, async () => (await site.post(path, body)).status))

  it('/api/social/redirect: 10 a minute per device (sent at once too), then 429; other devices unaffected; a sliding minute', async () => {
    const body = { provider: 'google', deviceId: 'device-limit-social-1' }
    expect((await statuses('social/redirect', body, 15)).sort()).toEqual([...Array<number>(10).fill(200), ...Array<number>(5).fill(429)])
    const refused = await site.post('social/redirect', body)
    expect([refused.status, await refused.json()]).toEqual([429, TOO_MANY])
    expect(await statuses('social/redirect', { ...body, deviceId: 'device-limit-social-2' }, 5)).toEqual([200, 200, 200, 200, 200])

    site.advance(30_000)
    // Half a minute later device 2 may start 5 more; refused attempts were never counted.
    expect(await statuses('social/redirect', { ...body, deviceId: 'device-limit-social-2' }, 6)).toEqual([200, 200, 200, 200, 200, 429])
    site.advance(30_001)
    expect(await statuses('social/redirect', body, 11)).toEqual([...Array<number>(10).fill(200), 429])
    // Device 2's second five are still within the minute.
    expect(await statuses('social/redirect', { ...body, deviceId: 'device-limit-social-2' }, 6)).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('/api/farcaster/channel: 5 a minute per device, then 429', async () => {
    const body = { deviceId: 'device-limit-farcaster-1' }
    expect(await statuses('farcaster/channel', body, 6)).toEqual([200, 200, 200, 200, 200, 429])
    const refused = await site.post('farcaster/channel', body)
    expect([refused.status, await refused.json()]).toEqual([429, TOO_MANY])
    const requests = relay.requests.length
    expect(await statuses('farcaster/channel', { deviceId: 'device-limit-farcaster-2' }, 1)).toEqual([200])
    expect(relay.requests).toHaveLength(requests + 1)
    site.advance(60_001)
    expect(await statuses('farcaster/channel', body, 1)).toEqual([200])
  })

  it('a device keeps at most 20 live states: a new one drops the oldest', async () => {
    const device = 'device-limit-states-1'
    const uris: string[] = []
    for (let i = 0; i < 25; i++) {
      site.advance(i > 0 && i % 10 === 0 ? 60_001 : 1)
      uris.push(await steps.redirect('google', device))
    }
    const live = await site.db.query<{ n: number }>('SELECT count(*)::int AS n FROM secure_social_states WHERE device_id = $1', [device])
    expect(live.rows[0]!.n).toBe(20)
    const user = { sub: 'many-clicks', preferred_username: 'clicker' }
    expect(await steps.connect(idp.authorize(uris[4]!, user), device)).toEqual([400, { message: 'Invalid or expired sign-in state' }])
    expect((await steps.connect(idp.authorize(uris[5]!, user), device))[0]).toBe(200)
    expect((await steps.connect(idp.authorize(uris[24]!, user), device))[0]).toBe(200)
  })
})
