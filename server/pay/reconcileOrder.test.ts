import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Hash } from 'viem'
import type { LocalChain } from '../chain/chains'
import type { Db } from '../db/Db'
import { SLOW_SETUP_MS } from '../testing/hookTimeouts'
import { openSeededDb } from '../testing/openSeededDb'
import { createOrder, findOrder, moveOrder } from './orders/orderStore'
import { reconcileOrder } from './reconcileOrder'

const CHAIN: LocalChain = { id: 31337, name: 'Gangway Local', rpcPort: 8545 }
const HASH = `0x${'ab'.repeat(32)}` as Hash
const NOW = Date.parse('2026-11-26T12:00:00Z')

describe('reconcileOrder: an order left processing is settled by its late receipt', () => {
  let db: Db
  beforeAll(async () => {
    db = await openSeededDb()
  }, SLOW_SETUP_MS)
  afterAll(async () => {
    await db?.close()
  })

  async function processingOrder() {
    const draft = { kind: 'onramp' as const, secretHash: null, caipNetworkId: 'eip155:31337', assetAddress: null, symbol: 'ETH', decimals: 18, amount: 10n ** 16n, destination: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const, payment: null, partnerUserId: null, exchangeId: null, projectId: null }
    const order = await createOrder(db, draft, NOW)
    return (await moveOrder(db, order.id, ['pending'], 'processing', NOW, { txHash: HASH }))!
  }
  const deps = (status: 'success' | 'reverted' | undefined, seen: Hash[] = []) => ({
    db,
    chains: [CHAIN],
    now: () => NOW + 60_000,
    log: () => {},
    receiptStatus: (_chain: LocalChain, hash: Hash) => (seen.push(hash), Promise.resolve(status)),
  })

  it('completes it when the transfer landed, fails it when it reverted, and leaves it while there is no receipt', async () => {
    const seen: Hash[] = []
    const landed = await reconcileOrder(deps('success', seen), await processingOrder())
    expect([landed.status, landed.txHash, landed.lastError, seen]).toEqual(['completed', HASH, null, [HASH]])
    const reverted = await reconcileOrder(deps('reverted'), await processingOrder())
    expect([reverted.status, reverted.lastError]).toEqual(['failed', 'transfer_failed'])
    const waiting = await processingOrder()
    expect((await reconcileOrder(deps(undefined), waiting)).status).toBe('processing')
    expect((await findOrder(db, waiting.id))?.status).toBe('processing')
  })

  it('reads no receipt for an order in any other state, or without a hash, or on a chain it does not serve', async () => {
    const seen: Hash[] = []
    const order = await processingOrder()
    const completed = (await moveOrder(db, order.id, ['processing'], 'completed', NOW))!
    expect(await reconcileOrder(deps('reverted', seen), completed)).toBe(completed)
    expect(await reconcileOrder({ ...deps('success', seen), chains: [] }, await processingOrder())).toMatchObject({ status: 'processing' })
    expect(seen).toEqual([])
  })
})
