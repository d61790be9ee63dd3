import { describe, expect, it } from 'vitest'
import { CHANNEL_TTL_MS, createChannelStore } from './farcasterChannels'

describe('Farcaster channel store', () => {
  it('forgets a channel five minutes after it was opened', () => {
    let time = 1_000_000
    const store = createChannelStore(() => time)
    const channel = store.create({ siweUri: 'http://127.0.0.1:3003/', domain: '127.0.0.1:3003', nonce: 'abcdefgh' })
    expect(store.get(channel.token)).toBe(channel)
    time += CHANNEL_TTL_MS - 1
    expect(store.get(channel.token)).toBe(channel)
    time += 1
    expect(store.get(channel.token)).toBeUndefined()
  })
})
