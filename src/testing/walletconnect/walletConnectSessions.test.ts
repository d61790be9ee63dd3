// @vitest-environment node
/**
 * The WalletConnect test wallet against a local relay and a dApp SignClient: pairing, proposals
 * (approve, reject, chains not asked for), events, disconnect, bad input and closing.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startRelay, type Relay } from '../../../server/relay/startRelay'
import { openTestDapp, type TestDapp } from './testDapp'
import type { TestChain } from '../types'
import { createWalletConnectTestWallet } from './createWalletConnectTestWallet'
import { WALLET_EVENTS, WALLET_METHODS } from './namespaces'
import type { WalletConnectTestWallet, WalletConnectTestWalletOptions } from './types'

// No transaction is sent here, so nothing listens on these ports.
const CHAINS: TestChain[] = [
  { id: 31337, name: 'Gangway Local', rpcUrl: 'http://127.0.0.1:29345' },
  { id: 31338, name: 'Gangway Local 2', rpcUrl: 'http://127.0.0.1:29346' },
]
const ADDRESS_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

let relay: Relay
let dapp: TestDapp
const wallets: WalletConnectTestWallet[] = []
beforeAll(async () => {
  relay = await startRelay({ port: 0 })
})
afterAll(() => relay.close())
beforeEach(async () => {
  dapp = await openTestDapp(relay.url)
})
afterEach(async () => {
  await Promise.all(wallets.splice(0).map((wallet) => wallet.close()))
  await dapp.close()
})

async function newWallet(options: Partial<WalletConnectTestWalletOptions> = {}): Promise<WalletConnectTestWallet> {
  const wallet = await createWalletConnectTestWallet({ relayUrl: relay.url, projectId: 'gangway-test', chains: CHAINS, ...options })
  wallets.push(wallet)
  return wallet
}

/** The dApp proposes the chains, the wallet pairs; resolves with the dApp's approval(). */
async function proposeTo(wallet: WalletConnectTestWallet, chains: string[]) {
  const { uri, approval } = await dapp.connect(chains)
  await wallet.pair(uri)
  return approval
}

describe('WalletConnect test wallet: sessions', () => {
  it('pairs with the URI, shows the proposal and approves the chains asked for with its methods and events', async () => {
    const wallet = await newWallet()
    const approval = await proposeTo(wallet, ['eip155:31338'])
    const proposal = await wallet.nextProposal()
    expect(proposal.proposer.metadata).toMatchObject({ name: 'Test dApp', url: 'http://127.0.0.1:3000' })
    expect(proposal.optionalNamespaces['eip155']?.chains).toEqual(['eip155:31338'])
    expect(wallet.proposals).toEqual([proposal])
    const session = await wallet.approve()
    const dappSession = await approval()
    expect(dappSession.topic).toBe(session.topic)
    expect(dappSession.namespaces['eip155']).toEqual({
      chains: ['eip155:31338'],
      accounts: [`eip155:31338:${ADDRESS_0}`],
      methods: [...WALLET_METHODS],
      events: [...WALLET_EVENTS],
    })
    expect(wallet).toMatchObject({ chainId: 31338, proposals: [] })
    expect(wallet.sessions.map((held) => held.topic)).toEqual([session.topic])
  })

  it('approves all its chains when the dApp asks for none of them, and honours accountIndex', async () => {
    const wallet = await newWallet({ accountIndex: 1 })
    const approval = await proposeTo(wallet, ['eip155:1'])
    await wallet.approve()
    const accounts = (await approval()).namespaces['eip155']?.accounts
    expect(accounts).toEqual([`eip155:31337:${wallet.address}`, `eip155:31338:${wallet.address}`])
    expect(wallet.address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
  })

  it('answers with accounts for a chain that was not asked for (approve({ chains: [999] })) or with namespaces given as they are', async () => {
    const wallet = await newWallet()
    const approval = await proposeTo(wallet, ['eip155:31337'])
    await wallet.approve({ chains: [999] })
    expect((await approval()).namespaces['eip155']?.accounts).toEqual([`eip155:999:${ADDRESS_0}`])
    const second = await proposeTo(wallet, ['eip155:31337'])
    const namespaces = { eip155: { chains: ['eip155:31337'], accounts: ['eip155:31337:0xnot-an-address'], methods: ['personal_sign'], events: [] } }
    await wallet.approve({ namespaces })
    expect((await second()).namespaces).toEqual(namespaces)
  })

  it("rejects a proposal with USER_REJECTED: the dApp's approval() rejects", async () => {
    const wallet = await newWallet()
    const approval = await proposeTo(wallet, ['eip155:31337'])
    const rejected = expect(approval()).rejects.toMatchObject({ code: 5000, message: 'User rejected.' })
    await wallet.reject()
    await rejected
    expect(wallet.proposals).toEqual([])
  })

  it('disconnects with USER_DISCONNECTED: the dApp gets session_delete', async () => {
    const wallet = await newWallet()
    const approval = await proposeTo(wallet, ['eip155:31337'])
    await wallet.approve()
    const session = await approval()
    await wallet.disconnect()
    await expect.poll(() => dapp.deleted).toEqual([session.topic])
    expect(wallet.sessions).toEqual([])
  })

  it('emits chainChanged and accountsChanged to the dApp, adding a chain the session lacks first', async () => {
    const wallet = await newWallet()
    const approval = await proposeTo(wallet, ['eip155:31337'])
    await wallet.approve()
    const session = await approval()
    await wallet.emitChainChanged(31338)
    await expect.poll(() => dapp.events).toEqual([{ chainId: 'eip155:31338', event: { name: 'chainChanged', data: 31338 } }])
    expect(dapp.client.session.get(session.topic).namespaces['eip155']?.accounts).toContain(`eip155:31338:${ADDRESS_0}`)
    await wallet.emitAccountsChanged()
    await expect.poll(() => dapp.events.at(-1)).toEqual({ chainId: 'eip155:31338', event: { name: 'accountsChanged', data: [ADDRESS_0] } })
    expect(wallet.chainId).toBe(31338)
  })

  it('approves each proposal as it arrives with autoApprove, two wallets sharing the process', async () => {
    const [auto, other] = [await newWallet({ autoApprove: true }), await newWallet({ accountIndex: 2 })]
    const approval = await proposeTo(auto, ['eip155:31337'])
    expect((await approval()).namespaces['eip155']?.accounts).toEqual([`eip155:31337:${ADDRESS_0}`])
    const secondApproval = await proposeTo(other, ['eip155:31337'])
    await other.approve()
    expect((await secondApproval()).namespaces['eip155']?.accounts).toEqual([`eip155:31337:${other.address}`])
  })
})

describe('WalletConnect test wallet: bad input and closing', () => {
  it('rejects a malformed URI with a clear error, before the relay is asked', async () => {
    const wallet = await newWallet()
    await expect(wallet.pair('wc:not-a-topic@2?relay-protocol=irn&symKey=00')).rejects.toThrow('pair: Invalid WalletConnect URI: the topic must be 64 hex characters')
    const { uri } = await dapp.connect(['eip155:31337'])
    await expect(wallet.pair(uri.replace(/symKey=[0-9a-f]+/, 'symKey=xyz'))).rejects.toThrow('pair: Invalid WalletConnect URI: the symKey must be 64 hex characters')
    await expect(wallet.pair(uri.replace(/&?relay-protocol=irn/, ''))).rejects.toThrow('pair: Invalid WalletConnect URI: relay-protocol is missing')
  })

  it('says so when no proposal arrives, or approve() names an unknown proposal', async () => {
    const wallet = await newWallet()
    await expect(wallet.nextProposal({ timeoutMs: 50 })).rejects.toThrow('no session proposal arrived within 50 ms')
    await expect(wallet.approve({ proposalId: 123 })).rejects.toThrow('approve: no unanswered session proposal with id 123')
  })

  it('refuses bad options with a TestWalletError naming the option', async () => {
    await expect(createWalletConnectTestWallet({ relayUrl: 'http://127.0.0.1:1', projectId: 'p', chains: CHAINS })).rejects.toThrow(
      'createWalletConnectTestWallet: relayUrl must be a ws:// or wss:// URL, got "http://127.0.0.1:1"',
    )
    await expect(createWalletConnectTestWallet({ relayUrl: relay.url, projectId: 'p', chains: [] })).rejects.toThrow(
      'createWalletConnectTestWallet: `chains` needs at least one chain',
    )
  })

  it('close() ends waits, closes its socket, and can be called twice', async () => {
    const wallet = await createWalletConnectTestWallet({ relayUrl: relay.url, projectId: 'p', chains: CHAINS })
    await proposeTo(wallet, ['eip155:31337'])
    await wallet.reject()
    await expect.poll(() => relay.stats().connections.open).toBe(2)
    const waiting = expect(wallet.nextProposal({ timeoutMs: 5_000 })).rejects.toThrow('the WalletConnect test wallet was closed')
    await wallet.close()
    await waiting
    await wallet.close()
    await expect.poll(() => relay.stats().connections.open).toBe(1) // the dApp's
  })
})
