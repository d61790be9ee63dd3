/** The Farcaster relay stand-in: channels, the approve page, and the signed SIWE message it hands back. */
import { verifyMessage, type Hex } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FARCASTER_TEST_ACCOUNTS } from './farcasterAccounts'
import { startIdentityProvider, type IdentityProvider } from './startIdentityProvider'
import { SLOW_SETUP_MS } from '../testing/hookTimeouts'

let idp: IdentityProvider
beforeAll(async () => {
  idp = await startIdentityProvider({ port: 0, secureSiteUrl: 'http://127.0.0.1:3003' })
}, SLOW_SETUP_MS)
afterAll(() => idp.close())

const CHANNEL = { siweUri: 'http://127.0.0.1:3003/social/farcaster', domain: '127.0.0.1:3003', nonce: 'abcDEF123456' }

async function openChannel(body: unknown = CHANNEL): Promise<Response> {
  return fetch(`${idp.url}/farcaster/v1/channel`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
}
async function status(channelToken: string): Promise<Response> {
  return fetch(`${idp.url}/farcaster/v1/channel/status`, { headers: { authorization: `Bearer ${channelToken}` } })
}

describe('Farcaster relay stand-in', () => {
  it('opens a channel, stays pending until approved, then returns a message signed by the custody key', async () => {
    const created = await openChannel()
    expect(created.status).toBe(201)
    const { channelToken, url, nonce } = (await created.json()) as { channelToken: string; url: string; nonce: string }
    expect(url).toBe(`${idp.url}/farcaster/approve?channelToken=${channelToken}`)
    expect(nonce).toBe(CHANNEL.nonce)

    const pending = await status(channelToken)
    expect(pending.status).toBe(202)
    expect(await pending.json()).toEqual({ state: 'pending', nonce, url })

    const page = await fetch(url)
    const html = await page.text()
    expect(html).toContain('<title>Sign in with Farcaster</title>')
    expect(html).toContain('data-testid="farcaster-approve-farcaster-alice"')
    expect(html).toContain('data-testid="farcaster-approve-farcaster-bob"')
    expect((await status(channelToken)).status).toBe(202) // GET never approves

    const approved = await fetch(`${idp.url}/farcaster/approve`, { method: 'POST', body: new URLSearchParams({ channelToken, fid: '1001' }) })
    expect(approved.status).toBe(200)
    expect(await approved.text()).toContain('Approved. You can go back to the app.')

    const completed = await status(channelToken)
    expect(completed.status).toBe(200)
    const result = (await completed.json()) as { message: string; signature: Hex; custody: Hex }
    const alice = FARCASTER_TEST_ACCOUNTS[0]!
    expect(result).toMatchObject({
      state: 'completed',
      nonce,
      url,
      fid: 1001,
      username: 'farcaster-alice',
      displayName: 'Alice on Farcaster',
      custody: alice.custody,
    })
    expect(await verifyMessage({ address: alice.custody, message: result.message, signature: result.signature })).toBe(true)
    expect(parseSiweMessage(result.message)).toMatchObject({
      domain: CHANNEL.domain,
      uri: CHANNEL.siweUri,
      nonce: CHANNEL.nonce,
      address: alice.custody,
      chainId: 10,
      version: '1',
      statement: 'Farcaster Auth',
      resources: ['farcaster://fid/1001'],
    })

    const twice = await fetch(`${idp.url}/farcaster/approve`, { method: 'POST', body: new URLSearchParams({ channelToken, fid: '1002' }) })
    expect(twice.status).toBe(409)
  })

  it('answers 401 for an unknown channel token and 400 pages for unknown channels', async () => {
    const unknown = await status('no-such-channel')
    expect(unknown.status).toBe(401)
    expect(await unknown.json()).toEqual({ message: 'Unknown or expired channel' })
    expect((await fetch(`${idp.url}/farcaster/v1/channel/status`)).status).toBe(401)
    expect((await fetch(`${idp.url}/farcaster/approve?channelToken=nope`)).status).toBe(400)
    const post = await fetch(`${idp.url}/farcaster/approve`, { method: 'POST', body: new URLSearchParams({ channelToken: 'nope', fid: '1001' }) })
    expect(post.status).toBe(400)
  })

  it('rejects a bad channel request with 400 and a message', async () => {
    for (const [body, field] of [
      [{ ...CHANNEL, nonce: 'short' }, 'nonce'],
      [{ ...CHANNEL, nonce: 'has-dashes-in-it' }, 'nonce'],
      [{ ...CHANNEL, siweUri: 'ftp://example.com/x' }, 'siweUri'],
      [{ ...CHANNEL, domain: 'not a domain' }, 'domain'],
      [{ siweUri: CHANNEL.siweUri }, 'domain'],
    ] as const) {
      const response = await openChannel(body)
      expect(response.status).toBe(400)
      expect(((await response.json()) as { message: string }).message).toMatch(new RegExp(`^${field}: `))
    }
    const notJson = await fetch(`${idp.url}/farcaster/v1/channel`, { method: 'POST', body: 'nope' })
    expect(notJson.status).toBe(400)
    expect(await notJson.json()).toEqual({ message: 'Body must be JSON' })
  })

  it('escapes the requesting domain and URI on the approve page', async () => {
    const created = await openChannel({ ...CHANNEL, siweUri: "http://127.0.0.1:3003/?a='x'&b=1" })
    const { url } = (await created.json()) as { url: string }
    const html = await (await fetch(url)).text()
    expect(html).toContain('http://127.0.0.1:3003/?a=&#39;x&#39;&amp;b=1')
  })
})
