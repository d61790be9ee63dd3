import { describe, expect, it, vi } from 'vitest'
import { FAKE_ADDRESS, FakeAdapter } from '../../test-support/fakeAdapter'
import { testNetwork, appKitOf } from '../../test-support/testKit'
import { createMemoryStorage } from '../storage/storage'
import { flush, kitKey, settle, startKit, stored, useQuietApi } from './connectionTestKit'
import { pickConnector } from '../router/pickWallet'
import { FrameError } from '../errors/frame'
import { backoffDelay } from '../connections/backoffDelay'

describe('ConnectionStore: restores and disconnects without losing the visitor\'s state', () => {
  useQuietApi()

  const storedWith = (connectorId: string) => {
    const storage = createMemoryStorage()
    storage.setItem(kitKey('connectedNamespaces'), '["eip155"]')
    storage.setItem(kitKey('connectedConnectorIds'), JSON.stringify({ eip155: connectorId }))
    storage.setItem(kitKey('connections'), JSON.stringify({ eip155: [{ connectorId, accounts: [{ address: FAKE_ADDRESS }] }] }))
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

  it('a wallet that cannot be reached keeps its stored connection, shows its §8 alert and is tried again with backoff until it answers', async () => {
    vi.useFakeTimers()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const adapter = new FakeAdapter()
    let down = true
    const attempts: number[] = []
    adapter.reconnectWith = async () => {
      attempts.push(Date.now())
      if (down) throw new FrameError('LOAD_TIMEOUT')
      return { address: FAKE_ADDRESS, chainId: 31337 }
    }
    const { kit, storage } = startKit(adapter, storedWith('io.test'))
    await vi.advanceTimersByTimeAsync(0)
    expect(attempts).toHaveLength(1)
    expect(kit.alerts.current?.id).toBe('EMBEDDED_WALLET_LOAD_FAILED')
    expect(kit.account.status).toBe('disconnected')
    expect(stored(storage, 'connectedConnectorIds')).toEqual({ eip155: 'io.test' })
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000)
    expect(attempts.map((time) => time - attempts[0]!)).toEqual([0, 1000, 3000, 7000])
    expect(stored(storage, 'connectedConnectorIds')).toEqual({ eip155: 'io.test' })
    down = false
    await vi.advanceTimersByTimeAsync(8000)
    expect(kit.account.caipAddress).toBe(`eip155:31337:${FAKE_ADDRESS}`)
    expect(kit.account.status).toBe('connected')
    await vi.advanceTimersByTimeAsync(120_000)
    expect(attempts).toHaveLength(5)
  })

  it('only a definite "not connected" forgets; the backoff is capped at 30 s; the visitor\'s own connect ends the retries', async () => {
    expect([0, 1, 2, 3, 4, 5, 6, 40].map(backoffDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000])
    vi.useFakeTimers()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const gone = new FakeAdapter()
    gone.reconnectWith = () => Promise.resolve(undefined)
    const first = startKit(gone, storedWith('io.test'))
    await vi.advanceTimersByTimeAsync(0)
    expect(stored(first.storage, 'connectedConnectorIds')).toEqual({})
    const flaky = new FakeAdapter()
    let tries = 0
    flaky.reconnectWith = () => (tries++, Promise.reject(new Error('relay unreachable')))
    const second = startKit(flaky, storedWith('io.test'))
    await vi.advanceTimersByTimeAsync(0)
    expect(tries).toBe(1)
    flaky.connectWith = () => Promise.resolve({ address: FAKE_ADDRESS, chainId: 31337 })
    await second.kit.connection.connect('io.test')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(tries).toBe(1)
    expect(second.kit.account.status).toBe('connected')
  })

  it('disconnect follows the live account even when storage no longer lists it (another tab cleared it)', async () => {
    const { kit, storage } = startKit()
    await kit.connection.connect('io.test')
    storage.removeItem(kitKey('connectedNamespaces'))
    storage.removeItem(kitKey('connectedConnectorIds'))
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
