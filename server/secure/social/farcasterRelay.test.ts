import { describe, expect, it } from 'vitest'
import { ApiError } from '../http/apiError'
import { createFarcasterRelay } from './farcasterRelay'

const CHANNEL = { siweUri: 'http://127.0.0.1:3003', domain: '127.0.0.1:3003', nonce: 'abcdefghijklmnopqrstuvwx' }

describe('Farcaster relay client: the channel’s url', () => {
  const relayAnswering = (url: string) => {
    const lines: string[] = []
    const relay = createFarcasterRelay({ url: 'http://relay.test', fetch: async () => Response.json({ channelToken: 't0ken', url }, { status: 201 }), log: (line) => lines.push(line) })
    return { relay, lines }
  }

  it('takes an http(s) URL', async () => {
    for (const url of ['https://farcaster.xyz/~/siwf?channelToken=t0ken', 'http://127.0.0.1:3005/farcaster/approve?channelToken=t0ken']) {
      expect(await relayAnswering(url).relay.createChannel(CHANNEL)).toEqual({ channelToken: 't0ken', url })
    }
  })

  it('anything else: 502 "Could not reach the Farcaster relay", logged', async () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,hi', 'farcaster.xyz/~/siwf', 'file:///etc/passwd', '//farcaster.xyz/x']) {
      const { relay, lines } = relayAnswering(url)
      const error = await relay.createChannel(CHANNEL).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(ApiError)
      expect(error).toMatchObject({ status: 502, message: 'Could not reach the Farcaster relay' })
      expect(lines).toEqual(['secure site: Farcaster relay /v1/channel answered 201 with an unexpected body'])
    }
  })
})
