/** For tests: a dApp SignClient on a relay, the counterpart of a wallet under test, recording what the wallet sends it. */
import type SignClient from '@walletconnect/sign-client'
import type { SessionTypes, SignClientTypes } from '@walletconnect/types'
import { closeSignClient, openSignClient } from './openSignClient'
import { TestWalletError } from '../testWalletError'

export const DAPP_METHODS = ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain', 'eth_chainId', 'eth_accounts']

type SessionEvent = SignClientTypes.EventArguments['session_event']

export interface TestDapp {
  readonly client: SignClient
  /** session_event payloads received (chainChanged, accountsChanged), oldest first. */
  readonly events: SessionEvent['params'][]
  /** Topics of sessions the wallet deleted. */
  readonly deleted: string[]
  /** Proposes a session for the chains (CAIP-2); sign-client 2.25 sends every namespace as optional anyway. */
  connect(chains: readonly string[]): Promise<{ uri: string; approval: () => Promise<SessionTypes.Struct> }>
  /** Sends a session request (on the session's first chain unless chainId says otherwise) and resolves with the answer. */
  request<T = unknown>(session: SessionTypes.Struct, method: string, params: unknown[], chainId?: string): Promise<T>
  close(): Promise<void>
}

export async function openTestDapp(relayUrl: string): Promise<TestDapp> {
  const client = await openSignClient({
    relayUrl,
    projectId: 'gangway-test',
    metadata: { name: 'Test dApp', description: 'the dApp side of a test', url: 'http://127.0.0.1:3000', icons: [] },
  })
  const events: SessionEvent['params'][] = []
  const deleted: string[] = []
  client.on('session_event', ({ params }) => events.push(params))
  client.on('session_delete', ({ topic }) => deleted.push(topic))
  return {
    client,
    events,
    deleted,
    async connect(chains) {
      const optionalNamespaces = { eip155: { chains: [...chains], methods: DAPP_METHODS, events: ['chainChanged', 'accountsChanged'] } }
      const { uri, approval } = await client.connect({ optionalNamespaces })
      if (!uri) throw new TestWalletError('NO_URI', 'connect() gave no URI')
      return { uri, approval }
    },
    request: (session, method, params, chainId) =>
      client.request({ topic: session.topic, chainId: chainId ?? session.namespaces['eip155']!.chains![0]!, request: { method, params } }),
    close: () => closeSignClient(client),
  }
}
