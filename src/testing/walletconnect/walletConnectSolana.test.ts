// @vitest-environment node
/**
 * The WalletConnect test wallet on the solana namespace, against a local relay: the session it approves, and the
 * WalletConnect Solana RPC (signatures checked with ed25519 and web3.js; the send goes to a stub node).
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import type { SessionTypes } from '@walletconnect/types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRelay, type Relay } from '../../../server/relay/startRelay'
import { solanaTestKeypair } from '../../protocol/solanaTestKeys'
import { createWalletConnectTestWallet } from './createWalletConnectTestWallet'
import { openTestDapp, type TestDapp } from './testDapp'
import type { WalletConnectTestWallet } from './types'

const LOCAL = 'solana:5fp3J9jKX6jt6hUcoPTeiKfVdGsGBdvq'
const SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction', 'solana_getAccounts', 'solana_requestAccounts']

let relay: Relay
let dapp: TestDapp
let wallet: WalletConnectTestWallet
let session: SessionTypes.Struct
let node: Server
const sent: unknown[][] = []

beforeAll(async () => {
  // A stub Solana node: records sendTransaction and answers with the transaction's first signature.
  node = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const { id, params } = JSON.parse(body) as { id: number; params: unknown[] }
      sent.push(params)
      const signature = base58.encode(Transaction.from(base64.decode(String(params[0]))).signature!)
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ jsonrpc: '2.0', id, result: signature }))
    })
  })
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
  relay = await startRelay({ port: 0 })
  dapp = await openTestDapp(relay.url)
  wallet = await createWalletConnectTestWallet({
    relayUrl: relay.url,
    projectId: 'gangway-test',
    chains: [{ id: 31337, name: 'Gangway Local', rpcUrl: 'http://127.0.0.1:9' }],
    solanaAccountIndex: 17,
    solanaRpcUrls: { [LOCAL]: `http://127.0.0.1:${(node.address() as AddressInfo).port}` },
  })
  const { uri, approval } = await dapp.client.connect({ optionalNamespaces: { solana: { chains: [LOCAL], methods: SOLANA_METHODS, events: ['accountsChanged'] } } }).then((result) => ({ uri: result.uri!, approval: result.approval }))
  await wallet.pair(uri)
  await wallet.approve()
  session = await approval()
}, 30_000)
afterAll(async () => {
  await wallet?.close()
  await dapp?.close()
  await relay?.close()
  await new Promise((resolve) => node?.close(resolve))
})

const request = <T>(method: string, params: unknown) => dapp.client.request<T>({ topic: session.topic, chainId: LOCAL, request: { method, params } })

function unsignedTransfer(from: string): Uint8Array {
  return new Transaction({ feePayer: new PublicKey(from), blockhash: solanaTestKeypair(500).address, lastValidBlockHeight: 1 })
    .add(SystemProgram.transfer({ fromPubkey: new PublicKey(from), toPubkey: new PublicKey(solanaTestKeypair(7).address), lamports: 10 }))
    .serialize({ requireAllSignatures: false, verifySignatures: false })
}

describe('WalletConnect test wallet: the solana namespace', () => {
  it('approves a Solana-only proposal with the Solana account only', () => {
    expect(wallet.solanaAddress).toBe(solanaTestKeypair(17).address)
    expect(Object.keys(session.namespaces)).toEqual(['solana'])
    expect(session.namespaces['solana']).toMatchObject({ chains: [LOCAL], accounts: [`${LOCAL}:${wallet.solanaAddress}`] })
  })

  it('answers the accounts and signs messages and transactions', async () => {
    expect(await request('solana_getAccounts', {})).toEqual([{ pubkey: wallet.solanaAddress }])
    const message = new TextEncoder().encode('over the relay')
    const { signature } = await request<{ signature: string }>('solana_signMessage', { message: base58.encode(message), pubkey: wallet.solanaAddress })
    expect(ed25519.verify(base58.decode(signature), message, solanaTestKeypair(17).publicKey)).toBe(true)
    const signed = await request<{ signature: string; transaction: string }>('solana_signTransaction', { transaction: base64.encode(unsignedTransfer(wallet.solanaAddress)), pubkey: wallet.solanaAddress })
    const transaction = Transaction.from(base64.decode(signed.transaction))
    expect(transaction.verifySignatures()).toBe(true)
    expect(base58.encode(transaction.signature!)).toBe(signed.signature)
  })

  it('signs and sends through the chain’s RPC', async () => {
    const { signature } = await request<{ signature: string }>('solana_signAndSendTransaction', {
      transaction: base64.encode(unsignedTransfer(wallet.solanaAddress)),
      pubkey: wallet.solanaAddress,
      sendOptions: { skipPreflight: true },
    })
    expect(sent.at(-1)).toEqual([expect.any(String), { encoding: 'base64', preflightCommitment: 'confirmed', skipPreflight: true }])
    expect(base58.encode(Transaction.from(base64.decode(String(sent.at(-1)![0]))).signature!)).toBe(signature)
  })

  it('refuses another account (4100) and, in reject mode, the signature (4001)', async () => {
    await expect(request('solana_signMessage', { message: base58.encode(Uint8Array.of(1)), pubkey: solanaTestKeypair(3).address })).rejects.toMatchObject({ code: 4100 })
    wallet.setRequestMode('reject')
    await expect(request('solana_signMessage', { message: base58.encode(Uint8Array.of(1)), pubkey: wallet.solanaAddress })).rejects.toMatchObject({ code: 4001 })
    wallet.setRequestMode('approve')
    expect(wallet.requests.at(-1)).toMatchObject({ method: 'solana_signMessage', chainId: LOCAL, outcome: { status: 'error', error: { code: 4001 } } })
  })
})
