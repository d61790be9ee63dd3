import { describe, expect, it } from 'vitest'
import { FAKE_ADDRESS, FAKE_SOLANA_ADDRESS, FakeAdapter, FakeSolanaAdapter } from '../../test-support/fakeAdapter'
import { appKitOf, testNetwork, testOptions } from '../../test-support/testKit'
import { solanaLocal } from '../../networks/solanaNetworks'
import { needsAnotherWallet } from '../connections/needsAnotherWallet'
import { connectorIn } from '../connections/connectorIn'
import { KitRoot } from '../root'
import { createMemoryStorage } from '../storage/storage'
import type { StorageBackend } from '../types'
import { flush, secondNetwork, settle, stored, useQuietApi } from './connectionTestKit'

const SOLANA_CAIP = `${solanaLocal.caipNetworkId}:${FAKE_SOLANA_ADDRESS}`

function startTwoNamespaceKit(storage: StorageBackend = createMemoryStorage()) {
  const evm = new FakeAdapter()
  const solana = new FakeSolanaAdapter()
  const kit = new KitRoot(testOptions({ adapters: [evm, solana], networks: [testNetwork, secondNetwork, solanaLocal], storage }))
  kit.startAdapters()
  return { kit, evm, solana, storage, appkit: appKitOf(kit) }
}

async function connectBoth(kit: KitRoot): Promise<void> {
  await kit.connection.connect('io.test')
  await kit.connection.switchNetwork(solanaLocal)
  await kit.connection.connect('Test Solana Wallet')
  await flush(kit)
  await settle()
}

describe('connections in two namespaces (§3 connections per namespace, §4 switching to a different namespace)', () => {
  useQuietApi()

  it('keeps the EVM account while a Solana wallet connects, and getAccount answers for each namespace', async () => {
    const { kit, appkit, storage } = startTwoNamespaceKit()
    await connectBoth(kit)
    expect(appkit.getAccount('solana')).toMatchObject({ address: FAKE_SOLANA_ADDRESS, caipAddress: SOLANA_CAIP, isConnected: true, status: 'connected' })
    expect(appkit.getAccount('eip155')).toMatchObject({ address: FAKE_ADDRESS, isConnected: true, status: 'connected' })
    expect(appkit.getAccount()).toMatchObject({ address: FAKE_SOLANA_ADDRESS })
    expect(appkit.getCaipNetwork()?.caipNetworkId).toBe(solanaLocal.caipNetworkId)
    expect(kit.account.balance).toBe('100')
    expect(stored(storage, 'connectedNamespaces')).toEqual(['eip155', 'solana'])
  })

  it('switching to an EVM network makes the EVM connection active again without asking the wallet', async () => {
    const { kit, appkit, evm, storage } = startTwoNamespaceKit()
    await connectBoth(kit)
    evm.calls.length = 0
    await kit.connection.switchNetwork(testNetwork)
    await settle()
    expect(appkit.getAccount()).toMatchObject({ address: FAKE_ADDRESS, caipAddress: `eip155:31337:${FAKE_ADDRESS}` })
    expect(appkit.getAccount('solana')).toMatchObject({ address: FAKE_SOLANA_ADDRESS, isConnected: true })
    expect(evm.calls.filter((call) => call.startsWith('connect') || call.startsWith('switch'))).toEqual([])
    expect(stored(storage, 'connectedNamespaces')).toEqual(['solana', 'eip155'])
  })

  it('switching to another EVM chain from Solana activates the EVM connection, then asks its wallet to switch', async () => {
    const { kit, appkit, evm } = startTwoNamespaceKit()
    await connectBoth(kit)
    await kit.connection.switchNetwork(secondNetwork)
    expect(evm.calls).toContain('switch:eip155:31338')
    expect(appkit.getCaipNetwork()?.caipNetworkId).toBe('eip155:31338')
    expect(appkit.getAccount().address).toBe(FAKE_ADDRESS)
  })

  it('a network of a namespace with no connection needs another wallet; the current account is kept aside', async () => {
    const { kit, appkit } = startTwoNamespaceKit()
    await kit.connection.connect('io.test')
    await flush(kit)
    expect(needsAnotherWallet(kit.account, solanaLocal, kit.connectors)).toBe(true)
    expect(needsAnotherWallet(kit.account, secondNetwork, kit.connectors)).toBe(false)
    await kit.connection.switchNetwork(solanaLocal)
    expect(appkit.getAccount('solana').isConnected).toBe(false)
    expect(appkit.getAccount('eip155')).toMatchObject({ address: FAKE_ADDRESS, isConnected: true })
    expect(appkit.getCaipNetwork()?.caipNetworkId).toBe(solanaLocal.caipNetworkId)
  })

  it("disconnect() of both namespaces where one wallet fails: both end, and it rejects 'Failed to disconnect chains'", async () => {
    const { kit, appkit, solana } = startTwoNamespaceKit()
    await connectBoth(kit)
    solana.disconnectWith = () => Promise.reject(new Error('wallet gone'))
    await expect(appkit.disconnect()).rejects.toMatchObject({ code: 'FAILED_TO_DISCONNECT_CHAINS', message: 'Failed to disconnect chains' })
    expect(appkit.getAccount('eip155').isConnected).toBe(false)
    expect(appkit.getAccount('solana').isConnected).toBe(false)
    // One namespace failing on its own stays 'Failed to disconnect'.
    await connectBoth(kit)
    await expect(appkit.disconnect('solana')).rejects.toMatchObject({ code: 'FAILED_TO_DISCONNECT', message: 'Failed to disconnect' })
  })

  it('disconnect() ends both namespaces; a parked wallet that disconnects itself is forgotten', async () => {
    const first = startTwoNamespaceKit()
    await connectBoth(first.kit)
    await first.kit.connection.disconnect()
    expect(first.appkit.getAccount('eip155').isConnected).toBe(false)
    expect(first.appkit.getAccount('solana').isConnected).toBe(false)
    expect(first.evm.calls).toContain('disconnect:io.test')
    expect(first.solana.calls).toContain('disconnect:Test Solana Wallet')

    const second = startTwoNamespaceKit()
    await connectBoth(second.kit)
    second.evm.context!.onDisconnect('io.test')
    await settle()
    expect(second.appkit.getAccount('eip155').isConnected).toBe(false)
    expect(second.appkit.getAccount('solana').isConnected).toBe(true)
  })

  it('a parked wallet that changes account is followed', async () => {
    const { kit, appkit, evm } = startTwoNamespaceKit()
    await connectBoth(kit)
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    evm.context!.onAccountsChanged('io.test', [other])
    await settle()
    expect(appkit.getAccount('eip155').address).toBe(other)
  })

  it('one connector connected in both namespaces (WalletConnect): each namespace hears only its own wallet events', async () => {
    const { kit, appkit, evm, solana } = startTwoNamespaceKit()
    const shared = { id: 'shared', type: 'WALLET_CONNECT', name: 'Shared', namespace: 'eip155', namespaces: ['solana'] } as const
    kit.connectors.add(shared)
    const flows = await kit.connection.load()
    flows.finishConnect(connectorIn(shared, 'solana')!, await solana.connect('shared', solanaLocal), { method: 'qrcode' })
    flows.finishConnect(shared, await evm.connect('shared', testNetwork), { method: 'qrcode' })
    await settle()
    expect(appkit.getAccount('eip155')).toMatchObject({ address: FAKE_ADDRESS, isConnected: true })
    expect(appkit.getAccount('solana')).toMatchObject({ address: FAKE_SOLANA_ADDRESS, isConnected: true })
    const otherSolana = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
    solana.context!.onAccountsChanged('shared', [otherSolana])
    await settle()
    expect(appkit.getAccount('solana').address).toBe(otherSolana)
    expect(appkit.getAccount('eip155').address).toBe(FAKE_ADDRESS)
    evm.context!.onDisconnect('shared')
    await settle()
    expect(appkit.getAccount('eip155').isConnected).toBe(false)
    expect(appkit.getAccount('solana')).toMatchObject({ address: otherSolana, isConnected: true })
  })

  it('after a reload both namespaces are restored and the one last active is active again', async () => {
    const storage = createMemoryStorage()
    const first = startTwoNamespaceKit(storage)
    await connectBoth(first.kit)
    await first.kit.connection.switchNetwork(testNetwork)
    const second = startTwoNamespaceKit(storage)
    second.evm.reconnectWith = () => Promise.resolve({ address: FAKE_ADDRESS, chainId: 31337 })
    second.solana.reconnectWith = () => Promise.resolve({ address: FAKE_SOLANA_ADDRESS, chainId: solanaLocal.id })
    await second.kit.connection.reconnectOnStart()
    await settle()
    expect(second.appkit.getAccount()).toMatchObject({ address: FAKE_ADDRESS })
    expect(second.appkit.getAccount('solana')).toMatchObject({ address: FAKE_SOLANA_ADDRESS, isConnected: true })
    expect(second.appkit.getCaipNetwork()?.caipNetworkId).toBe('eip155:31337')
  })
})

describe('the public API per namespace', () => {
  useQuietApi()

  it('getWalletProvider, getWalletProviderType and getWalletInfo answer for the parked namespace too', async () => {
    const { kit, appkit, evm } = startTwoNamespaceKit()
    const provider = { request: () => Promise.resolve(null) }
    evm.getProvider = () => provider
    await connectBoth(kit)
    expect(appkit.getWalletProvider('eip155')).toBe(provider)
    expect(appkit.getWalletProviderType('eip155')).toBe('ANNOUNCED')
    expect(appkit.getWalletInfo('eip155')).toMatchObject({ name: 'Test Wallet' })
    expect(appkit.getWalletInfo('solana')).toMatchObject({ name: 'Test Solana Wallet' })
  })
})

describe('connecting a wallet of the namespace that is not active', () => {
  useQuietApi()

  it("asks it for its own namespace's network, and the kit moves to that network", async () => {
    const { kit, appkit, solana } = startTwoNamespaceKit()
    expect(appkit.getCaipNetwork()?.caipNetworkId).toBe('eip155:31337')
    await kit.connection.connect('Test Solana Wallet')
    expect(solana.connectNetworks).toEqual([solanaLocal.caipNetworkId])
    expect(appkit.getCaipNetwork()?.caipNetworkId).toBe(solanaLocal.caipNetworkId)
  })
})
