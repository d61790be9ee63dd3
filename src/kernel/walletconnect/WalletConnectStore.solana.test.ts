import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SessionTypes } from '@walletconnect/types'
import { FAKE_ADDRESS, FAKE_SOLANA_ADDRESS, SessionFakeAdapter, SolanaSessionFakeAdapter } from '../../test-support/fakeAdapter'
import { appKitOf, testNetwork, testOptions } from '../../test-support/testKit'
import { solanaLocal } from '../../networks/solanaNetworks'
import { KitRoot } from '../root'
import { createMemoryStorage } from '../storage/storage'
import type { StorageBackend } from '../types'
import { secondNetwork, settle, stored, useQuietApi } from '../stores/connectionTestKit'
import { fakeClients, sessionFor, type FakeWcClient } from './fakeWalletConnectClient'
import { WALLET_CONNECT_SOLANA_METHODS } from './sessionNamespaces'
import { create as createWalletConnect } from '../slices/walletConnect'

vi.mock('./WalletConnectClient', async () => (await import('./fakeWalletConnectClient')).fakeClientModule)

const DAPP = { name: 'Test dApp', description: 'A dApp', url: 'https://dapp.test', icons: [] }
const SOLANA_ACCOUNT = `${solanaLocal.caipNetworkId}:${FAKE_SOLANA_ADDRESS}`

/** The session a wallet approves for both namespaces (or only the ones given). */
function sessionWith(pairingTopic: string, namespaces: { eip155?: string[]; solana?: string[] }): SessionTypes.Struct {
  const session = sessionFor(pairingTopic, namespaces.eip155 ?? [])
  return {
    ...session,
    namespaces: {
      ...(namespaces.eip155 && session.namespaces),
      ...(namespaces.solana && { solana: { accounts: namespaces.solana, methods: [...WALLET_CONNECT_SOLANA_METHODS], events: [] } }),
    },
  }
}

const kits: KitRoot[] = []
function twoNamespaceKit(storage: StorageBackend = createMemoryStorage()) {
  const evm = new SessionFakeAdapter()
  const solana = new SolanaSessionFakeAdapter()
  const kit = new KitRoot(testOptions({ adapters: [evm, solana], networks: [testNetwork, secondNetwork, solanaLocal], storage, metadata: DAPP }))
  kits.push(kit)
  kit.startAdapters()
  const store = kit.lazy.provide('walletConnect', createWalletConnect(kit))
  const requests: { chainId: string; method: string; params: unknown }[] = []
  const client = (): FakeWcClient => {
    const latest = fakeClients.at(-1)!
    latest.request = ({ chainId, request }) => {
      requests.push({ chainId, method: request.method, params: request.params })
      return Promise.resolve({ signature: 'sig' })
    }
    return latest
  }
  return { kit, evm, solana, store, storage, client, requests, appkit: appKitOf(kit) }
}

async function approve(setup: ReturnType<typeof twoNamespaceKit>, namespaces: { eip155?: string[]; solana?: string[] }) {
  setup.store.start()
  await vi.waitFor(() => expect(setup.store.status).toBe('waiting'))
  const proposal = setup.client().proposals.at(-1)!
  proposal.approve(sessionWith(proposal.topic, namespaces))
  await vi.waitFor(() => expect(['connected', 'failed']).toContain(setup.store.status))
  await settle()
  return proposal
}

useQuietApi()
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
  fakeClients.length = 0
})

describe("WalletConnect's solana namespace", () => {
  it('the proposal asks for the Solana networks with the Solana signing methods beside the EVM ones', async () => {
    const setup = twoNamespaceKit()
    setup.store.start()
    await vi.waitFor(() => expect(setup.store.status).toBe('waiting'))
    const proposal = setup.client().proposals[0]!
    expect(proposal.namespaces.eip155!.chains).toEqual(['eip155:31337', 'eip155:31338'])
    expect(proposal.namespaces.solana).toMatchObject({ chains: [solanaLocal.caipNetworkId], methods: expect.arrayContaining(['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction']) })
  })

  it('one approval connects both namespaces: the active network’s account is active, the Solana one set aside', async () => {
    const setup = twoNamespaceKit()
    await approve(setup, { eip155: [`eip155:31337:${FAKE_ADDRESS}`], solana: [SOLANA_ACCOUNT] })
    expect(setup.store.status).toBe('connected')
    expect(setup.appkit.getAccount()).toMatchObject({ address: FAKE_ADDRESS, isConnected: true })
    expect(setup.appkit.getAccount('solana')).toMatchObject({ address: FAKE_SOLANA_ADDRESS, caipAddress: SOLANA_ACCOUNT, isConnected: true })
    expect(setup.appkit.getWalletProviderType()).toBe('WALLET_CONNECT')
    // The active namespace is stored last: the one restored as active after a reload.
    expect(stored(setup.storage, 'connectedNamespaces')).toEqual(['solana', 'eip155'])
  })

  it('switching to the Solana network makes its account active without a prompt; signing goes to the wallet on that cluster', async () => {
    const setup = twoNamespaceKit()
    await approve(setup, { eip155: [`eip155:31337:${FAKE_ADDRESS}`], solana: [SOLANA_ACCOUNT] })
    const connectCalls = setup.solana.calls.filter((call) => call.startsWith('connect')).length
    await setup.kit.connection.switchNetwork(solanaLocal)
    expect(setup.appkit.getAccount()).toMatchObject({ address: FAKE_SOLANA_ADDRESS, caipAddress: SOLANA_ACCOUNT })
    expect(setup.solana.calls.filter((call) => call.startsWith('connect'))).toHaveLength(connectCalls)
    const provider = setup.solana.sessionProviders.get('walletConnect')!
    await provider.request({ method: 'solana_signMessage', params: { message: '3yZe7d', pubkey: FAKE_SOLANA_ADDRESS } })
    expect(setup.requests).toEqual([{ chainId: solanaLocal.caipNetworkId, method: 'solana_signMessage', params: { message: '3yZe7d', pubkey: FAKE_SOLANA_ADDRESS } }])
    expect(await provider.request({ method: 'solana_getAccounts' })).toEqual([{ pubkey: FAKE_SOLANA_ADDRESS }])
  })

  it("a session without the solana namespace: the Solana adapter's requests throw §5's 'not configured' error", async () => {
    const setup = twoNamespaceKit()
    await approve(setup, { eip155: [`eip155:31337:${FAKE_ADDRESS}`] })
    expect(setup.appkit.getAccount('eip155').isConnected).toBe(true)
    expect(setup.appkit.getAccount('solana').isConnected).toBe(false)
    await expect(setup.solana.sessionProviders.get('walletConnect')!.request({ method: 'solana_signMessage' })).rejects.toThrow(
      "Namespace 'solana' is not configured. Please call connect() first with namespace config.",
    )
  })

  it('on the Solana network a Solana-only session connects Solana; the EVM adapter is refused with the §5 error', async () => {
    const setup = twoNamespaceKit()
    setup.kit.networks.setActive(solanaLocal)
    await approve(setup, { solana: [SOLANA_ACCOUNT] })
    expect(setup.appkit.getAccount()).toMatchObject({ address: FAKE_SOLANA_ADDRESS, isConnected: true })
    expect(setup.appkit.getAccount('eip155').isConnected).toBe(false)
    await expect(setup.evm.sessionProviders.get('walletConnect')!.request({ method: 'eth_accounts' })).rejects.toThrow("Namespace 'eip155' is not configured.")
  })

  it('an account on a Solana cluster the app did not ask for: Failed to connect, the session ended', async () => {
    const setup = twoNamespaceKit()
    const proposal = await approve(setup, { eip155: [`eip155:31337:${FAKE_ADDRESS}`], solana: [`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${FAKE_SOLANA_ADDRESS}`] })
    expect(setup.store.status).toBe('failed')
    expect(setup.store.detail).toBe('The wallet approved solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp, which this app did not ask for')
    expect(setup.client().disconnected).toEqual(['e'.repeat(64)])
    expect(proposal.topic).toBeDefined()
    expect(setup.appkit.getAccount('eip155').isConnected).toBe(false)
  })

  it('after a reload both namespaces come back from the one stored session, the last active one active', async () => {
    const storage = createMemoryStorage()
    const first = twoNamespaceKit(storage)
    await approve(first, { eip155: [`eip155:31337:${FAKE_ADDRESS}`], solana: [SOLANA_ACCOUNT] })
    await first.kit.connection.switchNetwork(solanaLocal)
    const session = sessionWith('9'.repeat(64), { eip155: [`eip155:31337:${FAKE_ADDRESS}`], solana: [SOLANA_ACCOUNT] })
    first.kit.destroy()
    fakeClients.length = 0
    const evm = new SessionFakeAdapter()
    const solana = new SolanaSessionFakeAdapter()
    const kit = new KitRoot(testOptions({ adapters: [evm, solana], networks: [testNetwork, secondNetwork, solanaLocal], storage, metadata: DAPP }))
    kits.push(kit)
    const store = kit.lazy.provide('walletConnect', createWalletConnect(kit))
    await store.restore().catch(() => undefined)
    fakeClients.at(-1)!.latest = session
    kit.startAdapters()
    await vi.waitFor(() => expect(appKitOf(kit).getAccount('eip155').isConnected).toBe(true))
    await vi.waitFor(() => expect(appKitOf(kit).getAccount()).toMatchObject({ address: FAKE_SOLANA_ADDRESS, isConnected: true }))
    // One attach per adapter: the second restore kept the live session.
    expect(solana.calls.filter((call) => call === 'attach:walletConnect')).toHaveLength(1)
    expect(evm.calls.filter((call) => call === 'attach:walletConnect')).toHaveLength(1)
  })
})
