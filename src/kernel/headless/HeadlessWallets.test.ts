import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FAKE_ADDRESS, SessionFakeAdapter, type FakeAdapter } from '../../test-support/fakeAdapter'
import type { KitRoot } from '../root'
import { startKit } from '../stores/connectionTestKit'
import { fakeClients, sessionFor } from '../walletconnect/fakeWalletConnectClient'

vi.mock('../walletconnect/WalletConnectClient', async () => (await import('../walletconnect/fakeWalletConnectClient')).fakeClientModule)

const RAINBOW = { id: 'rainbow', name: 'Rainbow', mobile_link: 'rainbow://', homepage: 'https://rainbow.me', badge_type: 'certified' }
const directory = (url: URL) => {
  const search = url.searchParams.get('search')
  if (search) return { count: 1, data: [{ id: 'okx', name: 'OKX Wallet' }] }
  // Pages of 40: the directory holds 45 wallets, these stand for them.
  return url.searchParams.get('page') === '2' ? { count: 45, data: [{ id: 'trust', name: 'Trust Wallet' }] } : { count: 45, data: [RAINBOW, { id: 'test-record', name: 'Test Wallet', rdns: 'io.test' }] }
}

const kits: KitRoot[] = []
const DAPP = { name: 'Test dApp', description: 'A dApp', url: 'https://dapp.test', icons: [] }

async function headless(options = {}) {
  const started = startKit(new SessionFakeAdapter() as unknown as FakeAdapter, undefined, { metadata: DAPP, ...options })
  kits.push(started.kit)
  return { ...started, store: await started.kit.slice('headlessWallets') }
}

describe('HeadlessWallets (useAppKitWallets’ store)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string | URL) => {
        const url = new URL(String(input))
        return Promise.resolve(Response.json(url.pathname === '/getWallets' ? directory(url) : {}))
      }),
    )
  })
  afterEach(() => {
    for (const kit of kits.splice(0)) kit.destroy()
    fakeClients.length = 0
    vi.unstubAllGlobals()
  })

  it('lists the Connect view’s wallets as the modal does: WalletConnect, installed, then the directory’s', async () => {
    const { store } = await headless()
    await vi.waitFor(() => expect(store.wallets.map((wallet) => wallet.id)).toEqual(['walletConnect', 'io.test', 'rainbow']))
    const [walletConnect, installed, rainbow] = store.wallets
    expect(walletConnect).toMatchObject({ name: 'WalletConnect', isInjected: false, connectors: [] })
    expect(walletConnect?.imageUrl).toMatch(/^data:image\/svg\+xml/)
    expect(installed).toMatchObject({ name: 'Test Wallet', isInjected: true, isRecent: false, connectors: [{ id: 'io.test', chain: 'eip155', rdns: 'io.test' }] })
    expect(rainbow).toMatchObject({ isInjected: false, connectors: [], walletInfo: { website: 'https://rainbow.me', deepLink: 'rainbow://', isCertified: true } })
    expect(rainbow?.imageUrl).toBe('')
  })

  it('fetchWallets loads directory pages into wcWallets (an installed one marked), or searches with a query', async () => {
    const { store } = await headless()
    await store.fetchWallets()
    expect(store.page).toBe(1)
    expect(store.wcWallets.map((wallet) => `${wallet.id}${wallet.isInjected ? ' (installed)' : ''}`)).toEqual(['test-record (installed)', 'rainbow'])
    await store.fetchWallets({ page: 2 })
    expect(store.page).toBe(2)
    expect(store.wcWallets.map((wallet) => wallet.id)).toEqual(['test-record', 'rainbow', 'trust'])
    await store.fetchWallets({ query: 'okx' })
    expect(store.wcWallets.map((wallet) => wallet.id)).toEqual(['okx'])
    expect(store.count).toBe(1)
  })

  it('without WalletConnect there is no WalletConnect row and wcWallets keeps installed wallets only', async () => {
    const { store } = await headless({ enableWalletConnect: false })
    await store.fetchWallets()
    expect(store.wallets.map((wallet) => wallet.id)).toEqual(['io.test'])
    expect(store.wcWallets.map((wallet) => wallet.id)).toEqual(['test-record'])
  })

  it('connect() on a directory wallet pairs over WalletConnect: wcUri for the QR code, then the approval connects', async () => {
    const { store, kit } = await headless()
    await store.fetchWallets()
    const rainbow = store.wcWallets.find((wallet) => wallet.id === 'rainbow')!
    const connected = store.connect(rainbow)
    expect(store.isFetchingWcUri).toBe(true)
    expect(store.connectingWallet).toBe(rainbow)
    await vi.waitFor(() => expect(store.wcUri).toMatch(/^wc:/))
    const proposal = fakeClients.at(-1)!.proposals.at(-1)!
    expect(store.wcUri).toBe(proposal.uri)
    proposal.approve(sessionFor(proposal.topic, [`eip155:31337:${FAKE_ADDRESS}`]))
    await connected
    expect(kit.account.connectorId).toBe('walletConnect')
    const recent = await kit.slice('recentWallets')
    await vi.waitFor(() => expect(recent.wallets.map((wallet) => wallet.id)).toEqual(['rainbow']))
    expect(store.connectingWallet).toBeUndefined()
    expect(kit.modal.isOpen).toBe(false)
  })

  it('resetWcUri() hides the pairing until the next connect()', async () => {
    const { store } = await headless()
    const walletConnect = store.wallets.find((wallet) => wallet.id === 'walletConnect')!
    void store.connect(walletConnect)
    await vi.waitFor(() => expect(store.wcUri).toBeDefined())
    store.resetWcUri()
    expect(store.wcUri).toBeUndefined()
    expect(store.connectingWallet).toBeUndefined()
  })
})
