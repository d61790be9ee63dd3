import { describe, expect, it } from 'vitest'
import { createFakeFarcasterRelay, FAKE_RELAY_URL } from './testing/fakeFarcasterRelay'
import { useSecureSite } from './testing/useSecureSite'

const DEVICE = 'device-sealed-token-1'
const OTHER_DEVICE = 'device-sealed-token-2'

describe('secure site: the Farcaster channel token at rest', () => {
  const relay = createFakeFarcasterRelay({ now: () => site.now() })
  const site = useSecureSite({ site: { farcasterRelayUrl: FAKE_RELAY_URL, outboundFetch: (url, init) => relay.fetch(url, init), farcasterIdRegistry: relay.registry } })
  const status = async (deviceId: string) => {
    const response = await site.post('farcaster/status', { deviceId })
    return [response.status, await response.json()] as const
  }

  it('is stored sealed only, and opens for its own device only', async () => {
    await site.post('farcaster/channel', { deviceId: DEVICE })
    await site.post('farcaster/channel', { deviceId: OTHER_DEVICE })
    const { rows } = await site.db.query<{ device_id: string; channel_token: string | null; sealed_channel_token: string }>(
      'SELECT device_id, channel_token, sealed_channel_token FROM secure_farcaster_channels ORDER BY id',
    )
    expect(rows.map((row) => row.channel_token)).toEqual([null, null])
    for (const [i, row] of rows.entries()) {
      expect(row.sealed_channel_token).toMatch(/^[0-9a-f]{24}\.[0-9a-f]{32}\.[0-9a-f]+$/)
      expect(row.sealed_channel_token).not.toContain(relay.channelTokens[i]!)
      expect(row.sealed_channel_token).not.toContain(Buffer.from(relay.channelTokens[i]!).toString('hex'))
    }
    expect(await status(DEVICE)).toEqual([200, { state: 'pending' }])

    // Another device's sealed token copied onto this device's channel does not open.
    await site.db.query('UPDATE secure_farcaster_channels SET sealed_channel_token = $1 WHERE device_id = $2', [rows[1]!.sealed_channel_token, DEVICE])
    expect(await status(DEVICE)).toEqual([400, { message: 'No Farcaster sign-in in progress' }])
    expect(await status(OTHER_DEVICE)).toEqual([200, { state: 'pending' }])
  })
})
