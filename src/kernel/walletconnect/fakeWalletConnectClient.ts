/** Test support for the WalletConnect store: a stand-in for the sign-client chunk and the sessions a wallet approves. */
import type { SessionTypes } from '@walletconnect/types'
import type { PendingConnection, WalletConnectClientEvents, WalletConnectClientOptions } from './WalletConnectClient'
import { WALLET_CONNECT_METHODS, type ProposalNamespace } from './sessionNamespaces'

export interface Proposal {
  readonly uri: string
  readonly topic: string
  readonly namespaces: Record<string, ProposalNamespace>
  approve(session: SessionTypes.Struct): void
  reject(error: unknown): void
}

/** Stands in for the sign-client chunk: each connect() is a proposal whose answer the test gives. */
export class FakeWcClient {
  readonly proposals: Proposal[] = []
  readonly disconnected: string[] = []
  readonly forgotten: string[] = []
  latest: SessionTypes.Struct | undefined

  constructor(
    readonly options: WalletConnectClientOptions,
    readonly events: WalletConnectClientEvents,
  ) {}

  connect(namespaces: Record<string, ProposalNamespace>): Promise<PendingConnection> {
    const topic = (this.proposals.length + 1).toString(16).padStart(64, '0')
    const uri = `wc:${topic}@2?relay-protocol=irn&symKey=${'5'.repeat(64)}&expiryTimestamp=${Math.floor(Date.now() / 1000) + 300}`
    const proposal = { uri, topic, namespaces, approve: (_session: SessionTypes.Struct) => {}, reject: (_error: unknown) => {} }
    const promise = new Promise<SessionTypes.Struct>((resolve, reject) => Object.assign(proposal, { approve: resolve, reject }))
    this.proposals.push(proposal)
    return Promise.resolve({ uri, pairingTopic: topic, approval: () => promise })
  }
  latestSession = (): SessionTypes.Struct | undefined => this.latest
  disconnect(session: SessionTypes.Struct): Promise<void> {
    this.disconnected.push(session.topic)
    return this.forgetPairing(session.pairingTopic)
  }
  forgetPairing(topic: string | undefined): Promise<void> {
    if (topic) this.forgotten.push(topic)
    return Promise.resolve()
  }
  request = (_params: { topic: string; chainId: string; request: { method: string; params: unknown } }): Promise<unknown> => Promise.resolve(null)
  close = (): Promise<void> => Promise.resolve()
}

/** Every fake client made, newest last; tests empty it after each test. */
export const fakeClients: FakeWcClient[] = []

/** The module vi.mock('./WalletConnectClient') gets. */
export const fakeClientModule = {
  WalletConnectClient: {
    create: (options: WalletConnectClientOptions, events: WalletConnectClientEvents) => {
      const client = new FakeWcClient(options, events)
      fakeClients.push(client)
      return Promise.resolve(client)
    },
  },
}

/** The session a wallet approves, with its accounts (CAIP-10) and the wallet's metadata. */
export function sessionFor(pairingTopic: string, accounts: readonly string[]): SessionTypes.Struct {
  const metadata = (name: string, url: string, icons: string[]) => ({ name, description: '', url, icons })
  return {
    topic: 'e'.repeat(64),
    pairingTopic,
    relay: { protocol: 'irn' },
    expiry: Math.floor(Date.now() / 1000) + 7 * 86_400,
    acknowledged: true,
    controller: 'f'.repeat(64),
    namespaces: { eip155: { accounts: [...accounts], methods: [...WALLET_CONNECT_METHODS], events: ['chainChanged', 'accountsChanged'] } },
    requiredNamespaces: {},
    optionalNamespaces: {},
    self: { publicKey: 'a'.repeat(64), metadata: metadata('dApp', 'https://dapp.test', []) },
    peer: { publicKey: 'b'.repeat(64), metadata: metadata('Test Wallet', 'https://wallet.test', ['https://wallet.test/icon.png']) },
  }
}

