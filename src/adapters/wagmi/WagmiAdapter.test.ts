// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connect, createConfig, disconnect, getBalance, getConnection, mock, reconnect, signMessage, switchChain, type Config } from '@wagmi/core'
import { custom, numberToHex, verifyMessage } from 'viem'
import { createMemoryStorage } from '../../kernel/storage/storage'
import type { KitRoot } from '../../kernel/root'
import { secondNetwork, settle, startKit, useQuietApi } from '../../kernel/stores/connectionTestKit'
import { testNetwork } from '../../test-support/testKit'
import { createTestWallet, type TestWallet } from '../../testing'
import type { StorageBackend } from '../../kernel/types'
import { toWagmiChain } from './toWagmiChain'
import { WagmiAdapter } from './WagmiAdapter'
import { WagmiAdapterError } from './WagmiAdapterError'

const CHAINS = [
  { id: 31337, name: 'Gangway Local', rpcUrl: 'http://127.0.0.1:8545' },
  { id: 31338, name: 'Gangway Local 2', rpcUrl: 'http://127.0.0.1:8546' },
]
const BALANCE = 1234n * 10n ** 15n

/** A node without a network: answers the chain id and a fixed balance. */
function offlineTransport(chainId: number) {
  return custom({
    request: async ({ method }: { method: string }) => {
      if (method === 'eth_chainId') return numberToHex(chainId)
      if (method === 'eth_getBalance') return numberToHex(BALANCE)
      throw Object.assign(new Error(`offline node: ${method}`), { code: 4200 })
    },
  })
}

const kits: KitRoot[] = []
function setUp(options: { wallet?: TestWallet; storage?: StorageBackend; adapter?: WagmiAdapter } = {}) {
  const wallet = options.wallet ?? createTestWallet({ chains: CHAINS })
  ;(window as { ethereum?: unknown }).ethereum = wallet
  const adapter =
    options.adapter ??
    new WagmiAdapter({ networks: [testNetwork, secondNetwork], projectId: 'gangway-test', storage: null, transports: { 31337: offlineTransport(31337), 31338: offlineTransport(31338) } })
  const { kit } = startKit(adapter, options.storage ?? createMemoryStorage())
  kits.push(kit)
  return { kit, wallet, adapter, config: adapter.wagmiConfig }
}

const wagmiOf = (config: Config) => {
  const connection = getConnection(config)
  return { status: connection.status, address: connection.address, chainId: connection.chainId, connector: connection.connector?.id }
}

useQuietApi()
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
  delete (window as { ethereum?: unknown }).ethereum
})

describe('WagmiAdapter', () => {
  it("has Reown's shape: a wagmi config of the eip155 networks with the Gangway connector, wagmi's own discovery off", () => {
    const adapter = new WagmiAdapter({ networks: [testNetwork, secondNetwork], projectId: 'p', storage: null })
    expect(adapter.namespace).toBe('eip155')
    expect(adapter.adapterType).toBe('wagmi')
    expect(adapter.projectId).toBe('p')
    expect(adapter.wagmiConfig.chains.map((chain) => chain.id)).toEqual([31337, 31338])
    expect(adapter.wagmiChains[0]).toEqual(toWagmiChain(testNetwork))
    expect(adapter.wagmiConfig.connectors.map((connector) => connector.id)).toEqual(['gangway'])
    expect(adapter.wagmiConfig._internal.mipd).toBeUndefined()
    expect(() => new WagmiAdapter({ networks: [], projectId: 'p' })).toThrow(WagmiAdapterError)
  })

  it('takes an existing wagmi config: adds its connector once, next to the app’s own', () => {
    const config = createConfig({ chains: [toWagmiChain(testNetwork)], connectors: [mock({ accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] })], transports: { 31337: offlineTransport(31337) }, storage: null })
    const adapter = new WagmiAdapter({ wagmiConfig: config })
    expect(adapter.wagmiConfig).toBe(config)
    expect(config.connectors.map((connector) => connector.id)).toEqual(['gangway', 'mock'])
    expect(() => new WagmiAdapter({ wagmiConfig: config })).toThrow(expect.objectContaining({ code: 'CONNECTOR_IN_USE' }))
  })

  it('connecting in the kit connects wagmi: the address, chain and the balance through wagmi’s transport', async () => {
    const { kit, wallet, config } = setUp()
    expect(wagmiOf(config).status).toBe('disconnected')
    expect(await kit.connection.connect('injected')).toBe(true)
    await vi.waitFor(() => expect(wagmiOf(config)).toEqual({ status: 'connected', address: wallet.address, chainId: 31337, connector: 'gangway' }))
    expect((await getBalance(config, { address: wallet.address })).value).toBe(BALANCE)
  })

  it('wagmi signs through the wallet the kit connected', async () => {
    const { kit, wallet, config } = setUp()
    await kit.connection.connect('injected')
    await vi.waitFor(() => expect(wagmiOf(config).status).toBe('connected'))
    const signature = await signMessage(config, { message: 'hello wagmi' })
    expect(await verifyMessage({ address: wallet.address, message: 'hello wagmi', signature })).toBe(true)
    expect(wallet.requests.map((request) => request.method)).toContain('personal_sign')
  })

  it("follows the wallet's own account and chain changes through the kit", async () => {
    const { kit, wallet, config } = setUp()
    await kit.connection.connect('injected')
    await vi.waitFor(() => expect(wagmiOf(config).status).toBe('connected'))
    wallet.setAccount(1)
    await vi.waitFor(() => expect(wagmiOf(config).address).toBe(wallet.address))
    wallet.switchChain(31338)
    await vi.waitFor(() => expect(wagmiOf(config).chainId).toBe(31338))
    expect(kit.networks.active?.caipNetworkId).toBe('eip155:31338')
  })

  it("wagmi's switchChain switches the kit (asking the wallet), and the kit's switch moves wagmi", async () => {
    const { kit, wallet, config } = setUp()
    await kit.connection.connect('injected')
    await vi.waitFor(() => expect(wagmiOf(config).status).toBe('connected'))

    await switchChain(config, { chainId: 31338 })
    expect(kit.networks.active?.caipNetworkId).toBe('eip155:31338')
    expect(wallet.chainId).toBe(31338)
    expect(wagmiOf(config).chainId).toBe(31338)

    await kit.connection.switchNetwork(testNetwork)
    await vi.waitFor(() => expect(wagmiOf(config).chainId).toBe(31337))
    expect(wallet.chainId).toBe(31337)
    const switches = wallet.requests.filter((request) => request.method === 'wallet_switchEthereumChain')
    expect(switches).toHaveLength(2)
  })

  it('a switch the wallet refuses rejects wagmi’s switchChain with a user rejection and keeps both on the chain', async () => {
    const { kit, wallet, config } = setUp()
    await kit.connection.connect('injected')
    await vi.waitFor(() => expect(wagmiOf(config).status).toBe('connected'))
    wallet.faults.next({ kind: 'reject' })
    await expect(switchChain(config, { chainId: 31338 })).rejects.toMatchObject({ name: 'UserRejectedRequestError' })
    expect(kit.networks.active?.caipNetworkId).toBe('eip155:31337')
    expect(wagmiOf(config).chainId).toBe(31337)
  })

  it("wagmi's disconnect disconnects the kit; the kit's disconnect disconnects wagmi", async () => {
    const { kit, config } = setUp()
    await kit.connection.connect('injected')
    await vi.waitFor(() => expect(wagmiOf(config).status).toBe('connected'))
    await disconnect(config)
    expect(kit.account.isConnected).toBe(false)
    expect(wagmiOf(config).status).toBe('disconnected')

    await kit.connection.connect('injected')
    await vi.waitFor(() => expect(wagmiOf(config).status).toBe('connected'))
    await kit.connection.disconnect()
    await vi.waitFor(() => expect(wagmiOf(config).status).toBe('disconnected'))
    expect(kit.account.isConnected).toBe(false)
  })

  it('the wallet disconnecting the site disconnects both', async () => {
    const { kit, wallet, config } = setUp()
    await kit.connection.connect('injected')
    await vi.waitFor(() => expect(wagmiOf(config).status).toBe('connected'))
    wallet.disconnect()
    await vi.waitFor(() => expect(wagmiOf(config).status).toBe('disconnected'))
    expect(kit.account.isConnected).toBe(false)
  })

  it("with nobody connected, wagmi's chain and the kit's network follow each other", async () => {
    const { kit, config } = setUp()
    await kit.connection.switchNetwork(secondNetwork)
    await vi.waitFor(() => expect(config.state.chainId).toBe(31338))
    await switchChain(config, { chainId: 31337 })
    await vi.waitFor(() => expect(kit.networks.active?.caipNetworkId).toBe('eip155:31337'))
  })

  it("wagmi's connect with the Gangway connector opens the modal at Connect and resolves once the visitor connected there", async () => {
    const { kit, adapter, config } = setUp()
    const connecting = connect(config, { connector: adapter.connector })
    await vi.waitFor(() => expect(kit.modal.isOpen).toBe(true))
    expect(kit.router.view).toBe('Connect')
    expect(kit.connectNamespace).toBe('eip155')
    await kit.connection.connect('injected')
    expect(await connecting).toMatchObject({ accounts: [kit.account.address], chainId: 31337 })
    expect(wagmiOf(config)).toMatchObject({ status: 'connected', address: kit.account.address, connector: 'gangway' })
  })

  it("closing that modal without connecting rejects wagmi's connect as the visitor's refusal ('Modal closed')", async () => {
    const { kit, adapter, config } = setUp()
    const connecting = connect(config, { connector: adapter.connector })
    await vi.waitFor(() => expect(kit.modal.isOpen).toBe(true))
    await kit.close()
    await expect(connecting).rejects.toMatchObject({ name: 'UserRejectedRequestError', cause: { name: 'ConnectionError', code: 'MODAL_CLOSED', message: 'Modal closed' } })
    expect(wagmiOf(config).status).toBe('disconnected')
  })

  it("after a reload, wagmi's reconnect waits for the kit to restore the stored connection", async () => {
    const storage = createMemoryStorage()
    const wallet = createTestWallet({ chains: CHAINS })
    const first = setUp({ wallet, storage })
    await first.kit.connection.connect('injected')
    first.kit.destroy()

    const { config } = setUp({ wallet, storage })
    const statuses: string[] = []
    config.subscribe((state) => state.status, (status) => statuses.push(status))
    const reconnected = await reconnect(config)
    expect(reconnected.map((connection) => connection.connector.id)).toEqual(['gangway'])
    expect(wagmiOf(config)).toMatchObject({ status: 'connected', address: wallet.address, chainId: 31337 })
    await settle()
    expect(statuses).not.toContain('disconnected')
  })
})
