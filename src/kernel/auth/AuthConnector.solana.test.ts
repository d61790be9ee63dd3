import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FrameRequestPayload } from '../../protocol/frameEvents'
import { solanaLocal } from '../../networks/solanaNetworks'
import { email } from '../../plugins/email'
import { FAKE_ADDRESS, FAKE_SOLANA_ADDRESS, FakeSolanaAdapter, SessionFakeAdapter } from '../../test-support/fakeAdapter'
import { connectByEmail, fakeAuthBridge, type FrameAnswers } from '../../test-support/fakeAuthBridge'
import { EndingSolanaSessionFakeAdapter as SessionSolanaFakeAdapter } from '../../test-support/endingSolanaSessionFakeAdapter'
import { appKitOf, testNetwork, testOptions } from '../../test-support/testKit'
import type { ChainAdapter, SessionProvider } from '../adapterTypes'
import { needsAnotherWallet } from '../connections/needsAnotherWallet'
import { KitRoot } from '../root'
import { createMemoryStorage } from '../storage/storage'
import { settle, stored, useQuietApi } from '../stores/connectionTestKit'
import type { StorageBackend } from '../types'

const CLUSTER = solanaLocal.caipNetworkId
const kits: KitRoot[] = []
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
})

/** The frame's GET_USER: the Solana address on a Solana cluster, the EVM one otherwise (as the secure site answers). */
const userByChain: FrameAnswers = {
  GET_USER: ({ chainId }: FrameRequestPayload<'GET_USER'>) =>
    chainId === CLUSTER
      ? { address: FAKE_SOLANA_ADDRESS, chainId: CLUSTER, email: 'ada@example.com', accounts: [{ address: FAKE_SOLANA_ADDRESS, type: 'eoa', namespace: 'solana' }], preferredAccountType: 'eoa', smartAccountDeployed: false }
      : { address: FAKE_ADDRESS, chainId: 31337, email: 'ada@example.com' },
  SWITCH_NETWORK: ({ chainId }) => ({ chainId }),
  SIGN_OUT: () => ({}),
}

function embeddedKit(adapters: ChainAdapter<unknown>[], storage: StorageBackend = createMemoryStorage()) {
  const kit = new KitRoot(testOptions({ adapters, networks: [testNetwork, solanaLocal], plugins: [email()], storage }))
  kits.push(kit)
  kit.startAdapters()
  return { kit, appkit: appKitOf(kit) }
}

describe('the auth connector on Solana (§3 AUTH, §9 auth connector chains eip155 and solana)', () => {
  useQuietApi()

  it('spans solana when the Solana adapter takes providers; with only that adapter it is a Solana connector; a Solana adapter without attachProvider is not spanned', () => {
    expect(embeddedKit([new SessionFakeAdapter(), new SessionSolanaFakeAdapter()]).kit.connectors.find('auth')).toMatchObject({ namespace: 'eip155', namespaces: ['solana'] })
    expect(embeddedKit([new SessionSolanaFakeAdapter()]).kit.connectors.find('auth')).toMatchObject({ namespace: 'solana' })
    const evmOnly = embeddedKit([new SessionFakeAdapter(), new FakeSolanaAdapter()]).kit.connectors.find('auth')
    expect(evmOnly?.namespace).toBe('eip155')
    expect(evmOnly?.namespaces ?? []).toEqual([])
  })

  it('an e-mail login on a Solana network asks GET_USER for the cluster and connects the embedded Solana account there', async () => {
    const solana = new SessionSolanaFakeAdapter()
    const { kit, appkit } = embeddedKit([new SessionFakeAdapter(), solana])
    await appkit.switchNetwork(solanaLocal)
    const frame = await connectByEmail(kit, 'ada@example.com', FAKE_ADDRESS, userByChain)
    const [, payload] = frame.request.mock.calls.find(([type]) => type === 'GET_USER')!
    expect(payload).toEqual({ chainId: CLUSTER })
    expect(appkit.getAccount('solana')).toMatchObject({
      address: FAKE_SOLANA_ADDRESS,
      caipAddress: `${CLUSTER}:${FAKE_SOLANA_ADDRESS}`,
      isConnected: true,
      allAccounts: [{ namespace: 'solana', address: FAKE_SOLANA_ADDRESS, type: 'eoa' }],
      embeddedWalletInfo: { user: { email: 'ada@example.com' }, authProvider: 'email', accountType: 'eoa' },
    })
    expect(appkit.getAccount('eip155').isConnected).toBe(false)
    expect(kit.account.connectorId).toBe('auth')
  })

  it("a Solana signing request waits for the approval frame with the cluster's id; the visitor's approval answers it", async () => {
    const solana = new SessionSolanaFakeAdapter()
    const { kit, appkit } = embeddedKit([new SessionFakeAdapter(), solana])
    await appkit.switchNetwork(solanaLocal)
    const frame = await connectByEmail(kit, 'ada@example.com', FAKE_ADDRESS, userByChain)
    const provider = solana.sessionProviders.get('auth')!
    const params = { message: '3yZe7d', pubkey: FAKE_SOLANA_ADDRESS }
    const signing = provider.request({ method: 'solana_signMessage', params })
    await vi.waitFor(() => expect(frame.store.queue.approval).toMatchObject({ method: 'solana_signMessage', params, chainId: CLUSTER }))
    expect(kit.router.view).toBe('ApproveTransaction')
    frame.store.queue.settle(frame.store.queue.approval!.id, { status: 'signed', result: { signature: '5sig' } })
    await expect(signing).resolves.toEqual({ signature: '5sig' })
    expect(frame.request.mock.calls.some(([type]) => type === 'RPC_REQUEST')).toBe(false)
  })

  it('switching from EVM to the Solana network with the embedded wallet connects its Solana account at once (no other wallet needed), and back', async () => {
    const evm = new SessionFakeAdapter()
    const { kit, appkit } = embeddedKit([evm, new SessionSolanaFakeAdapter()])
    const frame = await connectByEmail(kit, 'ada@example.com', FAKE_ADDRESS, userByChain)
    expect(appkit.getAccount()).toMatchObject({ address: FAKE_ADDRESS, embeddedWalletInfo: { authProvider: 'email' } })
    expect(needsAnotherWallet(kit.account, solanaLocal, kit.connectors)).toBe(false)
    frame.request.mockClear()

    await appkit.switchNetwork(solanaLocal)
    expect(frame.request.mock.calls.map(([type, payload]) => [type, payload])).toEqual([
      ['SWITCH_NETWORK', { chainId: CLUSTER }],
      ['GET_USER', { chainId: CLUSTER }],
    ])
    expect(appkit.getCaipNetwork()?.caipNetworkId).toBe(CLUSTER)
    expect(appkit.getAccount()).toMatchObject({ address: FAKE_SOLANA_ADDRESS, embeddedWalletInfo: { user: { email: 'ada@example.com' } } })
    expect(appkit.getAccount('eip155')).toMatchObject({ address: FAKE_ADDRESS, isConnected: true })
    expect(kit.router.view).not.toBe('SwitchActiveChain')

    evm.calls.length = 0
    await appkit.switchNetwork(testNetwork)
    await settle()
    // Back on EVM: the account set aside returns as it was, its wallet not asked again.
    expect(appkit.getAccount()).toMatchObject({ address: FAKE_ADDRESS, embeddedWalletInfo: { authProvider: 'email' } })
    expect(appkit.getAccount('solana')).toMatchObject({ address: FAKE_SOLANA_ADDRESS, isConnected: true })
    expect(evm.calls.filter((call) => call.startsWith('connect'))).toEqual([])
  })

  it('after a reload the embedded wallet is restored in both namespaces it was connected in, the frame asked once per namespace', async () => {
    const storage = createMemoryStorage()
    const first = embeddedKit([new SessionFakeAdapter(), new SessionSolanaFakeAdapter()], storage)
    await connectByEmail(first.kit, 'ada@example.com', FAKE_ADDRESS, userByChain)
    await first.appkit.switchNetwork(solanaLocal)
    expect(stored(storage, 'connectedNamespaces')).toEqual(['eip155', 'solana'])
    first.kit.destroy()

    const kit = new KitRoot(testOptions({ adapters: [new SessionFakeAdapter(), new SessionSolanaFakeAdapter()], networks: [testNetwork, solanaLocal], plugins: [email()], storage }))
    kits.push(kit)
    const frame = fakeAuthBridge(kit, { ...userByChain, IS_CONNECTED: () => ({ isConnected: true }), GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }) })
    kit.startAdapters()
    const appkit = appKitOf(kit)
    await vi.waitFor(() => expect(appkit.getAccount('solana')).toMatchObject({ address: FAKE_SOLANA_ADDRESS, isConnected: true, embeddedWalletInfo: { authProvider: 'email' } }))
    await vi.waitFor(() => expect(appkit.getAccount('eip155')).toMatchObject({ address: FAKE_ADDRESS, isConnected: true }))
    expect(appkit.getCaipNetwork()?.caipNetworkId).toBe(CLUSTER)
    const types = frame.request.mock.calls.map(([type]) => type)
    expect(types.filter((type) => type === 'IS_CONNECTED')).toHaveLength(1)
    expect(frame.request.mock.calls.filter(([type]) => type === 'GET_USER').map(([, payload]) => (payload as { chainId: unknown }).chainId).sort()).toEqual([31337, CLUSTER].sort())
  })

  it("after a reload off EVM, the EVM account comes back on the chain the frame's wallet is on (GET_CHAIN_ID), not an assumed one", async () => {
    const second = { ...testNetwork, id: 31338, caipNetworkId: 'eip155:31338' as const, name: 'Gangway Local 2' }
    const networks = [testNetwork, second, solanaLocal] as [typeof testNetwork, ...(typeof testNetwork)[]]
    const storage = createMemoryStorage()
    const first = new KitRoot(testOptions({ adapters: [new SessionFakeAdapter(), new SessionSolanaFakeAdapter()], networks, plugins: [email()], storage }))
    kits.push(first)
    first.startAdapters()
    await connectByEmail(first, 'ada@example.com', FAKE_ADDRESS, userByChain)
    await appKitOf(first).switchNetwork(solanaLocal)
    first.destroy()

    // The page starts on the Solana cluster this time (its first network).
    const kit = new KitRoot(testOptions({ adapters: [new SessionFakeAdapter(), new SessionSolanaFakeAdapter()], networks: [solanaLocal, testNetwork, second], plugins: [email()], storage }))
    kits.push(kit)
    const frame = fakeAuthBridge(kit, { ...userByChain, IS_CONNECTED: () => ({ isConnected: true }), GET_CHAIN_ID: () => ({ chainId: 31338 }), GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }) })
    kit.startAdapters()
    await vi.waitFor(() => expect(appKitOf(kit).getAccount('eip155')).toMatchObject({ address: FAKE_ADDRESS, isConnected: true }))
    expect(frame.request.mock.calls.filter(([type]) => type === 'GET_CHAIN_ID')).toHaveLength(1)
    expect(frame.request.mock.calls.filter(([type]) => type === 'GET_USER').map(([, payload]) => (payload as { chainId: unknown }).chainId)).toContain(31338)
  })

  it('a secure site that does not sign for the cluster still restores the EVM account after a reload', async () => {
    const storage = createMemoryStorage()
    const first = embeddedKit([new SessionFakeAdapter(), new SessionSolanaFakeAdapter()], storage)
    await connectByEmail(first.kit, 'ada@example.com', FAKE_ADDRESS, userByChain)
    first.kit.destroy()

    const kit = new KitRoot(testOptions({ adapters: [new SessionFakeAdapter(), new SessionSolanaFakeAdapter()], networks: [testNetwork, solanaLocal], plugins: [email()], storage }))
    kits.push(kit)
    fakeAuthBridge(kit, {
      ...userByChain,
      GET_USER: ({ chainId }) => {
        if (chainId === CLUSTER) throw new Error(`Unsupported chain: ${CLUSTER}`)
        return { address: FAKE_ADDRESS, chainId: 31337, email: 'ada@example.com' }
      },
      IS_CONNECTED: () => ({ isConnected: true }),
      GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
    })
    kit.startAdapters()
    const appkit = appKitOf(kit)
    await vi.waitFor(() => expect(appkit.getAccount('eip155')).toMatchObject({ address: FAKE_ADDRESS, isConnected: true, embeddedWalletInfo: { authProvider: 'email' } }))
    expect(appkit.getAccount('solana').isConnected).toBe(false)
  })

  it('sign-out ends the embedded wallet in both namespaces, the frame signed out once', async () => {
    const { kit, appkit } = embeddedKit([new SessionFakeAdapter(), new SessionSolanaFakeAdapter()])
    const frame = await connectByEmail(kit, 'ada@example.com', FAKE_ADDRESS, userByChain)
    await appkit.switchNetwork(solanaLocal)
    await appkit.disconnect()
    expect(appkit.getAccount('solana').isConnected).toBe(false)
    expect(appkit.getAccount('eip155').isConnected).toBe(false)
    expect(frame.request.mock.calls.filter(([type]) => type === 'SIGN_OUT')).toHaveLength(1)
  })

  it('disconnecting the Solana namespace alone signs out, so the EVM account set aside ends too', async () => {
    // As the EVM adapter: the provider's 'disconnect' event ends the connection.
    class EvmSessionAdapter extends SessionFakeAdapter {
      override attachProvider(connectorId: string, provider: SessionProvider | undefined): void {
        super.attachProvider(connectorId, provider)
        provider?.on?.('disconnect', () => this.context?.onDisconnect(connectorId))
      }
    }
    const { kit, appkit } = embeddedKit([new EvmSessionAdapter(), new SessionSolanaFakeAdapter()])
    await connectByEmail(kit, 'ada@example.com', FAKE_ADDRESS, userByChain)
    await appkit.switchNetwork(solanaLocal)
    await appkit.disconnect('solana')
    await vi.waitFor(() => expect(appkit.getAccount('eip155').isConnected).toBe(false))
    expect(appkit.getAccount('solana').isConnected).toBe(false)
  })
})
