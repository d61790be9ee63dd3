import { describe, expect, it, vi } from 'vitest'
import { FAKE_ADDRESS, FakeAdapter } from '../../test-support/fakeAdapter'
import { testNetwork, appKitOf } from '../../test-support/testKit'
import { createMemoryStorage } from '../storage/storage'
import { flush, settle, startKit, stored, useQuietApi } from './connectionTestKit'
import { pickConnector } from '../router/pickWallet'

describe('ConnectionStore: restores and disconnects without losing the visitor\'s state', () => {
  useQuietApi()

  const storedWith = (connectorId: string) => {
    const storage = createMemoryStorage()
    storage.setItem('@gangway/connectedNamespaces', '["eip155"]')
    storage.setItem('@gangway/connectedConnectorIds', JSON.stringify({ eip155: connectorId }))
    storage.setItem('@gangway/connections', JSON.stringify({ eip155: [{ connectorId, accounts: [{ address: FAKE_ADDRESS }] }] }))
    return storage
  }

  it("a restore still waiting for its wallet gives way to the visitor's own connect", async () => {
    vi.useFakeTimers()
    const { kit, storage } = startKit(new FakeAdapter(), storedWith('io.gone'))
    expect(appKitOf(kit).getAccount('eip155').status).toBe('connecting')
    await kit.connection.connect('io.test')
    await vi.advanceTimersByTimeAsync(2000)
    expect(kit.account.connectorId).toBe('io.test')
    expect(kit.account.status).toBe('connected')
    expect(stored(storage, 'connectedConnectorIds')).toEqual({ eip155: 'io.test' })
  })

  it('a wallet that announces itself after the discovery wait is still reconnected, and nothing is forgotten meanwhile', async () => {
    vi.useFakeTimers()
    const adapter = new FakeAdapter([])
    adapter.reconnectWith = () => Promise.resolve({ address: FAKE_ADDRESS, chainId: 31337 })
    const { kit, storage } = startKit(adapter, storedWith('io.late'))
    await vi.advanceTimersByTimeAsync(1500)
    expect(kit.account.status).toBe('disconnected')
    expect(stored(storage, 'connectedConnectorIds')).toEqual({ eip155: 'io.late' })
    adapter.context!.addConnector({ id: 'io.late', type: 'ANNOUNCED', name: 'Late' })
    await vi.advanceTimersByTimeAsync(0)
    expect(kit.account.caipAddress).toBe(`eip155:31337:${FAKE_ADDRESS}`)
  })

  it('disconnect follows the live account even when storage no longer lists it (another tab cleared it)', async () => {
    const { kit, storage } = startKit()
    await kit.connection.connect('io.test')
    storage.removeItem('@gangway/connectedNamespaces')
    storage.removeItem('@gangway/connectedConnectorIds')
    await appKitOf(kit).disconnect()
    expect(kit.account.isConnected).toBe(false)
  })

  it("a wallet that never answers the disconnect is waited for at most 3 s; the kit's state is cleared at once", async () => {
    vi.useFakeTimers()
    const { kit, adapter, names } = startKit()
    await kit.connection.connect('io.test')
    adapter.disconnectWith = () => new Promise(() => undefined)
    const done = appKitOf(kit).disconnect().catch((error: unknown) => error)
    await flush(kit)
    expect(kit.account.isConnected).toBe(false)
    await vi.advanceTimersByTimeAsync(3000)
    expect(await done).toMatchObject({ code: 'FAILED_TO_DISCONNECT', message: 'Failed to disconnect' })
    expect(names()).toContain('DISCONNECT_ERROR')
  })

  it('going back from the connecting view abandons the attempt: status settles and a late answer is ignored', async () => {
    const { kit, adapter } = startKit()
    let answer: (value: { address: string; chainId: number }) => void = () => undefined
    adapter.connectWith = () => new Promise((resolve) => (answer = resolve))
    await kit.open()
    pickConnector(kit, kit.connectors.find('io.test')!)
    expect(kit.account.status).toBe('connecting')
    kit.router.goBack()
    expect(kit.account.status).toBe('disconnected')
    answer({ address: FAKE_ADDRESS, chainId: 31337 })
    await settle()
    expect(kit.account.isConnected).toBe(false)
  })

  it('adding the chain the wallet is on leaves the Unknown Network state; removing it enters it; bad networks are refused', async () => {
    const { kit, adapter } = startKit()
    adapter.connectWith = () => Promise.resolve({ address: FAKE_ADDRESS, chainId: 10 })
    await kit.connection.connect('io.test')
    expect(kit.networks.isUnsupported).toBe(true)
    appKitOf(kit).addNetwork('eip155', { ...testNetwork, id: 10, caipNetworkId: 'eip155:10', name: 'Ten' })
    await flush(kit)
    expect(appKitOf(kit).getCaipNetwork()?.name).toBe('Ten')
    appKitOf(kit).removeNetwork('eip155', 'eip155:10')
    await flush(kit)
    expect(appKitOf(kit).getCaipNetwork()?.name).toBe('Unknown Network')
    expect(() => appKitOf(kit).addNetwork('eip155', { ...testNetwork, caipNetworkId: 'eip155' as 'eip155:1' })).toThrow(/Invalid network: caipNetworkId/)
    expect(() => appKitOf(kit).removeNetwork('eip155', 'solana:1')).toThrow('Network solana:1 is not in namespace eip155')
  })
})
