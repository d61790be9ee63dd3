/**
 * The relay with the real SDK: a dApp and a wallet SignClient (@walletconnect/sign-client 2.25) in this
 * process connect, pair, approve, sign (checked with viem) and disconnect through it, offline.
 */
import { getSdkError } from '@walletconnect/utils'
import { verifyMessage, type Hex } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { closeSignClient, openSignClient } from '../../src/testing/walletconnect/openSignClient'
import { startRelay, type Relay } from '../../server/relay/startRelay'
import { ACCOUNT, CHAIN, metadata, nextEvent, type Client } from './signClientTestKit'


let relay: Relay
let clients: Client[] = []
beforeEach(async () => {
  relay = await startRelay({ port: 0 })
})
afterEach(async () => {
  await Promise.all(clients.map((client) => closeSignClient(client)))
  clients = []
  await relay.close()
})

async function open(name: string): Promise<Client> {
  const client = await openSignClient({ relayUrl: relay.url, projectId: 'gangway-test', metadata: metadata(name) })
  clients.push(client)
  return client
}

describe('sign-client through the local relay', () => {
  it('connects, pairs, approves, signs and disconnects, with nothing sent beyond 127.0.0.1', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const [dapp, wallet] = [await open('dApp'), await open('wallet')]
    const { uri, approval } = await dapp.connect({ optionalNamespaces: { eip155: { chains: [CHAIN], methods: ['personal_sign'], events: ['chainChanged'] } } })
    const proposal = nextEvent(wallet, 'session_proposal')
    await wallet.pair({ uri: uri! })
    const { id } = await proposal
    const namespaces = { eip155: { chains: [CHAIN], accounts: [`${CHAIN}:${ACCOUNT.address}`], methods: ['personal_sign'], events: ['chainChanged'] } }
    await wallet.approve({ id, namespaces })
    const session = await approval()
    expect(session.namespaces['eip155']?.accounts).toEqual([`${CHAIN}:${ACCOUNT.address}`])

    wallet.once('session_request', async ({ id: requestId, topic, params }) => {
      const [message] = params.request.params as [Hex]
      const signature = await ACCOUNT.signMessage({ message: { raw: message } })
      await wallet.respond({ topic, response: { id: requestId, jsonrpc: '2.0', result: signature } })
    })
    const message = '0x68656c6c6f' // "hello"
    const signature = await dapp.request<Hex>({ topic: session.topic, chainId: CHAIN, request: { method: 'personal_sign', params: [message, ACCOUNT.address] } })
    expect(await verifyMessage({ address: ACCOUNT.address, message: { raw: message }, signature })).toBe(true)

    const deleted = nextEvent(wallet, 'session_delete')
    await dapp.disconnect({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })
    expect(await deleted).toMatchObject({ topic: session.topic })

    const remote = fetchSpy.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input)).filter((url) => !url.startsWith('http://127.0.0.1'))
    expect(remote).toEqual([])
    // The research's count for one run: 7 messages (proposal, its response, settlement, and 4 publishes: settle
    // response 1103, request 1108, response 1109, delete 1112), each delivered once and acknowledged.
    const stats = relay.stats()
    expect(stats.requests).toMatchObject({ wc_proposeSession: 1, wc_approveSession: 1, irn_subscribe: 2, irn_publish: 4, irn_unsubscribe: 2 })
    expect(stats).toMatchObject({ published: 7, delivered: 7, duplicates: 0, connections: { accepted: 2, refused: 0 } })
    expect(stats.errors).toEqual({ parse: 0, invalidRequest: 0, methodNotFound: 0, invalidParams: 0 })
    await expect.poll(() => relay.stats().acks).toBe(7)
  })

  it("rejects the dApp's approval() when the wallet rejects the proposal", async () => {
    const [dapp, wallet] = [await open('dApp'), await open('wallet')]
    const { uri, approval } = await dapp.connect({ optionalNamespaces: { eip155: { chains: [CHAIN], methods: ['personal_sign'], events: [] } } })
    const rejected = expect(approval()).rejects.toMatchObject({ code: 5000 })
    const proposal = nextEvent(wallet, 'session_proposal')
    await wallet.pair({ uri: uri! })
    await wallet.reject({ id: (await proposal).id, reason: getSdkError('USER_REJECTED') })
    await rejected
  })

  it('carries on with the session once the SDK has reconnected to a relay restarted on the same port', async () => {
    const [dapp, wallet] = [await open('dApp'), await open('wallet')]
    const session = await connectSession(dapp, wallet)
    await relay.close()
    relay = await startRelay({ port: relay.port })
    // Both clients reconnect within about a second and subscribe again to their topics. (A request made before
    // that is only retried by the SDK's publish queue, about 20 s later.)
    await expect.poll(() => relay.stats().requests.irn_batchSubscribe, { timeout: 5_000 }).toBe(2)
    wallet.on('session_request', ({ id, topic }) => void wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: CHAIN } }))
    const started = Date.now()
    expect(await dapp.request({ topic: session.topic, chainId: CHAIN, request: { method: 'eth_chainId', params: [] } })).toBe(CHAIN)
    expect(Date.now() - started).toBeLessThan(1_000)
  })
})

/** A settled session between the two clients (the wallet approves every chain the dApp asked for). */
async function connectSession(dapp: Client, wallet: Client) {
  const { uri, approval } = await dapp.connect({ optionalNamespaces: { eip155: { chains: [CHAIN], methods: ['eth_chainId'], events: [] } } })
  const proposal = nextEvent(wallet, 'session_proposal')
  await wallet.pair({ uri: uri! })
  const namespaces = { eip155: { chains: [CHAIN], accounts: [`${CHAIN}:${ACCOUNT.address}`], methods: ['eth_chainId'], events: [] } }
  await wallet.approve({ id: (await proposal).id, namespaces })
  return approval()
}
