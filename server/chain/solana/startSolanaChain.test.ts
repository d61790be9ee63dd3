import { createAssociatedTokenAccountInstruction, createTransferCheckedInstruction, getAssociatedTokenAddressSync, TOKEN_PROGRAM_ID } from '@solana/spl-token'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  sendAndConfirmTransaction,
  SendTransactionError,
  SystemProgram,
  Transaction,
  type ParsedAccountData,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { solanaTestKeypair } from '../../../src/protocol/solanaTestKeys'
import { SLOW_SETUP_MS, SLOW_TEST_MS } from '../../testing/hookTimeouts'
import { MAX_PROCESSING_AGE } from './SolanaLedger'
import { SOLANA_LOCAL } from './solanaLocalChain'
import { startSolanaChain, type SolanaChainHandle } from './startSolanaChain'

const key = (index: number): Keypair => Keypair.fromSecretKey(solanaTestKeypair(index).secretKey)
const transfer = (from: Keypair, to: PublicKey, lamports: number | bigint) => new Transaction().add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }))

describe('the local Solana chain through web3.js 1.x', () => {
  let chain: SolanaChainHandle
  let connection: Connection
  beforeAll(async () => {
    chain = await startSolanaChain({ rpcPort: 0, wsPort: 0, genesisHash: SOLANA_LOCAL.genesisHash })
    connection = new Connection(chain.rpcUrl, { wsEndpoint: chain.wsUrl, commitment: 'confirmed' })
  }, SLOW_SETUP_MS)
  afterAll(async () => {
    await chain?.stop()
  })

  const rpc = async (body: unknown): Promise<{ status: number; body: unknown }> => {
    const response = await fetch(chain.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) })
    return { status: response.status, body: await response.json() }
  }

  it('starts seeded: keys 0–19 with 100 SOL, gUSD (6 decimals) at key 999 with 10,000 in the token accounts of keys 0–4, the fixed genesis hash', async () => {
    expect(await connection.getGenesisHash()).toBe(SOLANA_LOCAL.genesisHash)
    expect(await connection.getBalance(key(19).publicKey)).toBe(100 * LAMPORTS_PER_SOL)
    expect(await connection.getBalance(key(20).publicKey)).toBe(0)
    const mint = new PublicKey(solanaTestKeypair(999).address)
    expect((await connection.getTokenSupply(mint)).value).toMatchObject({ amount: '50000000000', decimals: 6, uiAmountString: '50000' })
    const holder = getAssociatedTokenAddressSync(mint, key(4).publicKey)
    expect((await connection.getTokenAccountBalance(holder)).value).toMatchObject({ amount: '10000000000', decimals: 6, uiAmount: 10000 })
    expect((await connection.getTokenAccountsByOwner(key(5).publicKey, { mint })).value).toEqual([])
    expect(await connection.getVersion()).toMatchObject({ 'solana-core': expect.stringMatching(/^\d+\.\d+\.\d+$/) })
  })

  it('lands a SOL transfer signed by key 5 (sendAndConfirmTransaction, confirmed over the WebSocket): the balances, the fee, the history show it', async () => {
    const from = key(5)
    const to = Keypair.generate().publicKey
    const before = await connection.getBalance(from.publicKey)
    const signature = await sendAndConfirmTransaction(connection, transfer(from, to, LAMPORTS_PER_SOL / 4), [from])
    expect(await connection.getBalance(to)).toBe(LAMPORTS_PER_SOL / 4)
    expect(await connection.getBalance(from.publicKey)).toBe(before - LAMPORTS_PER_SOL / 4 - 5000)
    const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(landed?.meta).toMatchObject({ err: null, fee: 5000 })
    const parsed = await connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(parsed?.transaction.message.instructions[0]).toMatchObject({ program: 'system', parsed: { type: 'transfer', info: { source: from.publicKey.toBase58(), destination: to.toBase58(), lamports: LAMPORTS_PER_SOL / 4 } } })
    expect((await connection.getSignaturesForAddress(to)).map((entry) => entry.signature)).toEqual([signature])
    expect((await connection.getSignatureStatus(signature)).value).toMatchObject({ err: null, confirmationStatus: 'finalized' })
  })

  it("notifies a signature subscription on the WebSocket when the transaction lands, and advances the slot and block height", async () => {
    const socket = new WebSocket(chain.wsUrl)
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
    const messages: { id?: number; method?: string; params?: { result: unknown } }[] = []
    socket.on('message', (data) => messages.push(JSON.parse(String(data))))
    const from = key(6)
    const { blockhash } = await connection.getLatestBlockhash()
    const slot = await connection.getSlot()
    const tx = transfer(from, Keypair.generate().publicKey, 1_000_000)
    tx.recentBlockhash = blockhash
    tx.sign(from)
    const signature = tx.signatures[0]!.signature!
    const { encode } = await import('@scure/base').then((m) => m.base58)
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'signatureSubscribe', params: [encode(signature), { commitment: 'confirmed' }] }))
    await expect.poll(() => messages.length).toBe(1)
    await connection.sendRawTransaction(tx.serialize())
    await expect.poll(() => messages.find((message) => message.method === 'signatureNotification')).toMatchObject({ params: { result: { context: { slot: slot + 1 }, value: { err: null } } } })
    expect(await connection.getBlockHeight()).toBe(slot + 1)
    expect(await connection.isBlockhashValid(blockhash)).toMatchObject({ value: true })
    socket.close()
  })

  it('lands an SPL transfer that creates the receiver\'s associated token account; getParsedTokenAccountsByOwner (jsonParsed) shows it', async () => {
    const from = key(1)
    const receiver = Keypair.generate().publicKey
    const mint = new PublicKey(solanaTestKeypair(999).address)
    const source = getAssociatedTokenAddressSync(mint, from.publicKey)
    const destination = getAssociatedTokenAddressSync(mint, receiver)
    const tx = new Transaction().add(
      createAssociatedTokenAccountInstruction(from.publicKey, destination, receiver, mint),
      createTransferCheckedInstruction(source, mint, destination, from.publicKey, 5_000_000n, 6),
    )
    const signature = await sendAndConfirmTransaction(connection, tx, [from])
    const accounts = await connection.getParsedTokenAccountsByOwner(receiver, { programId: TOKEN_PROGRAM_ID })
    expect(accounts.value).toHaveLength(1)
    expect(accounts.value[0]!.pubkey.toBase58()).toBe(destination.toBase58())
    expect((accounts.value[0]!.account.data as ParsedAccountData).parsed).toMatchObject({
      type: 'account',
      info: { mint: mint.toBase58(), owner: receiver.toBase58(), state: 'initialized', tokenAmount: { amount: '5000000', decimals: 6, uiAmountString: '5' } },
    })
    expect((await connection.getTokenAccountBalance(source)).value.uiAmountString).toBe('9995')
    const landed = await connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(landed?.meta?.postTokenBalances).toEqual(expect.arrayContaining([expect.objectContaining({ mint: mint.toBase58(), owner: receiver.toBase58(), uiTokenAmount: expect.objectContaining({ amount: '5000000' }) })]))
    expect(landed?.transaction.message.instructions.map((instruction) => ('parsed' in instruction ? (instruction.parsed as { type: string }).type : null))).toEqual(['create', 'transferChecked'])
  })

  it("refuses a transfer over the balance with the runtime's error in preflight; with skipPreflight it lands failed and pays its fee", async () => {
    const from = key(7)
    const to = Keypair.generate().publicKey
    const balance = await connection.getBalance(from.publicKey)
    const error = await sendAndConfirmTransaction(connection, transfer(from, to, balance + 1), [from]).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SendTransactionError)
    expect((error as SendTransactionError).message).toContain('Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1')
    expect((error as SendTransactionError).logs).toEqual(expect.arrayContaining([expect.stringContaining('insufficient lamports')]))
    expect(await connection.getBalance(from.publicKey)).toBe(balance)

    const tx = transfer(from, to, balance + 1)
    tx.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
    tx.sign(from)
    const signature = await connection.sendRawTransaction(tx.serialize(), { skipPreflight: true })
    expect((await connection.getSignatureStatus(signature)).value?.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(await connection.getBalance(from.publicKey)).toBe(balance - 5000)
  })

  it("refuses a stale blockhash (older than 150 blocks) and an unknown one with 'Blockhash not found'", { timeout: SLOW_TEST_MS }, async () => {
    const from = key(8)
    const { blockhash } = await connection.getLatestBlockhash()
    // Airdrops are transactions: each lands in a new slot with a new blockhash.
    const sink = Keypair.generate().publicKey
    for (let i = 0; i <= MAX_PROCESSING_AGE; i++) await connection.requestAirdrop(sink, LAMPORTS_PER_SOL)
    expect(await connection.getBalance(sink)).toBe((MAX_PROCESSING_AGE + 1) * LAMPORTS_PER_SOL)
    expect((await connection.isBlockhashValid(blockhash)).value).toBe(false)
    for (const stale of [blockhash, Keypair.generate().publicKey.toBase58()]) {
      const tx = transfer(from, sink, 1)
      tx.recentBlockhash = stale
      tx.sign(from)
      const error = await connection.sendRawTransaction(tx.serialize()).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(SendTransactionError)
      expect((error as SendTransactionError).message).toContain('Transaction simulation failed: Blockhash not found')
    }
  })

  it('answers malformed params with -32602, an unknown method with -32601, a bad signature with -32003, and batches call by call', async () => {
    const call = (method: string, params?: unknown, id = 1) => ({ jsonrpc: '2.0', id, method, ...(params === undefined ? {} : { params }) })
    for (const [method, params] of [
      ['getBalance', ['not-a-key']],
      ['getBalance', []],
      ['getBalance', { address: key(0).publicKey.toBase58() }],
      ['getAccountInfo', [key(0).publicKey.toBase58(), { encoding: 'hex' }]],
      ['sendTransaction', ['%%%', { encoding: 'base64' }]],
      ['sendTransaction', ['AAAA', { encoding: 'base64' }]],
      ['getSignatureStatuses', [['short']]],
      ['requestAirdrop', [key(0).publicKey.toBase58(), -5]],
      ['getTokenAccountsByOwner', [key(0).publicKey.toBase58(), {}]],
      ['getTokenAccountBalance', [key(0).publicKey.toBase58()]],
    ] as const) {
      const { status, body } = await rpc(call(method, params))
      expect(status, method).toBe(200)
      expect(body, `${method} ${JSON.stringify(params)}`).toMatchObject({ jsonrpc: '2.0', id: 1, error: { code: -32602, message: expect.any(String) } })
    }
    expect((await rpc(call('getBalance', ['not-a-key']))).body).toMatchObject({ error: { message: 'Invalid params: params[0]: expected a base58 public key (32 bytes)' } })
    expect((await rpc(call('eth_chainId'))).body).toEqual({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found' } })
    expect((await rpc('{nope')).body).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })

    const from = key(9)
    const tx = transfer(from, Keypair.generate().publicKey, 1)
    tx.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
    tx.sign(key(10).publicKey.equals(from.publicKey) ? from : from)
    const wire = tx.serialize()
    wire[1] = wire[1]! ^ 0xff // a byte of the signature
    expect((await rpc(call('sendTransaction', [Buffer.from(wire).toString('base64'), { encoding: 'base64' }]))).body).toMatchObject({ error: { code: -32003, message: 'Transaction signature verification failure' } })

    const batch = (await rpc([call('getSlot', [], 1), call('nope', [], 2), call('getHealth', undefined, 3)])).body
    expect(batch).toEqual([
      { jsonrpc: '2.0', id: 1, result: expect.any(Number) },
      { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method not found' } },
      { jsonrpc: '2.0', id: 3, result: 'ok' },
    ])
  })
})
