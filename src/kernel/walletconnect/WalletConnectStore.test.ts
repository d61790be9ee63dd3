import { appKitOf } from '../../test-support/testKit'
import { describe, expect, it, vi } from 'vitest'
import { FAKE_ADDRESS } from '../../test-support/fakeAdapter'
import { kitKey, stored } from '../stores/connectionTestKit'
import { sessionFor } from './fakeWalletConnectClient'
import { DAPP, metamask, paired, useWalletConnectKits, wcKit } from './walletConnectTestKit'

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'

vi.mock('./WalletConnectClient', async () => (await import('./fakeWalletConnectClient')).fakeClientModule)

useWalletConnectKits()

describe('WalletConnectStore', () => {
  it('Try again pairs anew, but not twice within §9 retryAfterDefault (1 s)', async () => {
    const { store, client } = wcKit()
    await paired(store, client)
    const now = vi.spyOn(Date, 'now')
    now.mockReturnValue(1_000_000)
    store.retry()
    await vi.waitFor(() => expect(client().proposals).toHaveLength(2))
    now.mockReturnValue(1_000_999)
    store.retry()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(client().proposals).toHaveLength(2)
    now.mockReturnValue(1_001_000)
    store.retry()
    await vi.waitFor(() => expect(client().proposals).toHaveLength(3))
    now.mockRestore()
  })

  it('start() shows pairing, then the uri of a proposal for every configured EVM network', async () => {
    const { store, client, kit } = wcKit()
    store.start()
    expect(store.status).toBe('pairing')
    expect(store.uri).toBeUndefined()
    await vi.waitFor(() => expect(store.status).toBe('waiting'))
    const [proposal] = client().proposals
    expect(store.uri).toBe(proposal!.uri)
    expect(proposal!.namespaces.eip155!.chains).toEqual(['eip155:31337', 'eip155:31338'])
    expect(client().options).toMatchObject({ projectId: kit.options.projectId, relayUrl: kit.options.endpoints.relay, metadata: DAPP })
  })

  it('an approval connects the account through the adapter and remembers the picked wallet (at most 2)', async () => {
    const { store, client, kit, adapter, storage, events } = wcKit()
    const recent = await kit.slice('recentWallets')
    recent.add({ id: 'rainbow', name: 'Rainbow' })
    recent.add({ id: 'trust', name: 'Trust' })
    const proposal = await paired(store, client, metamask)
    proposal.approve(sessionFor(proposal.topic, [`eip155:31338:${FAKE_ADDRESS}`]))
    await vi.waitFor(() => expect(store.status).toBe('connected'))
    expect(kit.account.caipAddress).toBe(`eip155:31338:${FAKE_ADDRESS}`)
    expect(kit.account.connectorId).toBe('walletConnect')
    expect(appKitOf(kit).getWalletInfo()).toEqual({ name: 'Test Wallet', identifier: 'metamask', icon: 'https://wallet.test/icon.png' })
    expect(adapter.calls).toContain('attach:walletConnect')
    expect(adapter.getProvider('walletConnect')).toBeDefined()
    await vi.waitFor(() => expect(recent.wallets.map((wallet) => wallet.id)).toEqual(['metamask', 'trust']))
    expect(stored(storage, 'connectedNamespaces')).toEqual(['eip155'])
    const success = events.find((event) => event.data.event === 'CONNECT_SUCCESS')
    expect(success?.data.properties).toMatchObject({ method: 'qrcode', name: 'Test Wallet' })
  })

  it('universalProviderConfigOverride: the proposal asks for its methods and chains; the session reads through its rpcMap', async () => {
    const override = { methods: { eip155: ['personal_sign'] }, chains: { eip155: ['eip155:31337'] }, rpcMap: { 'eip155:31337': 'https://rpc.example/wc' } }
    const { store, client, kit, adapter } = wcKit(undefined, { universalProviderConfigOverride: override })
    const proposal = await paired(store, client)
    expect(proposal.namespaces).toEqual({ eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['chainChanged', 'accountsChanged'] } })
    proposal.approve(sessionFor(proposal.topic, [`eip155:31337:${FAKE_ADDRESS}`]))
    await vi.waitFor(() => expect(store.status).toBe('connected'))
    expect(kit.account.caipAddress).toBe(`eip155:31337:${FAKE_ADDRESS}`)
    const urls: string[] = []
    vi.stubGlobal('fetch', vi.fn((url: string | URL) => (urls.push(String(url)), Promise.resolve(Response.json({ jsonrpc: '2.0', id: 1, result: '0x1' })))))
    expect(await adapter.getProvider('walletConnect')!.request({ method: 'eth_getBalance', params: [FAKE_ADDRESS, 'latest'] })).toBe('0x1')
    expect(urls).toEqual(['https://rpc.example/wc'])
  })

  it("a wallet that says no (WalletConnect 5000 'User rejected.') shows 'Connection rejected'", async () => {
    const { store, client, kit, names } = wcKit()
    const proposal = await paired(store, client)
    proposal.reject({ code: 5000, message: 'User rejected.' })
    await vi.waitFor(() => expect(store.status).toBe('failed'))
    expect(store.error).toBe('Connection rejected')
    expect(store.detail).toBe('User rejected.')
    expect(kit.account.isConnected).toBe(false)
    expect(names()).toContain('CONNECT_ERROR')
  })

  it('the relay dropping while the QR code is up: the code goes, the error says so, and a fresh code comes once the relay answers again', async () => {
    const { store, client } = wcKit()
    const first = await paired(store, client)
    vi.useFakeTimers()
    const connect = client().connect.bind(client())
    let relayUp = false
    client().connect = (namespaces) => (relayUp ? connect(namespaces) : Promise.reject(new Error('socket closed')))
    client().events.relayDisconnected()
    expect(store).toMatchObject({ status: 'failed', uri: undefined, error: 'The connection to the WalletConnect relay was lost', detail: 'A new QR code shows as soon as it is back.' })
    // Still down after 1 s and after 2 s more: the error stays, no code shows.
    await vi.advanceTimersByTimeAsync(1000 + 2000)
    expect(store).toMatchObject({ status: 'failed', uri: undefined, error: 'The connection to the WalletConnect relay was lost' })
    relayUp = true
    await vi.advanceTimersByTimeAsync(4000)
    expect(store.status).toBe('waiting')
    expect(store.error).toBeUndefined()
    expect(store.uri).toBe(client().proposals.at(-1)!.uri)
    expect(store.uri).not.toBe(first.uri)
  })

  it('a relay drop with no QR code up changes nothing; leaving the view stops the retries', async () => {
    const { store, client } = wcKit()
    await paired(store, client)
    vi.useFakeTimers()
    const tries: number[] = []
    client().connect = () => (tries.push(Date.now()), Promise.reject(new Error('socket closed')))
    client().events.relayDisconnected()
    await vi.advanceTimersByTimeAsync(1000)
    expect(tries).toHaveLength(1)
    store.cancel()
    await vi.advanceTimersByTimeAsync(120_000)
    expect(tries).toHaveLength(1)
    const before = { status: store.status, error: store.error }
    client().events.relayDisconnected()
    expect({ status: store.status, error: store.error }).toEqual(before)
  })

  it("any other failure shows 'Failed to connect' with what went wrong", async () => {
    const { store, client } = wcKit()
    const proposal = await paired(store, client)
    proposal.reject(new Error('Proposal expired'))
    await vi.waitFor(() => expect(store.status).toBe('failed'))
    expect(store).toMatchObject({ error: 'Failed to connect', detail: 'Proposal expired' })
  })

  it('an account on a chain the app did not ask for: Failed to connect, the session ended, nothing stored', async () => {
    const { store, client, kit, adapter, storage } = wcKit()
    const proposal = await paired(store, client)
    const session = sessionFor(proposal.topic, [`eip155:1:${FAKE_ADDRESS}`])
    proposal.approve(session)
    await vi.waitFor(() => expect(store.status).toBe('failed'))
    expect(store).toMatchObject({ error: 'Failed to connect', detail: 'The wallet approved eip155:1, which this app did not ask for' })
    expect(client().disconnected).toEqual([session.topic])
    expect(client().forgotten).toEqual([proposal.topic])
    expect(kit.account.isConnected).toBe(false)
    expect(storage.getItem(kitKey('connectedNamespaces'))).toBeNull()
    expect(adapter.calls).not.toContain('attach:walletConnect')
  })

  it('after leaving the view, an approval still connects; once another wallet is connected, it is turned down', async () => {
    const { store, client, kit } = wcKit()
    const proposal = await paired(store, client)
    store.cancel()
    expect(store.status).toBe('waiting')
    proposal.approve(sessionFor(proposal.topic, [`eip155:31337:${FAKE_ADDRESS}`]))
    await vi.waitFor(() => expect(kit.account.connectorId).toBe('walletConnect'))
    const other = wcKit()
    const late = await paired(other.store, other.client)
    other.store.cancel()
    other.kit.account.setConnected(`eip155:31337:${FAKE_ADDRESS}`, 'injected')
    const session = sessionFor(late.topic, [`eip155:31337:${FAKE_ADDRESS}`])
    late.approve(session)
    await vi.waitFor(() => expect(other.client().disconnected).toEqual([session.topic]))
    expect(other.kit.account.connectorId).toBe('injected')
  })
})

describe('WalletConnectStore: §4 pairing reuse', () => {
  it('on Safari on iOS a pending pairing is shown again until it is within 10 s of its 4-minute expiry', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('navigator', { userAgent: IPHONE_SAFARI })
    const { store, client } = wcKit()
    const first = await paired(store, client, metamask)
    const createdAt = Date.now()
    // The visitor left the view (its refresh timer stops), then comes back 229 s and 231 s after the pairing.
    store.cancel()
    await vi.advanceTimersByTimeAsync(createdAt + 229_000 - Date.now())
    store.start(metamask)
    expect([store.status, store.uri, client().proposals.length]).toEqual(['waiting', first.uri, 1])
    store.cancel()
    await vi.advanceTimersByTimeAsync(2_000)
    const second = await paired(store, client, metamask)
    expect(client().proposals).toHaveLength(2)
    expect(second.uri).not.toBe(first.uri)
    expect(store.uri).toBe(second.uri)
  })

  it('a QR code nobody scanned is replaced by a fresh one after 4 minutes; its late approval is turned down', async () => {
    vi.useFakeTimers()
    const { store, client, kit } = wcKit()
    const first = await paired(store, client)
    await vi.advanceTimersByTimeAsync(4 * 60_000)
    await vi.waitFor(() => expect(client().proposals).toHaveLength(2))
    await vi.waitFor(() => expect(store.uri).toBe(client().proposals[1]!.uri))
    const late = sessionFor(first.topic, [`eip155:31337:${FAKE_ADDRESS}`])
    first.approve(late)
    await vi.waitFor(() => expect(client().disconnected).toEqual([late.topic]))
    expect(kit.account.isConnected).toBe(false)
  })

  it('on a desktop browser every start() makes a new pairing', async () => {
    vi.stubGlobal('navigator', { userAgent: DESKTOP_CHROME })
    const { store, client } = wcKit()
    const first = await paired(store, client)
    const second = await paired(store, client)
    expect(client().proposals).toHaveLength(2)
    expect(second.uri).not.toBe(first.uri)
    expect(store.uri).toBe(second.uri)
  })
})
