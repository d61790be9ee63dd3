import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { FARCASTER_TEST_ACCOUNTS } from '../idp/farcasterAccounts'
import { localFarcasterIdRegistry } from './social/farcasterIdRegistry'
import { createFakeFarcasterRelay, FAKE_RELAY_URL, type Approval, type FakeFarcasterRelay } from './testing/fakeFarcasterRelay'
import { createFakeOpNode, FAKE_OP_RPC_URL } from './testing/fakeOpNode'
import { useSecureSite, type SecureSiteHarness } from './testing/useSecureSite'

const DEVICE = 'device-fid-owner-01'
type Json = Record<string, unknown>

function farcasterSteps(site: SecureSiteHarness, relay: FakeFarcasterRelay) {
  const call = async (path: string): Promise<[number, Json]> => {
    const response = await site.post(path, { deviceId: DEVICE })
    return [response.status, (await response.json()) as Json]
  }
  return {
    call,
    signIn: async (approval: Approval) => {
      await call('farcaster/channel')
      await relay.approve(approval)
      return call('farcaster/status')
    },
    users: async () => (await site.db.query<{ n: number }>('SELECT count(*)::int AS n FROM secure_users')).rows[0]!.n,
  }
}

describe('Farcaster fid ownership: the signer must be the fid’s custody address', () => {
  const relay = createFakeFarcasterRelay({ now: () => site.now() })
  const site = useSecureSite({ site: { farcasterRelayUrl: FAKE_RELAY_URL, outboundFetch: (url, init) => relay.fetch(url, init), farcasterIdRegistry: relay.registry } })
  const steps = farcasterSteps(site, relay)

  it('a message signed by its own address for a fid that address does not own: refused, nothing created', async () => {
    const users = await steps.users()
    const stranger = privateKeyToAccount(generatePrivateKey())
    expect(await steps.signIn({ fid: 5150, account: stranger })).toEqual([400, { message: 'Failed to verify the Farcaster sign-in' }])
    expect(await steps.call('farcaster/status')).toEqual([400, { message: 'No Farcaster sign-in in progress' }])
    expect(await steps.users()).toBe(users)
    expect((await steps.signIn({ fid: 5150 }))[0]).toBe(200)
  })
})

describe('Farcaster fid ownership: the local registry (the stand-in’s test accounts)', () => {
  it('knows fid 1001 and 1002 by their custody addresses, nothing else', async () => {
    const registry = localFarcasterIdRegistry()
    const [alice, bob] = FARCASTER_TEST_ACCOUNTS
    expect(await registry.custodyOwnsFid(alice!.custody, 1001)).toBe(true)
    expect(await registry.custodyOwnsFid(alice!.custody.toLowerCase() as `0x${string}`, 1001)).toBe(true)
    expect(await registry.custodyOwnsFid(bob!.custody, 1001)).toBe(false)
    expect(await registry.custodyOwnsFid(alice!.custody, 4242)).toBe(false)
  })
})

describe('Farcaster fid ownership: FARCASTER_ID_REGISTRY_RPC reads the IdRegistry on OP Mainnet', () => {
  const relay = createFakeFarcasterRelay({ now: () => site.now() })
  const node = createFakeOpNode(relay.owners)
  const site = useSecureSite({
    site: {
      farcasterRelayUrl: FAKE_RELAY_URL,
      socialEnv: { FARCASTER_ID_REGISTRY_RPC: FAKE_OP_RPC_URL },
      outboundFetch: (url, init) => (url.startsWith(FAKE_OP_RPC_URL) ? node.fetch(url, init) : relay.fetch(url, init)),
    },
  })
  const steps = farcasterSteps(site, relay)

  it('idOf(custody) == fid signs in; another address is refused', async () => {
    const [status, body] = await steps.signIn({ fid: 777, username: 'onchain' })
    expect([status, body]).toEqual([200, { state: 'completed', token: expect.any(String), userName: 'onchain' }])
    expect(node.calls).toContain('0x00000000Fc6c5F01Fc30151999387Bb99A9f489b')
    expect(await steps.signIn({ fid: 777, account: privateKeyToAccount(generatePrivateKey()) })).toEqual([400, { message: 'Failed to verify the Farcaster sign-in' }])
    expect(await steps.signIn({ fid: 778, signer: privateKeyToAccount(generatePrivateKey()) })).toEqual([400, { message: 'Failed to verify the Farcaster sign-in' }])
  })
})

describe('Farcaster fid ownership: the node down', () => {
  const relay = createFakeFarcasterRelay({ now: () => site.now() })
  const site = useSecureSite({
    site: { farcasterRelayUrl: FAKE_RELAY_URL, socialEnv: { FARCASTER_ID_REGISTRY_RPC: 'http://127.0.0.1:9/rpc' }, outboundFetch: (url, init) => relay.fetch(url, init) },
  })
  const steps = farcasterSteps(site, relay)

  it('502 "Could not reach the Farcaster ID registry", nothing created', async () => {
    const users = await steps.users()
    expect(await steps.signIn({ fid: 31 })).toEqual([502, { message: 'Could not reach the Farcaster ID registry' }])
    expect(await steps.users()).toBe(users)
  })
})

describe('Farcaster fid ownership: a foreign relay and no registry', () => {
  const relay = createFakeFarcasterRelay()
  const site = useSecureSite({ site: { socialEnv: { FARCASTER_RELAY_URL: FAKE_RELAY_URL }, outboundFetch: (url, init) => relay.fetch(url, init) } })
  const steps = farcasterSteps(site, relay)

  it('503 "Farcaster sign-in is not configured" for the channel and the status; the relay is never asked', async () => {
    expect(await steps.call('farcaster/channel')).toEqual([503, { message: 'Farcaster sign-in is not configured' }])
    expect(await steps.call('farcaster/status')).toEqual([503, { message: 'Farcaster sign-in is not configured' }])
    expect(relay.requests).toHaveLength(0)
  })
})
