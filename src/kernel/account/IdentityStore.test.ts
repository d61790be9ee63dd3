import { afterEach, describe, expect, it, vi } from 'vitest'
import { FAKE_ADDRESS } from '../../test-support/fakeAdapter'
import { testNetwork, testOptions } from '../../test-support/testKit'
import { KitRoot } from '../root'
import type { CaipNetwork } from '../types'
import { IdentityStore } from './IdentityStore'

const mainnet: CaipNetwork = { ...testNetwork, id: 31337, name: 'Local mainnet-like', testnet: false }
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

async function kitOn(network: CaipNetwork) {
  const kit = new KitRoot(testOptions({ networks: [network] }))
  kit.startAdapters()
  await kit.connection.connect('io.test')
  return kit
}

describe('IdentityStore (§3 profile, §7 identity)', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('fetches name and avatar on an EVM network that is not a testnet, with sender, and caches them', async () => {
    const fetch = vi.fn((input: string | URL | Request) =>
      Promise.resolve(String(input).includes('/v1/identity/') ? json({ name: 'dev.eth', avatar: 'data:image/png;base64,AA==' }) : json({ balances: [] })),
    )
    vi.stubGlobal('fetch', fetch)
    const kit = await kitOn(mainnet)
    const store = new IdentityStore({ account: kit.account, networks: kit.networks, chainData: kit.chainData, storage: kit.storage })
    expect(await store.load()).toEqual({ name: 'dev.eth', avatar: 'data:image/png;base64,AA==' })
    await store.load()
    const calls = fetch.mock.calls.map(([input]) => new URL(String(input))).filter((url) => url.pathname.startsWith('/v1/identity/'))
    expect(calls).toHaveLength(1)
    expect(calls[0]?.pathname).toBe(`/v1/identity/${FAKE_ADDRESS}`)
    expect(calls[0]?.searchParams.get('sender')).toBe(FAKE_ADDRESS)
  })

  it('asks nothing on a testnet', async () => {
    const fetch = vi.fn((_input: string | URL | Request) => Promise.resolve(json({ balances: [] })))
    vi.stubGlobal('fetch', fetch)
    const kit = await kitOn({ ...testNetwork, testnet: true })
    expect(await new IdentityStore({ account: kit.account, networks: kit.networks, chainData: kit.chainData, storage: kit.storage }).load()).toBeUndefined()
    expect(fetch.mock.calls.filter(([input]) => String(input).includes('/v1/identity/'))).toEqual([])
  })

  it('falls back to the reverse name lookup (address and caipNetworkId) when identity fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const fetch = vi.fn((input: string | URL | Request) => {
      const url = String(input)
      if (url.includes('/v1/identity/')) return Promise.resolve(json({ message: 'down' }, 500))
      if (url.includes('/v1/profile/reverse/')) return Promise.resolve(json([{ name: 'fallback.eth', addresses: { '60': { address: FAKE_ADDRESS } } }]))
      return Promise.resolve(json({ balances: [] }))
    })
    vi.stubGlobal('fetch', fetch)
    const kit = await kitOn(mainnet)
    expect(await new IdentityStore({ account: kit.account, networks: kit.networks, chainData: kit.chainData, storage: kit.storage }).load()).toEqual({ name: 'fallback.eth', avatar: null })
    const reverse = fetch.mock.calls.map(([input]) => new URL(String(input))).find((url) => url.pathname.startsWith('/v1/profile/reverse/'))
    expect(Object.fromEntries(reverse?.searchParams ?? [])).toMatchObject({ sender: FAKE_ADDRESS, apiVersion: '2', caipNetworkId: 'eip155:31337' })
  })

  it('setProfileName: a registered name shows at once, drops the cached identity (the next load asks again), and stays on a testnet', async () => {
    let name: string | null = null
    const fetch = vi.fn((input: string | URL | Request) => Promise.resolve(String(input).includes('/v1/identity/') ? json({ name, avatar: 'https://x/a.png' }) : json({ balances: [] })))
    vi.stubGlobal('fetch', fetch)
    const kit = await kitOn(mainnet)
    const store = new IdentityStore({ account: kit.account, networks: kit.networks, chainData: kit.chainData, storage: kit.storage })
    expect(await store.load()).toEqual({ name: null, avatar: 'https://x/a.png' })
    store.setProfileName(FAKE_ADDRESS.toLowerCase(), 'alice.gangway.id')
    expect(store.identity).toEqual({ name: 'alice.gangway.id', avatar: 'https://x/a.png' })
    name = 'alice.gangway.id'
    expect(await store.load()).toEqual({ name: 'alice.gangway.id', avatar: 'https://x/a.png' })
    expect(fetch.mock.calls.filter(([input]) => String(input).includes('/v1/identity/'))).toHaveLength(2)

    const testnet = await kitOn({ ...testNetwork, testnet: true })
    const onTestnet = new IdentityStore({ account: testnet.account, networks: testnet.networks, chainData: testnet.chainData, storage: testnet.storage })
    onTestnet.setProfileName(FAKE_ADDRESS, 'bob.gangway.id')
    expect(await onTestnet.load()).toEqual({ name: 'bob.gangway.id', avatar: null })
    expect(fetch.mock.calls.filter(([input]) => String(input).includes('/v1/identity/'))).toHaveLength(2)
  })
})
