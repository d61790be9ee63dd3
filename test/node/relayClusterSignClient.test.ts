/**
 * The real SDK across a relay cluster: a dApp SignClient on one relay process and a wallet SignClient on
 * another, both on one Redis, pair, approve, sign (checked with viem) and disconnect.
 */
import { getSdkError } from '@walletconnect/utils'
import { verifyMessage, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeSignClient, openSignClient } from '../../src/testing/walletconnect/openSignClient'
import { SLOW_SETUP_MS } from '../../server/testing/hookTimeouts'
import { startRedisServer, type RedisServer } from '../../server/testing/startRedisServer'
import { spawnRelay, type RelayProcess } from '../../server/relay/testing/spawnRelay'
import { ACCOUNT, CHAIN, metadata, nextEvent } from './signClientTestKit'


let redis: RedisServer
let nodes: RelayProcess[] = []
beforeAll(async () => {
  redis = await startRedisServer()
  nodes = await Promise.all([spawnRelay({ redisUrl: redis.url }), spawnRelay({ redisUrl: redis.url })])
}, SLOW_SETUP_MS)
afterAll(async () => {
  await Promise.all(nodes.map((node) => node.stop()))
  await redis?.stop()
})

describe('sign-client across two relay nodes on one Redis', () => {
  it('pairs, approves, signs and disconnects with the dApp on one node and the wallet on the other', async () => {
    const dapp = await openSignClient({ relayUrl: nodes[0]!.url, projectId: 'gangway-test', metadata: metadata('dApp') })
    const wallet = await openSignClient({ relayUrl: nodes[1]!.url, projectId: 'gangway-test', metadata: metadata('wallet') })
    try {
      const { uri, approval } = await dapp.connect({ optionalNamespaces: { eip155: { chains: [CHAIN], methods: ['personal_sign'], events: [] } } })
      const proposal = nextEvent(wallet, 'session_proposal', 10_000)
      await wallet.pair({ uri: uri! })
      const namespaces = { eip155: { chains: [CHAIN], accounts: [`${CHAIN}:${ACCOUNT.address}`], methods: ['personal_sign'], events: [] } }
      await wallet.approve({ id: (await proposal).id, namespaces })
      const session = await approval()
      wallet.once('session_request', async ({ id, topic, params }) => {
        const [message] = params.request.params as [Hex]
        await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: await ACCOUNT.signMessage({ message: { raw: message } }) } })
      })
      const message = '0x68656c6c6f'
      const signature = await dapp.request<Hex>({ topic: session.topic, chainId: CHAIN, request: { method: 'personal_sign', params: [message, ACCOUNT.address] } })
      expect(await verifyMessage({ address: ACCOUNT.address, message: { raw: message }, signature })).toBe(true)
      const deleted = nextEvent(wallet, 'session_delete', 10_000)
      await dapp.disconnect({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })
      expect(await deleted).toMatchObject({ topic: session.topic })
    } finally {
      await Promise.all([closeSignClient(dapp), closeSignClient(wallet)])
    }
  }, 60_000)
})
