import { appKitOf } from '../../test-support/testKit'
import { describe, expect, it, vi } from 'vitest'
import { EvmAdapter } from '../../adapters/evm/EvmAdapter'
import { FAKE_ADDRESS, SessionFakeAdapter } from '../../test-support/fakeAdapter'
import { stored } from '../stores/connectionTestKit'
import { sessionFor } from './fakeWalletConnectClient'
import { paired, useWalletConnectKits, wcKit } from './walletConnectTestKit'

vi.mock('./WalletConnectClient', async () => (await import('./fakeWalletConnectClient')).fakeClientModule)

useWalletConnectKits()

describe('WalletConnectStore', () => {
  it('restore() re-attaches the stored session and gives the peer wallet; with none stored, nothing', async () => {
    const { store, client, adapter } = wcKit()
    expect(await store.restore()).toBeUndefined()
    expect(adapter.calls).not.toContain('attach:walletConnect')
    client().latest = sessionFor('9'.repeat(64), [`eip155:31337:${FAKE_ADDRESS}`])
    expect(await store.restore()).toEqual({ name: 'Test Wallet', identifier: 'https://wallet.test', icon: 'https://wallet.test/icon.png' })
    expect(store.status).toBe('connected')
    expect(await adapter.getProvider('walletConnect')?.request({ method: 'eth_accounts' })).toEqual([FAKE_ADDRESS])
  })

  it('restore() drops a stored session with an account on a chain the app does not use', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { store, client, adapter } = wcKit()
    await store.restore()
    const session = sessionFor('9'.repeat(64), [`eip155:1:${FAKE_ADDRESS}`])
    client().latest = session
    expect(await store.restore()).toBeUndefined()
    expect(client().disconnected).toEqual([session.topic])
    expect(adapter.calls).not.toContain('attach:walletConnect')
  })

  it("the wallet ending the live session detaches the provider and forgets the pairing; another topic doesn't", async () => {
    const { store, client, adapter } = wcKit()
    const proposal = await paired(store, client)
    const session = sessionFor(proposal.topic, [`eip155:31337:${FAKE_ADDRESS}`])
    proposal.approve(session)
    await vi.waitFor(() => expect(store.status).toBe('connected'))
    client().events.sessionEnded('0'.repeat(64))
    expect(adapter.getProvider('walletConnect')).toBeDefined()
    client().events.sessionEnded(session.topic)
    expect(adapter.calls.at(-1)).toBe('detach:walletConnect')
    expect(adapter.getProvider('walletConnect')).toBeUndefined()
    expect(store.status).toBe('idle')
    await vi.waitFor(() => expect(client().forgotten).toEqual([proposal.topic]))
  })

  it('an adapter that cannot connect through the session: Failed to connect, provider detached, session ended', async () => {
    const adapter = new SessionFakeAdapter()
    vi.spyOn(adapter, 'connect').mockRejectedValue(new Error('The wallet returned no account'))
    const { store, client, kit } = wcKit(adapter)
    const proposal = await paired(store, client)
    const session = sessionFor(proposal.topic, [`eip155:31337:${FAKE_ADDRESS}`])
    proposal.approve(session)
    await vi.waitFor(() => expect(store.status).toBe('failed'))
    expect(store).toMatchObject({ error: 'Failed to connect', detail: 'The wallet returned no account' })
    expect(adapter.calls).toEqual(['attach:walletConnect', 'detach:walletConnect'])
    expect(client().disconnected).toEqual([session.topic])
    expect(kit.account.isConnected).toBe(false)
  })

  it('the kit disconnecting ends the session with the wallet (§4)', async () => {
    const { store, client, kit } = wcKit()
    const proposal = await paired(store, client)
    const session = sessionFor(proposal.topic, [`eip155:31337:${FAKE_ADDRESS}`])
    proposal.approve(session)
    await vi.waitFor(() => expect(store.status).toBe('connected'))
    await appKitOf(kit).disconnect()
    expect(client().disconnected).toEqual([session.topic])
    expect(client().forgotten).toEqual([proposal.topic])
    expect(kit.account.isConnected).toBe(false)
  })

  it("with the EVM adapter, the wallet's chain change reaches the kit, and its session delete disconnects and clears the stored namespace (§4)", async () => {
    const { store, client, kit, storage } = wcKit(new EvmAdapter({ window: new EventTarget() as unknown as Window }))
    const proposal = await paired(store, client)
    const session = sessionFor(proposal.topic, [`eip155:31337:${FAKE_ADDRESS}`, `eip155:31338:${FAKE_ADDRESS}`])
    proposal.approve(session)
    await vi.waitFor(() => expect(kit.account.isConnected).toBe(true))
    expect(stored(storage, 'connectedNamespaces')).toEqual(['eip155'])
    client().events.sessionEvent(session.topic, 'chainChanged', 31338, 'eip155:31338')
    await vi.waitFor(() => expect(kit.account.caipAddress).toBe(`eip155:31338:${FAKE_ADDRESS}`))
    client().events.sessionEnded(session.topic)
    await vi.waitFor(() => expect(kit.account.isConnected).toBe(false))
    expect(stored(storage, 'connectedNamespaces')).toEqual([])
  })
})
