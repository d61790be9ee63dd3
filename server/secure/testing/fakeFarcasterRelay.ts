import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import type { Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { localFarcasterIdRegistry, type FarcasterIdRegistry } from '../social/farcasterIdRegistry'

export const FAKE_RELAY_URL = 'http://relay.test/farcaster'

export interface Channel {
  siweUri: string
  domain: string
  nonce: string
  completed?: Record<string, unknown>
}

/** How the Farcaster app answers; every field but fid and username is for forging a bad sign-in. */
export interface Approval {
  fid: number
  username?: string
  /** Default: the fid's custody key. */
  signer?: PrivateKeyAccount
  /** The address the message names (and, without `signer`, its signer); default: the fid's custody key. */
  account?: PrivateKeyAccount
  nonce?: string
  domain?: string
  uri?: string
  /** The fid named in the message's resources (default: fid). */
  resourceFid?: number
  /** Default: the relay's `now`. */
  issuedAt?: Date
  /** Rewrites the message before it is signed (fields createSiweMessage would refuse). */
  edit?: (message: string) => string
}

export interface FakeFarcasterRelay {
  fetch(url: string, init: RequestInit): Promise<Response>
  /** The newest channel's user approves in the Farcaster app: a SIWE message signed by the fid's custody key. */
  approve(approval: Approval): Promise<void>
  /** The channel requests received (siweUri, domain, nonce), oldest first. */
  readonly requests: readonly Channel[]
  /** The channel tokens handed out, oldest first. */
  readonly channelTokens: readonly string[]
  /** The fids' owners as the chain's IdRegistry would answer (each fid's custody key is made on first use). */
  readonly registry: FarcasterIdRegistry
  /** fid → custody address of every fid approved so far: what the registry answers. */
  readonly owners: ReadonlyMap<number, Address>
}

/**
 * For tests: the relay's two calls (POST /v1/channel, GET /v1/channel/status) in memory, as the real relay answers
 * them; the app signs with `now` as the message's issuedAt (default the real clock).
 */
export function createFakeFarcasterRelay(options: { now?: () => number } = {}): FakeFarcasterRelay {
  const now = options.now ?? Date.now
  const channels = new Map<string, Channel>()
  const requests: Channel[] = []
  const channelTokens: string[] = []
  const custody = new Map<number, PrivateKeyAccount>()
  const custodyOf = (fid: number): PrivateKeyAccount => {
    if (!custody.has(fid)) custody.set(fid, privateKeyToAccount(generatePrivateKey()))
    return custody.get(fid)!
  }
  const owners = new Map<number, Address>()
  const registry = localFarcasterIdRegistry(owners)
  const app = new Hono().basePath('/farcaster')
  app.post('/v1/channel', async (c) => {
    const { siweUri, domain, nonce } = await c.req.json<Channel>()
    requests.push({ siweUri, domain, nonce })
    const channelToken = randomBytes(12).toString('hex')
    const url = `https://farcaster.xyz/~/siwf?channelToken=${channelToken}&nonce=${nonce}`
    channels.set(channelToken, { siweUri, domain, nonce })
    channelTokens.push(channelToken)
    return c.json({ channelToken, url, nonce }, 201)
  })
  app.get('/v1/channel/status', (c) => {
    const token = (c.req.header('authorization') ?? '').replace(/^Bearer /, '')
    const channel = channels.get(token)
    if (!channel) return c.json({ error: 'Unauthorized' }, 401)
    if (!channel.completed) return c.json({ state: 'pending', nonce: channel.nonce, url: 'https://farcaster.xyz/~/siwf' }, 202)
    return c.json({ state: 'completed', nonce: channel.nonce, url: 'https://farcaster.xyz/~/siwf', ...channel.completed }, 200)
  })
  return {
    requests,
    channelTokens,
    registry,
    owners,
    fetch: async (url, init) => {
      if (!url.startsWith(`${FAKE_RELAY_URL}/`)) throw new TypeError('fetch failed', { cause: new Error(`connect ECONNREFUSED ${url}`) })
      return app.request(url, init)
    },
    async approve(approval) {
      const channel = [...channels.values()].at(-1)
      if (!channel) throw new Error('fake relay: no channel to approve')
      owners.set(approval.fid, custodyOf(approval.fid).address)
      const owner = approval.account ?? custodyOf(approval.fid)
      const signer = approval.signer ?? owner
      const created = createSiweMessage({
        domain: approval.domain ?? channel.domain,
        address: owner.address,
        statement: 'Farcaster Auth',
        uri: approval.uri ?? channel.siweUri,
        version: '1',
        chainId: 10,
        nonce: approval.nonce ?? channel.nonce,
        issuedAt: approval.issuedAt ?? new Date(now()),
        resources: [`farcaster://fid/${approval.resourceFid ?? approval.fid}`],
      })
      const message = approval.edit ? approval.edit(created) : created
      const signature = await signer.signMessage({ message })
      channel.completed = { message, signature, fid: approval.fid, username: approval.username, displayName: approval.username, custody: owner.address }
    },
  }
}
