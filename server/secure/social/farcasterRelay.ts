import { z } from 'zod'
import { ApiError } from '../http/apiError'
import { SOCIAL_ERRORS } from './socialErrors'
import type { OutboundFetch } from './socialClient'

/** The frame shows it as a QR code and a link: only http(s). */
function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}

const channelAnswer = z.object({
  channelToken: z.string().min(1).max(500),
  url: z.string().min(1).max(4096).refine(isHttpUrl, 'must be an http(s) URL'),
})
const pendingAnswer = z.object({ state: z.literal('pending') })
const completedAnswer = z.object({
  state: z.literal('completed'),
  message: z.string().min(1).max(10_000),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/),
  fid: z.number().int().positive(),
  username: z.string().max(200).optional(),
})

export type CompletedChannel = z.infer<typeof completedAnswer>
/** The relay's word on a channel; 'unknown' when it no longer knows the token (expired there). */
export type ChannelStatus = { state: 'pending' } | CompletedChannel | { state: 'unknown' }

/** The Farcaster relay (the local stand-in or the real one), as its HTTP API is. */
export interface FarcasterRelay {
  /** A sign-in channel for this site: its token (to ask its status) and the URL the Farcaster app opens. */
  createChannel(input: { siweUri: string; domain: string; nonce: string }): Promise<{ channelToken: string; url: string }>
  status(channelToken: string): Promise<ChannelStatus>
}

export function createFarcasterRelay(options: { url: string; fetch?: OutboundFetch | undefined; log: (line: string) => void }): FarcasterRelay {
  const base = options.url.replace(/\/+$/, '')
  const fetch = options.fetch ?? ((url: string, init: RequestInit) => globalThis.fetch(url, init))
  const call = async (path: string, init: RequestInit): Promise<{ status: number; body: unknown }> => {
    try {
      const response = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(10_000) })
      return { status: response.status, body: await response.json().catch(() => undefined) }
    } catch (error) {
      options.log(`secure site: Farcaster relay ${path} failed: ${error instanceof Error ? error.message : String(error)}`)
      throw new ApiError(502, SOCIAL_ERRORS.relayUnreachable)
    }
  }
  const unexpected = (path: string, status: number): ApiError => {
    options.log(`secure site: Farcaster relay ${path} answered ${status} with an unexpected body`)
    return new ApiError(502, SOCIAL_ERRORS.relayUnreachable)
  }
  return {
    async createChannel(input) {
      const { status, body } = await call('/v1/channel', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) })
      const parsed = channelAnswer.safeParse(body)
      if ((status !== 200 && status !== 201) || !parsed.success) throw unexpected('/v1/channel', status)
      return parsed.data
    },
    async status(channelToken) {
      const { status, body } = await call('/v1/channel/status', { headers: { authorization: `Bearer ${channelToken}` } })
      if (status === 401) return { state: 'unknown' }
      const parsed = status === 202 ? pendingAnswer.safeParse(body) : status === 200 ? completedAnswer.or(pendingAnswer).safeParse(body) : undefined
      if (!parsed?.success) throw unexpected('/v1/channel/status', status)
      return parsed.data
    },
  }
}
