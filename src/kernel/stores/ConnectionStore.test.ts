import { beforeEach, describe, expect, it, vi } from 'vitest'
import { FAKE_ADDRESS, FakeAdapter } from '../../test-support/fakeAdapter'
import { testNetwork, appKitOf } from '../../test-support/testKit'
import { createMemoryStorage } from '../storage/storage'
import { flush, kitKey, rejection, secondNetwork, settle, startKit, stored, useQuietApi } from './connectionTestKit'
import { pickConnector } from '../router/pickWallet'

describe('ConnectionStore', () => {
  useQuietApi()

  it('connects an installed wallet: account, network, stored connection, events, balance, modal closed', async () => {
    const { kit, adapter, storage, names } = startKit()
    await kit.open()
    pickConnector(kit, kit.connectors.find('io.test')!)
    expect(kit.router.view).toBe('ConnectingExternal')
    expect(kit.account.status).toBe('connecting')
    await flush(kit)
    await settle()
    expect(appKitOf(kit).getAccount('eip155')).toMatchObject({ address: FAKE_ADDRESS, caipAddress: `eip155:31337:${FAKE_ADDRESS}`, isConnected: true, status: 'connected' })
    expect(appKitOf(kit).getWalletInfo()).toEqual({ name: 'Test Wallet', identifier: 'io.test' })
    expect(kit.account.balance).toBe('10000')
    expect(adapter.calls).toEqual(['connect:io.test', 'balance:eip155:31337'])
    expect(stored(storage, 'connectedNamespaces')).toEqual(['eip155'])
    expect(stored(storage, 'connections')).toEqual({ eip155: [{ connectorId: 'io.test', accounts: [{ address: FAKE_ADDRESS }], name: 'Test Wallet' }] })
    expect(names()).toEqual(expect.arrayContaining(['SELECT_WALLET', 'CONNECT_SUCCESS', 'MODAL_CLOSE']))
    expect(kit.modal.isOpen).toBe(false)
  })

  it("a rejection shows 'Connection rejected' and changes nothing", async () => {
    const { kit, adapter, storage, events } = startKit()
    adapter.connectWith = () => Promise.reject(rejection)
    await kit.connection.connect('io.test')
    expect(kit.connection.attempt).toMatchObject({ status: 'failed', error: 'Connection rejected', detail: 'User rejected the request.' })
    // §7: the failure is an error report (analytics sends it when on).
    const report = events.find((event) => event.data.type === 'error')?.data
    expect(report).toMatchObject({ event: 'CONNECT_ERROR', properties: { errorMessage: 'User rejected the request.' } })
    expect(report?.properties?.['errorType']).toEqual(expect.any(String))
    expect(report?.properties?.['stackTrace']).toEqual(expect.any(String))
    expect(kit.account.status).toBe('disconnected')
    expect(kit.account.isConnected).toBe(false)
    expect(storage.getItem(kitKey('connections'))).toBeNull()
  })

  it("a wallet that never answers fails with 'Failed to connect' after the connect timeout", async () => {
    vi.useFakeTimers()
    const { kit, adapter } = startKit()
    adapter.connectWith = () => new Promise(() => undefined)
    const result = kit.connection.connect('io.test')
    await vi.advanceTimersByTimeAsync(14_999)
    expect(kit.connection.attempt?.status).toBe('connecting')
    // §4: the modal's loading flag is on while the connection is in flight.
    expect(appKitOf(kit).getState().loading).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(await result).toBe(false)
    expect(appKitOf(kit).getState().loading).toBe(false)
    expect(kit.connection.attempt).toMatchObject({ status: 'failed', error: 'Failed to connect', detail: 'The wallet did not answer in time.' })
    expect(kit.account.status).toBe('disconnected')
  })

  it('a malformed address or an unknown connector ends in a clear error and the previous state', async () => {
    const { kit, adapter } = startKit()
    adapter.connectWith = () => Promise.resolve({ address: 'nope', chainId: 31337 })
    await kit.connection.connect('io.test')
    expect(kit.connection.attempt).toMatchObject({ error: 'Failed to connect', detail: 'The wallet returned a malformed address: nope' })
    expect(kit.account.isConnected).toBe(false)
    await kit.connection.connect('ghost')
    expect(kit.connection.attempt).toMatchObject({ error: 'Failed to connect', detail: 'No connector found for connection: ghost' })
  })

  it('a wallet on a chain outside networks puts the kit in the Unknown Network state and shows SwitchNetwork', async () => {
    const { kit, adapter } = startKit()
    adapter.connectWith = () => Promise.resolve({ address: FAKE_ADDRESS, chainId: 1 })
    await kit.open()
    await kit.connection.connect('io.test')
    expect(kit.networks.isUnsupported).toBe(true)
    expect(appKitOf(kit).getCaipNetwork()).toMatchObject({ caipNetworkId: 'eip155:1', name: 'Unknown Network' })
    expect(kit.router.view).toBe('SwitchNetwork')
    expect(adapter.calls).not.toContain('balance:eip155:1')
  })

  it('reconnects the stored wallet on start without a prompt', async () => {
    const first = startKit()
    await first.kit.connection.connect('io.test')
    const adapter = new FakeAdapter()
    adapter.reconnectWith = () => Promise.resolve({ address: FAKE_ADDRESS, chainId: 31338 })
    const { kit } = startKit(adapter, first.storage)
    await settle()
    expect(adapter.calls[0]).toBe('reconnect:io.test')
    expect(kit.account.caipAddress).toBe(`eip155:31338:${FAKE_ADDRESS}`)
    expect(appKitOf(kit).getCaipNetwork()?.caipNetworkId).toBe('eip155:31338')
  })

  it('forgets a stored wallet that no longer grants access, and ignores a corrupt stored connection', async () => {
    const storage = createMemoryStorage()
    storage.setItem(kitKey('connectedNamespaces'), '["eip155"]')
    storage.setItem(kitKey('connectedConnectorIds'), '{"eip155": 42}')
    const corrupt = startKit(new FakeAdapter(), storage)
    await settle()
    expect(corrupt.adapter.calls).toEqual([])
    expect(storage.getItem(kitKey('connectedConnectorIds'))).toBeNull()

    storage.setItem(kitKey('connectedConnectorIds'), '{"eip155":"io.test"}')
    storage.setItem(kitKey('connectedNamespaces'), '["eip155"]')
    const { kit, adapter } = startKit(new FakeAdapter(), storage)
    await settle()
    expect(adapter.calls).toEqual(['reconnect:io.test'])
    expect(kit.account.status).toBe('disconnected')
    expect(stored(storage, 'disconnectedConnectorIds')).toEqual({ eip155: ['io.test'] })
  })

  it('with enableReconnect false every stored connection starts disconnected', async () => {
    const first = startKit()
    await first.kit.connection.connect('io.test')
    const { kit, adapter, storage } = startKit(new FakeAdapter(), first.storage, { enableReconnect: false })
    await settle()
    expect(adapter.calls).toEqual([])
    expect(kit.account.isConnected).toBe(false)
    expect(storage.getItem(kitKey('connectedNamespaces'))).toBeNull()
  })

  it('disconnect clears the account and the stored connection and returns to Connect', async () => {
    const { kit, adapter, storage, names } = startKit()
    await kit.connection.connect('io.test')
    await kit.open()
    expect(kit.router.view).toBe('Account')
    await appKitOf(kit).disconnect()
    expect(adapter.calls).toContain('disconnect:io.test')
    expect(kit.account.isConnected).toBe(false)
    expect(kit.router.view).toBe('Connect')
    expect(stored(storage, 'connectedNamespaces')).toEqual([])
    expect(stored(storage, 'disconnectedConnectorIds')).toEqual({ eip155: ['io.test'] })
    expect(names()).toContain('DISCONNECT_SUCCESS')
  })

  it("follows the wallet's events: account, chain (known and unknown) and an empty account list", async () => {
    const { kit, adapter } = startKit()
    await kit.connection.connect('io.test')
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    adapter.context!.onAccountsChanged('io.test', [other])
    await flush(kit)
    expect(kit.account.address).toBe(other)
    adapter.context!.onChainChanged('io.test', 31338)
    await flush(kit)
    expect(kit.account.caipAddress).toBe(`eip155:31338:${other}`)
    expect(appKitOf(kit).getCaipNetwork()?.name).toBe('Gangway Local 2')
    adapter.context!.onChainChanged('io.test', 5)
    await flush(kit)
    expect(kit.networks.isUnsupported).toBe(true)
    expect(kit.modal.isOpen).toBe(true)
    expect(kit.router.view).toBe('SwitchNetwork')
    adapter.context!.onAccountsChanged('io.test', [])
    await flush(kit)
    expect(kit.account.isConnected).toBe(false)
  })
})

describe('switchNetwork', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}))

  it("a network outside 'networks' shows the Network Not Found alert", async () => {
    const { kit } = startKit()
    await expect(appKitOf(kit).switchNetwork({ ...testNetwork, caipNetworkId: 'eip155:999', id: 999 })).rejects.toThrow('Network not found')
    expect(kit.alerts.current?.id).toBe('NETWORK_NOT_FOUND')
  })

  it('not connected: sets the network; connected: asks the wallet, then follows it', async () => {
    const { kit, adapter, names } = startKit()
    await appKitOf(kit).switchNetwork(secondNetwork)
    expect(appKitOf(kit).getCaipNetwork()?.caipNetworkId).toBe('eip155:31338')
    expect(adapter.calls).toEqual([])
    await kit.connection.connect('io.test')
    await appKitOf(kit).switchNetwork(secondNetwork)
    expect(adapter.calls).toContain('switch:eip155:31338')
    expect(kit.account.caipAddress).toBe(`eip155:31338:${FAKE_ADDRESS}`)
    expect(names()).toContain('SWITCH_NETWORK')
  })

  it('a wallet that refuses keeps the previous network and says so', async () => {
    const { kit, adapter } = startKit()
    await kit.connection.connect('io.test')
    adapter.switchWith = () => Promise.reject(new Error('boom'))
    await expect(appKitOf(kit).switchNetwork(secondNetwork)).rejects.toThrow('Failed to switch to chain')
    expect(appKitOf(kit).getCaipNetwork()?.caipNetworkId).toBe('eip155:31337')
    expect(kit.networks.switchError).toEqual({ caipNetworkId: 'eip155:31338', message: 'Failed to switch to chain' })
  })
})

describe('public account API', () => {
  it('getAccount defaults to the active namespace; networks can only be added for a namespace with an adapter', () => {
    const { kit } = startKit()
    expect(appKitOf(kit).getAccount()).toEqual(appKitOf(kit).getAccount('eip155'))
    expect(() => appKitOf(kit).addNetwork('solana', { ...testNetwork, caipNetworkId: 'solana:x', chainNamespace: 'solana' })).toThrow("Adapter for namespace solana doesn't exist")
    appKitOf(kit).addNetwork('eip155', { ...testNetwork, id: 10, caipNetworkId: 'eip155:10', name: 'Ten' })
    expect(kit.networks.find('eip155:10')?.name).toBe('Ten')
    appKitOf(kit).removeNetwork('eip155', 'eip155:10')
    expect(kit.networks.find('eip155:10')).toBeUndefined()
  })
})
