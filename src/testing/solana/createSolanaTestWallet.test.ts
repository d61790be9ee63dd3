import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { Keypair, PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { solanaTestKeypair } from '../../protocol/solanaTestKeys'
import { createSolanaTestWallet, type SolanaTestWallet } from './createSolanaTestWallet'

const blockhash = solanaTestKeypair(500).address
const receiver = new PublicKey(solanaTestKeypair(7).address)

function legacyTransfer(from: string): Uint8Array {
  return new Transaction({ feePayer: new PublicKey(from), blockhash, lastValidBlockHeight: 1 })
    .add(SystemProgram.transfer({ fromPubkey: new PublicKey(from), toPubkey: receiver, lamports: 5 }))
    .serialize({ requireAllSignatures: false, verifySignatures: false })
}

async function connectedWallet(options: Parameters<typeof createSolanaTestWallet>[0] = {}): Promise<SolanaTestWallet> {
  const wallet = createSolanaTestWallet(options)
  await wallet.features['standard:connect'].connect()
  return wallet
}

const sign = (wallet: SolanaTestWallet, text: string) =>
  wallet.features['solana:signMessage'].signMessage({ account: wallet.accounts[0]!, message: new TextEncoder().encode(text) })

afterEach(() => vi.unstubAllGlobals())

describe('createSolanaTestWallet: keys and accounts', () => {
  it("uses the test mnemonic's Solana keys (m/44'/501'/i'/0'), or a given secret key", () => {
    expect(createSolanaTestWallet().address).toBe(solanaTestKeypair(0).address)
    expect(createSolanaTestWallet({ accountIndex: 4 }).address).toBe(solanaTestKeypair(4).address)
    const keypair = Keypair.generate()
    expect(createSolanaTestWallet({ secretKey: keypair.secretKey }).address).toBe(keypair.publicKey.toBase58())
    expect(createSolanaTestWallet({ secretKey: keypair.secretKey.slice(0, 32) }).address).toBe(keypair.publicKey.toBase58())
    expect(() => createSolanaTestWallet({ secretKey: new Uint8Array(12) })).toThrow(expect.objectContaining({ code: 'INVALID_OPTIONS' }))
  })

  it('shows the account only while connected, and tells of every change', async () => {
    const wallet = createSolanaTestWallet()
    const changes: string[][] = []
    wallet.features['standard:events'].on('change', ({ accounts }) => changes.push(accounts.map(({ address }) => address)))
    expect(wallet.accounts).toEqual([])
    expect((await wallet.features['standard:connect'].connect({ silent: true })).accounts).toEqual([])
    const { accounts } = await wallet.features['standard:connect'].connect()
    expect(accounts).toEqual([expect.objectContaining({ address: wallet.address, chains: ['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'] })])
    wallet.setAccount(2)
    wallet.disconnect()
    expect(changes).toEqual([[solanaTestKeypair(0).address], [solanaTestKeypair(2).address], []])
  })
})

describe('createSolanaTestWallet: signing', () => {
  it('signs messages with ed25519: the signature verifies with the public key', async () => {
    const wallet = await connectedWallet()
    const [output] = await sign(wallet, 'hello')
    expect(output!.signatureType).toBe('ed25519')
    expect(ed25519.verify(output!.signature, new TextEncoder().encode('hello'), wallet.publicKey)).toBe(true)
  })

  it('signs legacy and v0 transactions in its signer slot', async () => {
    const wallet = await connectedWallet()
    const account = wallet.accounts[0]!
    const [legacy] = await wallet.features['solana:signTransaction'].signTransaction({ account, transaction: legacyTransfer(wallet.address), chain: 'solana:localnet' })
    expect(Transaction.from(legacy!.signedTransaction).verifySignatures()).toBe(true)
    const message = new TransactionMessage({
      payerKey: new PublicKey(wallet.address),
      recentBlockhash: blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: new PublicKey(wallet.address), toPubkey: receiver, lamports: 5 })],
    }).compileToV0Message()
    const unsigned = new VersionedTransaction(message).serialize()
    const [v0] = await wallet.features['solana:signTransaction'].signTransaction({ account, transaction: unsigned })
    const signed = VersionedTransaction.deserialize(v0!.signedTransaction)
    expect(ed25519.verify(signed.signatures[0]!, signed.message.serialize(), wallet.publicKey)).toBe(true)
  })

  it('refuses an account it has not connected (4100) and a transaction that does not name it (-32602)', async () => {
    const wallet = createSolanaTestWallet()
    const account = { address: wallet.address, publicKey: wallet.publicKey, chains: [], features: [], label: '' }
    await expect(wallet.features['solana:signMessage'].signMessage({ account, message: new Uint8Array(1) })).rejects.toMatchObject({ code: 4100 })
    await wallet.features['standard:connect'].connect()
    const other = legacyTransfer(solanaTestKeypair(9).address)
    await expect(wallet.features['solana:signTransaction'].signTransaction({ account: wallet.accounts[0]!, transaction: other })).rejects.toMatchObject({ code: -32602 })
  })

  it('signs and sends through the RPC URL of the chain', async () => {
    const bodies: { method: string; params: unknown[] }[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as { id: number; method: string; params: unknown[] }
        bodies.push(body)
        return Response.json({ jsonrpc: '2.0', id: body.id, result: base58.encode(Transaction.from(base64.decode(String(body.params[0]))).signature!) })
      }),
    )
    const wallet = await connectedWallet({ rpcUrls: { 'solana:devnet': 'http://devnet.test' } })
    const [output] = await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
      account: wallet.accounts[0]!,
      transaction: legacyTransfer(wallet.address),
      chain: 'solana:devnet',
      options: { skipPreflight: true },
    })
    expect(bodies).toEqual([{ jsonrpc: '2.0', id: expect.any(Number), method: 'sendTransaction', params: [expect.any(String), { encoding: 'base64', preflightCommitment: 'confirmed', skipPreflight: true }] }])
    expect(Transaction.from(base64.decode(String(bodies[0]!.params[0]))).verifySignatures()).toBe(true)
    expect(output!.signature).toHaveLength(64)
    await expect(
      wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({ account: wallet.accounts[0]!, transaction: legacyTransfer(wallet.address), chain: 'solana:mainnet' }),
    ).rejects.toMatchObject({ code: -32602, message: 'No RPC URL for solana:mainnet: pass rpcUrls to createSolanaTestWallet' })
  })
})

describe('createSolanaTestWallet: faults and the request log', () => {
  it('rejects, errors and approves the next prompts as queued, and logs each outcome', async () => {
    const wallet = createSolanaTestWallet({ autoApprove: false })
    await expect(wallet.features['standard:connect'].connect()).rejects.toMatchObject({ code: 4001 })
    // The user connects the site from the wallet itself.
    wallet.connect()
    wallet.faults.next({ kind: 'approve' })
    wallet.faults.next({ kind: 'error', code: -32603, message: 'Wallet crashed' })
    await expect(sign(wallet, 'a')).resolves.toHaveLength(1)
    await expect(sign(wallet, 'b')).rejects.toMatchObject({ code: -32603, message: 'Wallet crashed' })
    await expect(sign(wallet, 'c')).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(wallet.requests.map(({ method, fault, outcome }) => [method, fault, outcome.status])).toEqual([
      ['standard:connect', undefined, 'error'],
      ['solana:signMessage', 'approve', 'ok'],
      ['solana:signMessage', 'error', 'error'],
      ['solana:signMessage', undefined, 'error'],
    ])
  })

  it('lets a silent connect through without using the prompt fault; a method fault decides its method only', async () => {
    const wallet = createSolanaTestWallet()
    wallet.faults.next({ kind: 'reject' })
    await wallet.features['standard:connect'].connect({ silent: true })
    expect(wallet.faults.queued).toHaveLength(1)
    await expect(wallet.features['standard:connect'].connect()).rejects.toMatchObject({ code: 4001 })
    await wallet.features['standard:connect'].connect()
    wallet.faults.next({ kind: 'reject', method: 'solana:signTransaction' })
    await expect(sign(wallet, 'still fine')).resolves.toHaveLength(1)
    await expect(wallet.features['solana:signTransaction'].signTransaction({ account: wallet.accounts[0]!, transaction: legacyTransfer(wallet.address) })).rejects.toMatchObject({ code: 4001 })
  })

  it('holds a hung request until releaseHung, which rejects it with 4001', async () => {
    const wallet = await connectedWallet()
    wallet.faults.next({ kind: 'hang' })
    const pending = sign(wallet, 'later')
    await vi.waitFor(() => expect(wallet.faults.hungCount).toBe(1))
    expect(wallet.requests.at(-1)!.outcome).toEqual({ status: 'hung' })
    expect(wallet.faults.releaseHung()).toBe(1)
    await expect(pending).rejects.toMatchObject({ code: 4001 })
  })
})
