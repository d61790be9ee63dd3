import { encodeFunctionData, erc20Abi, erc721Abi, parseEther, parseUnits, zeroAddress, type Address, type Hash } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { historyResponseSchema, parseRows, transactionSchema, type Transaction } from '../../src/protocol/chainData'
import type { Db } from '../db/Db'
import { openSeededDb } from '../testing/openSeededDb'
import { startDeployedChain, type DeployedChain } from '../testing/deployedChain'
import type { LocalChain } from './chains'
import { createChainDataApp } from './createChainDataApp'
import { testAccount } from './deployContracts'
import { createChainIndexer, type ChainIndexer } from './indexer/createIndexer'
import { SLOW_SETUP_MS } from '../testing/hookTimeouts'

const CHAIN: LocalChain = { id: 31337, name: 'Gangway Local', rpcPort: 29045 }
const account = (index: number): Address => testAccount(index).address

describe('GET /v1/account/{account}/history from the indexed local chain', () => {
  let local: DeployedChain
  let db: Db
  let indexer: ChainIndexer
  let app: ReturnType<typeof createChainDataApp>
  const logs: string[] = []
  const sent: Record<string, Hash> = {}
  const paged: Hash[] = []

  beforeAll(async () => {
    db = await openSeededDb()
    local = await startDeployedChain(CHAIN)
    indexer = createChainIndexer(db, [CHAIN], { log: (line) => logs.push(line) })
    app = createChainDataApp(db, { chains: [CHAIN], localChains: local.info, indexer, log: (line) => logs.push(line) })
    const { token, nft } = local.deployed
    sent['eth'] = (await local.mined(local.wallet(1).sendTransaction({ to: account(5), value: parseEther('0.5') }))).transactionHash
    sent['gusd'] = (await local.mined(local.wallet(1).writeContract({ address: token.address, abi: erc20Abi, functionName: 'transfer', args: [account(5), parseUnits('1.5', 6)] }))).transactionHash
    sent['nft'] = (await local.mined(local.wallet(0).writeContract({ address: nft.address, abi: erc721Abi, functionName: 'transferFrom', args: [account(0), account(5), 2n] }))).transactionHash
    sent['self'] = (await local.mined(local.wallet(5).sendTransaction({ to: account(5), value: parseEther('0.1') }))).transactionHash
    // #6 holds no gUSD: with the gas given, the transfer is mined and reverts.
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [account(5), 1n] })
    sent['failed'] = (await local.mined(local.wallet(6).sendTransaction({ to: token.address, data, gas: 100_000n }))).transactionHash
    // A native transfer to the token contract (no payable function) reverts: no value moves.
    sent['failedEth'] = (await local.mined(local.wallet(6).sendTransaction({ to: token.address, value: parseEther('1'), gas: 100_000n }))).transactionHash
    for (let i = 0; i < 22; i++) paged.push(await local.wallet(8).sendTransaction({ to: account(7), value: BigInt(i + 1) }))
    await local.mined(paged.at(-1)!)
    // Indexed before the tests: the route waits only SYNC_WAIT_MS for the indexer, which a busy machine may need more for.
    await indexer.sync()
  }, SLOW_SETUP_MS)
  afterAll(async () => {
    await indexer?.stop()
    await local?.stop()
    await db?.close()
  })

  const history = async (address: string, query = 'chainId=eip155:31337') => {
    const response = await app.request(`/v1/account/${address}/history?projectId=gangway-test&${query}`)
    return { status: response.status, body: (await response.json()) as unknown }
  }
  /** A page, checked against the kit's schemas: every row must parse (none dropped). */
  const page = async (address: string, query?: string): Promise<{ data: Transaction[]; next: string | null }> => {
    const { status, body } = await history(address, query)
    expect(status).toBe(200)
    const parsed = historyResponseSchema.parse(body)
    const data = parseRows(parsed.data, transactionSchema, 'transaction')
    expect(data).toHaveLength(parsed.data.length)
    return { data, next: parsed.next ?? null }
  }

  it('lists native, ERC-20 and ERC-721 receipts and a self-send newest first, in whole units with the pools\' prices', async () => {
    const { data, next } = await page(account(5))
    expect(next).toBeNull()
    expect(data.map((tx) => tx.metadata.hash)).toEqual([sent['self'], sent['nft'], sent['gusd'], sent['eth']])
    const [self, nft, gusd, eth] = data
    expect(self!.metadata).toMatchObject({ operationType: 'send', status: 'confirmed', chain: 'eip155:31337', sentFrom: account(5), sentTo: account(5) })
    expect(self!.transfers).toEqual([expect.objectContaining({ direction: 'self', quantity: { numeric: '0.1' }, price: 3000 })])
    expect(nft!.metadata).toMatchObject({ operationType: 'receive', sentFrom: account(0), sentTo: account(5) })
    expect(nft!.transfers).toEqual([{ direction: 'in', quantity: { numeric: '1' }, value: null, price: null,
      nft_info: { name: 'Gangway Pass #2', content: { preview: { url: expect.stringMatching(/^data:image\/svg\+xml;base64,/) } }, flags: { is_spam: false } } }])
    expect(gusd!.metadata).toMatchObject({ operationType: 'receive', sentFrom: account(1), sentTo: account(5) })
    expect(gusd!.transfers).toEqual([{ direction: 'in', quantity: { numeric: '1.5' }, value: 1.5, price: 1,
      fungible_info: { name: 'Gangway USD', symbol: 'gUSD', icon: { url: expect.stringMatching(/^data:image/) }, flags: { is_spam: false } } }])
    expect(eth!.transfers).toEqual([expect.objectContaining({ direction: 'in', quantity: { numeric: '0.5' }, value: 1500, price: 3000 })])
    expect(eth!.transfers[0]!.fungible_info).toMatchObject({ name: 'Ether', symbol: 'ETH', flags: { is_spam: false } })
    expect(new Date(eth!.metadata.minedAt).toISOString()).toBe(eth!.metadata.minedAt)
    expect(eth!.id).toBe(`eip155:31337:${sent['eth']}`)
    const block = await local.client.getBlock({ blockHash: (await local.client.getTransactionReceipt({ hash: sent['eth']! })).blockHash })
    expect(Date.parse(eth!.metadata.minedAt) / 1000).toBe(Number(block.timestamp))
  })

  it('shows the sender side as send/out, a mint from the zero address as mint, and a reverted call as failed execute', async () => {
    const one = (await page(account(1))).data
    const byHash = new Map(one.map((tx) => [tx.metadata.hash, tx]))
    // A token transfer's counterparties are the Transfer log's from/to, not the token contract the transaction called.
    expect(byHash.get(sent['gusd']!)).toMatchObject({ metadata: { operationType: 'send', sentFrom: account(1), sentTo: account(5) }, transfers: [{ direction: 'out', quantity: { numeric: '1.5' } }] })
    expect(byHash.get(sent['eth']!)).toMatchObject({ metadata: { operationType: 'send', sentFrom: account(1), sentTo: account(5) }, transfers: [{ direction: 'out', quantity: { numeric: '0.5' } }] })
    expect(one.at(-1)).toMatchObject({ metadata: { operationType: 'mint', sentFrom: zeroAddress, sentTo: account(1) }, transfers: [{ direction: 'in', quantity: { numeric: '10000' } }] })
    const [failedEth, failed] = (await page(account(6))).data
    expect(failed).toMatchObject({ metadata: { operationType: 'execute', status: 'failed', hash: sent['failed'] }, transfers: [] })
    expect(failedEth).toMatchObject({ metadata: { operationType: 'execute', status: 'failed', hash: sent['failedEth'], sentTo: local.deployed.token.address }, transfers: [] })
    const receipt = await local.client.getTransactionReceipt({ hash: sent['failedEth']! })
    expect(receipt.status).toBe('reverted')
  })

  it('flags transfers of a spam-listed token: account #0 has a spam-only CLAIM transaction', async () => {
    const zero = (await page(account(0))).data
    const spamOnly = zero.filter((tx) => tx.transfers.length > 0 && tx.transfers.every((t) => t.fungible_info?.flags?.is_spam === true))
    expect(spamOnly).toHaveLength(1)
    expect(spamOnly[0]).toMatchObject({ metadata: { operationType: 'mint', sentFrom: zeroAddress, sentTo: account(0) },
      transfers: [{ direction: 'in', quantity: { numeric: '1' }, price: null, value: null, fungible_info: { symbol: 'CLAIM', name: 'Claim Reward' } }] })
    expect(zero.filter((tx) => tx.transfers.some((t) => t.nft_info)).map((tx) => tx.metadata.operationType)).toEqual(['send', 'mint', 'mint', 'mint'])
    expect(zero.flatMap((tx) => tx.transfers).filter((t) => t.fungible_info?.symbol !== 'CLAIM').every((t) => (t.fungible_info?.flags ?? t.nft_info?.flags)?.is_spam === false)).toBe(true)
  })

  it('pages by 20 with an opaque cursor, newest first, without gaps or repeats; chainId may be left out', async () => {
    const first = await page(account(7))
    expect(first.data).toHaveLength(20)
    expect(first.next).toEqual(expect.any(String))
    const second = await page(account(7), `chainId=eip155:31337&cursor=${encodeURIComponent(first.next!)}`)
    expect(second).toMatchObject({ next: null })
    const hashes = [...first.data, ...second.data].map((tx) => tx.metadata.hash)
    expect(hashes).toEqual([...paged].reverse())
    expect(second.data.map((tx) => tx.transfers[0]!.quantity.numeric)).toEqual(['0.000000000000000002', '0.000000000000000001'])
    const all = await page(account(7), '')
    expect(all.data.map((tx) => tx.metadata.hash)).toEqual(hashes.slice(0, 20))
    expect(await page('0x000000000000000000000000000000000000dEaD')).toEqual({ data: [], next: null })
  })

  it('refuses a bad address, an unknown chain and a bad cursor with 400 and a message', async () => {
    expect(await history('0xnope')).toEqual({ status: 400, body: { message: 'Invalid address: 0xnope' } })
    expect(await history(account(5), 'chainId=eip155:1')).toEqual({ status: 400, body: { message: 'Unsupported chainId: eip155:1' } })
    for (const cursor of ['!!', Buffer.from('[1,2]').toString('base64url'), Buffer.from('{"a":1}').toString('base64url'), 'Zm9v']) {
      expect(await history(account(5), `cursor=${cursor}`)).toEqual({ status: 400, body: { message: 'Invalid cursor: pass the `next` of a previous page' } })
    }
    expect((await app.request(`/v1/account/${account(5)}/history`)).status).toBe(400)
  })

  it('reads transfers of the asked chain only, even when another chain has one under the same hash', async () => {
    await db.query(
      `INSERT INTO chain_transfers (chain_id, tx_hash, log_index, kind, token, from_address, to_address, amount) VALUES (31338, $1, -1, 'native', NULL, $2, $2, 7)`,
      [sent['eth']!.toLowerCase(), account(5).toLowerCase()],
    )
    try {
      const eth = (await page(account(5))).data.find((tx) => tx.metadata.hash === sent['eth'])
      expect(eth!.transfers).toEqual([expect.objectContaining({ direction: 'in', quantity: { numeric: '0.5' } })])
    } finally {
      await db.query('DELETE FROM chain_transfers WHERE chain_id = 31338')
    }
  })

  it('waits for the indexer at most ~1.5 s, then answers from what is indexed (logged)', async () => {
    const lines: string[] = []
    const stuck: ChainIndexer = { start: () => {}, sync: () => new Promise<never>(() => {}), stop: () => Promise.resolve() }
    const slow = createChainDataApp(db, { chains: [CHAIN], localChains: local.info, indexer: stuck, log: (line) => lines.push(line) })
    const started = performance.now()
    const response = await slow.request(`/v1/account/${account(5)}/history?projectId=gangway-test&chainId=eip155:31337`)
    const ms = performance.now() - started
    expect(response.status).toBe(200)
    // It gave up waiting (never before the wait): the stuck sync never settles, so no upper bound is needed.
    expect(ms).toBeGreaterThanOrEqual(1400)
    expect(historyResponseSchema.parse(await response.json()).data.map((tx) => (tx as Transaction).metadata.hash)).toEqual([sent['self'], sent['nft'], sent['gusd'], sent['eth']])
    expect(lines).toEqual([expect.stringMatching(/^history: indexing eip155:31337 takes over 1500 ms, answering from what is indexed$/)])
  })

  it('logged its indexing speed', () => {
    expect(logs.some((line) => /^indexer eip155:31337: \d+ blocks to #\d+ .* ms, \d+ blocks\/s$/.test(line))).toBe(true)
  })
})
