import { createAssociatedTokenAccountInstruction, createTransferCheckedInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token'
import { Connection, Keypair, PublicKey, sendAndConfirmTransaction, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { balanceResponseSchema, walletAssetSchema, type WalletAsset } from '../../../src/protocol/chainData'
import { solanaTestKeypair } from '../../../src/protocol/solanaTestKeys'
import type { Db } from '../../db/Db'
import { SLOW_SETUP_MS } from '../../testing/hookTimeouts'
import { openSeededDb } from '../../testing/openSeededDb'
import { createChainDataApp } from '../createChainDataApp'
import { solanaChainInfo } from './solanaChainInfo'
import { SOLANA_LOCAL } from './solanaLocalChain'
import { startSolanaChain, type SolanaChainHandle } from './startSolanaChain'

const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const key = (index: number): Keypair => Keypair.fromSecretKey(solanaTestKeypair(index).secretKey)

describe('chain data for the local Solana chain: the JSON-RPC proxy and the balance API', () => {
  let chain: SolanaChainHandle
  let db: Db
  let app: ReturnType<typeof createChainDataApp>
  beforeAll(async () => {
    db = await openSeededDb()
    chain = await startSolanaChain({ rpcPort: 0, wsPort: 0, genesisHash: SOLANA_LOCAL.genesisHash })
    app = createChainDataApp(db, { chains: [], localChains: { chains: [], solanaChains: [solanaChainInfo(SOLANA_LOCAL, chain)] }, log: () => {} })
  }, SLOW_SETUP_MS)
  afterAll(async () => {
    await chain?.stop()
    await db?.close()
  })

  const proxy = async (chainId: string, body: unknown) => {
    const response = await app.request(`/v1/?chainId=${chainId}&projectId=gangway-test`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    return { status: response.status, body: (await response.json()) as unknown }
  }
  const call = (method: string, params: unknown[] = [], id = 1) => ({ jsonrpc: '2.0', id, method, params })
  const balances = async (address: string, query = `chainId=${SOLANA_LOCAL.caipNetworkId}&currency=usd`) => {
    const response = await app.request(`/v1/account/${address}/balance?projectId=gangway-test&${query}`)
    return { status: response.status, body: (await response.json()) as unknown }
  }
  const assets = (body: unknown): WalletAsset[] => balanceResponseSchema.parse(body).balances.map((row) => walletAssetSchema.parse(row))

  it('lists the Solana chain among the supported chains', async () => {
    expect(await (await app.request('/v1/supported-chains?projectId=gangway-test')).json()).toEqual({ http: [SOLANA_LOCAL.caipNetworkId], ws: [] })
  })

  it('forwards the allow-listed methods (batches too) and requestAirdrop to the local chain', async () => {
    const holder = key(0).publicKey.toBase58()
    expect(await proxy(SOLANA_LOCAL.caipNetworkId, call('getBalance', [holder]))).toEqual({ status: 200, body: { jsonrpc: '2.0', id: 1, result: { context: expect.any(Object), value: 100e9 } } })
    const batch = await proxy(SOLANA_LOCAL.caipNetworkId, [call('getGenesisHash', [], 1), call('getLatestBlockhash', [], 2)])
    expect(batch.body).toEqual([
      { jsonrpc: '2.0', id: 1, result: SOLANA_LOCAL.genesisHash },
      { jsonrpc: '2.0', id: 2, result: { context: expect.any(Object), value: { blockhash: expect.any(String), lastValidBlockHeight: expect.any(Number) } } },
    ])
    const fresh = Keypair.generate().publicKey.toBase58()
    const airdrop = await proxy(SOLANA_LOCAL.caipNetworkId, call('requestAirdrop', [fresh, 2e9]))
    expect(airdrop.body).toMatchObject({ result: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/) })
    expect((await proxy(SOLANA_LOCAL.caipNetworkId, call('getBalance', [fresh]))).body).toMatchObject({ result: { value: 2e9 } })
  })

  it('refuses methods off the list, requestAirdrop for a chain that is not local, and any other Solana chain', async () => {
    for (const method of ['getProgramAccounts', 'eth_chainId', 'getClusterNodes']) {
      expect(await proxy(SOLANA_LOCAL.caipNetworkId, call(method))).toEqual({ status: 403, body: { jsonrpc: '2.0', id: 1, error: { code: -32601, message: `Method not available through this RPC: ${method}` } } })
    }
    const fresh = Keypair.generate().publicKey.toBase58()
    expect(await proxy(MAINNET, call('requestAirdrop', [fresh, 1e9]))).toEqual({ status: 403, body: { jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not available through this RPC: requestAirdrop' } } })
    expect(await proxy(MAINNET, call('getBalance', [fresh]))).toEqual({ status: 400, body: { jsonrpc: '2.0', id: 1, error: { code: -32602, message: `Unsupported chainId: ${MAINNET}` } } })
    // The EVM list does not open Solana methods, nor the Solana list EVM ones.
    expect((await proxy('eip155:31337', call('getBalance', [fresh]))).status).toBe(403)
  })

  it('answers SOL (no price: no pool) and gUSD (priced 1) for a seeded key, SOL alone for a fresh address, and an SPL token received', async () => {
    const holder = key(2).publicKey.toBase58()
    const first = await balances(holder)
    const [sol, usd, ...rest] = assets(first.body)
    expect(rest).toEqual([])
    expect(sol).toMatchObject({ chainId: SOLANA_LOCAL.caipNetworkId, type: 'NATIVE', balance: `0x${(100e9).toString(16)}`, metadata: { name: 'Solana', symbol: 'SOL', decimals: 9 } })
    expect(sol!.address).toBeUndefined()
    expect(sol!.metadata.price).toBeUndefined()
    expect(sol!.metadata.value).toBeUndefined()
    const mint = solanaTestKeypair(999).address
    expect(usd).toMatchObject({ chainId: SOLANA_LOCAL.caipNetworkId, type: 'SPL', address: mint, balance: `0x${(10_000e6).toString(16)}`, metadata: { name: 'Gangway USD', symbol: 'gUSD', decimals: 6, price: 1, value: 10_000 } })

    const receiver = Keypair.generate().publicKey
    expect(assets((await balances(receiver.toBase58())).body)).toEqual([expect.objectContaining({ type: 'NATIVE', balance: '0x0' })])
    const connection = new Connection(chain.rpcUrl, { wsEndpoint: chain.wsUrl, commitment: 'confirmed' })
    const from = key(3)
    const mintKey = new PublicKey(mint)
    const destination = getAssociatedTokenAddressSync(mintKey, receiver)
    await sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        createAssociatedTokenAccountInstruction(from.publicKey, destination, receiver, mintKey),
        createTransferCheckedInstruction(getAssociatedTokenAddressSync(mintKey, from.publicKey), mintKey, destination, from.publicKey, 1_500_000n, 6),
      ),
      [from],
    )
    // Without chainId, a Solana address reads the Solana chains.
    const received = assets((await balances(receiver.toBase58(), 'currency=usd')).body)
    expect(received.map((row) => [row.metadata.symbol, row.balance, row.metadata.value])).toEqual([['SOL', '0x0', undefined], ['gUSD', '0x16e360', 1.5]])
  })

  it('refuses a malformed Solana address with a 400 naming the parameter, and a Solana chain it does not serve', async () => {
    for (const bad of ['short', '0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl', `${'1'.repeat(45)}`]) {
      expect(await balances(bad)).toEqual({ status: 400, body: { message: `Invalid address: ${bad} (a Solana address is 32 to 44 base58 characters)` } })
    }
    expect(await balances(key(0).publicKey.toBase58(), `chainId=${MAINNET}`)).toEqual({ status: 400, body: { message: `Unsupported chainId: ${MAINNET}` } })
  })
})
