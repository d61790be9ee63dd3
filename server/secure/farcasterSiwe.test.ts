import { describe, expect, it } from 'vitest'
import { createFakeFarcasterRelay, FAKE_RELAY_URL, type Approval } from './testing/fakeFarcasterRelay'
import { useSecureSite } from './testing/useSecureSite'

const DEVICE = 'device-siwe-checks-1'
const UNVERIFIED = [400, { message: 'Failed to verify the Farcaster sign-in' }]
const replace = (from: RegExp, to: string) => (message: string) => message.replace(from, to)

describe('secure site: the Farcaster SIWE message’s version, chain and dates', () => {
  const relay = createFakeFarcasterRelay({ now: () => site.now() })
  const site = useSecureSite({ site: { farcasterRelayUrl: FAKE_RELAY_URL, outboundFetch: (url, init) => relay.fetch(url, init), farcasterIdRegistry: relay.registry } })
  const signIn = async (approval: Omit<Approval, 'fid'>, beforeApproval = 0) => {
    site.advance(60_001)
    await site.post('farcaster/channel', { deviceId: DEVICE })
    site.advance(beforeApproval)
    await relay.approve({ fid: 64, ...approval })
    const response = await site.post('farcaster/status', { deviceId: DEVICE })
    return [response.status, await response.json()] as const
  }
  /** Adds a line after Issued At, made when the app signs (the clock has moved by then). */
  const afterIssuedAt = (line: () => string) => (message: string) => message.replace(/^Issued At: .+$/m, (found) => `${found}\n${line()}`)

  it('signs in as the app sends it', async () => {
    expect((await signIn({}))[0]).toBe(200)
  })

  it('version other than 1, or a chain other than OP Mainnet (10): refused', async () => {
    expect(await signIn({ edit: replace(/^Version: 1$/m, 'Version: 2') })).toEqual(UNVERIFIED)
    expect(await signIn({ edit: replace(/^Chain ID: 10$/m, 'Chain ID: 1') })).toEqual(UNVERIFIED)
  })

  it('an unreadable Issued At, Expiration Time or Not Before: refused', async () => {
    expect(await signIn({ edit: replace(/^Issued At: .+$/m, 'Issued At: 2026-13-45T99:00:00Z') })).toEqual(UNVERIFIED)
    expect(await signIn({ edit: replace(/^Issued At: .+$/m, 'Issued At: yesterday') })).toEqual(UNVERIFIED)
    expect(await signIn({ edit: afterIssuedAt(() => 'Expiration Time: never') })).toEqual(UNVERIFIED)
    expect(await signIn({ edit: afterIssuedAt(() => 'Not Before: 2026-02-30T00:00:00Z') })).toEqual(UNVERIFIED)
  })

  it('expired, or not yet valid: refused; valid dates pass', async () => {
    const at = (offset: number) => new Date(site.now() + offset).toISOString()
    expect(await signIn({ edit: afterIssuedAt(() => `Expiration Time: ${at(-1)}`) })).toEqual(UNVERIFIED)
    expect(await signIn({ edit: afterIssuedAt(() => `Not Before: ${at(60_000)}`) })).toEqual(UNVERIFIED)
    expect((await signIn({ edit: afterIssuedAt(() => `Expiration Time: ${at(60_000)}\nNot Before: ${at(-1)}`) }))[0]).toBe(200)
  })

  it('Issued At more than a minute ahead of our clock, or more than a minute before the channel was opened: refused', async () => {
    const openedAt = () => site.now() + 60_001
    expect(await signIn({ issuedAt: new Date(site.now() + 60_001 + 5 * 60_000) }, 3 * 60_000)).toEqual(UNVERIFIED)
    expect(await signIn({ issuedAt: new Date(openedAt() - 60_001) })).toEqual(UNVERIFIED)
    // Within the minute either way: a phone's clock a little off ours.
    expect((await signIn({ issuedAt: new Date(openedAt() - 30_000) }))[0]).toBe(200)
    expect((await signIn({ issuedAt: new Date(openedAt() + 59_000) }))[0]).toBe(200)
  })
})
