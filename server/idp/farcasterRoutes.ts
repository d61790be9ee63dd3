/**
 * A local stand-in for the Farcaster auth relay, under FARCASTER_RELAY_PATH: the app's server opens a channel
 * and polls its status; the user opens the channel's `url` (here: a page listing the test accounts, in place of
 * the Farcaster app), approves, and the next poll carries the signed Sign-In with Ethereum message.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { z } from 'zod'
import { FARCASTER_TEST_ACCOUNTS, findFarcasterTestAccount } from './farcasterAccounts'
import { createChannelStore, type FarcasterChannel } from './farcasterChannels'
import { farcasterApprovedPage, farcasterApprovePage, farcasterProblemPage } from './farcasterPages'
import { FARCASTER_RELAY_PATH } from './localSocialClients'
import { BodyTooLargeError, readBody, readForm, sendHtml, sendJson } from './nodeHttp'
import { signFarcasterApproval } from './signFarcasterApproval'

export type FarcasterRoutes = (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<void>

// What viem's createSiweMessage accepts as an authority: a host name with a TLD, an IPv4 address, or localhost; optional port.
const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)'
const DOMAIN = new RegExp(`^(localhost|(${OCTET}\\.){3}${OCTET}|([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]{2,63})(:\\d{1,5})?$`, 'i')
// Characters a SIWE URI may hold (RFC 3986), as viem checks them.
const URI_CHARACTERS = /^[a-z0-9:/?#[\]@!$&'()*+,;=.\-_~%]+$/i

const channelRequestSchema = z.object({
  siweUri: z
    .url({ protocol: /^https?$/, error: 'siweUri must be an http(s) URL' })
    .regex(URI_CHARACTERS, 'siweUri must be an RFC 3986 URI'),
  domain: z.string().regex(DOMAIN, 'domain must be a host name, an IPv4 address or localhost, with an optional port'),
  nonce: z.string().regex(/^[A-Za-z0-9]{8,64}$/, 'nonce must be 8 to 64 letters or digits'),
})

const UNKNOWN_CHANNEL = { message: 'Unknown or expired channel' }

function bearerToken(request: IncomingMessage): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')
  return match?.[1]
}

export function createFarcasterRoutes(issuer: string, options: { now?: () => number } = {}): FarcasterRoutes {
  const now = options.now ?? Date.now
  const channels = createChannelStore(now)
  const approvePath = `${FARCASTER_RELAY_PATH}/approve`
  const channelUrl = (channel: FarcasterChannel): string => `${issuer}${approvePath}?channelToken=${encodeURIComponent(channel.token)}`

  const createChannel = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    let body: unknown
    try {
      body = JSON.parse(await readBody(request))
    } catch (error) {
      if (error instanceof BodyTooLargeError) return sendJson(response, 413, { message: error.message })
      return sendJson(response, 400, { message: 'Body must be JSON' })
    }
    const parsed = channelRequestSchema.safeParse(body)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const message = issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'Invalid body'
      return sendJson(response, 400, { message })
    }
    const channel = channels.create(parsed.data)
    sendJson(response, 201, { channelToken: channel.token, url: channelUrl(channel), nonce: channel.nonce })
  }

  const channelStatus = (request: IncomingMessage, response: ServerResponse): void => {
    const token = bearerToken(request)
    const channel = token === undefined ? undefined : channels.get(token)
    if (!channel) return sendJson(response, 401, UNKNOWN_CHANNEL)
    const common = { nonce: channel.nonce, url: channelUrl(channel) }
    if (!channel.approval) return sendJson(response, 202, { state: 'pending', ...common })
    sendJson(response, 200, { state: 'completed', ...common, ...channel.approval })
  }

  const approve = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const form = await readForm(request)
    const channel = channels.get(form.get('channelToken') ?? '')
    if (!channel) return sendHtml(response, 400, farcasterProblemPage('This sign-in request is unknown or has expired.'))
    if (channel.approval) return sendHtml(response, 409, farcasterProblemPage('This sign-in request was already approved.'))
    const account = findFarcasterTestAccount(Number(form.get('fid')))
    if (!account) return sendHtml(response, 400, farcasterProblemPage('Unknown Farcaster account.'))
    channel.approval = await signFarcasterApproval(channel, account, new Date(now()))
    sendHtml(response, 200, farcasterApprovedPage(account))
  }

  return async (request, response, url) => {
    const route = `${request.method ?? ''} ${url.pathname.slice(FARCASTER_RELAY_PATH.length)}`
    switch (route) {
      case 'POST /v1/channel':
        return createChannel(request, response)
      case 'GET /v1/channel/status':
        return channelStatus(request, response)
      case 'GET /approve': {
        const channel = channels.get(url.searchParams.get('channelToken') ?? '')
        if (!channel) return sendHtml(response, 400, farcasterProblemPage('This sign-in request is unknown or has expired.'))
        if (channel.approval) return sendHtml(response, 200, farcasterProblemPage('This sign-in request was already approved.'))
        return sendHtml(response, 200, farcasterApprovePage(channel, approvePath, FARCASTER_TEST_ACCOUNTS))
      }
      case 'POST /approve':
        return approve(request, response)
      default:
        return sendJson(response, 404, { message: 'Not found' })
    }
  }
}
