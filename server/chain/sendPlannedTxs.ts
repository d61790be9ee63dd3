import { setTimeout as delay } from 'node:timers/promises'
import { parseGwei, type Hash, type Hex, type LocalAccount } from 'viem'
import { z } from 'zod'
import type { PlannedTx } from './txPlan'

const PRIORITY_FEE = parseGwei('1')
const RECEIPT_POLL_MS = 20
const RECEIPT_TIMEOUT_MS = 30_000
const RPC_TIMEOUT_MS = 30_000

const rpcAnswer = z.object({ id: z.number(), result: z.unknown().optional(), error: z.object({ message: z.string() }).loose().optional() })
const batchAnswer = z.array(rpcAnswer)
const blockSchema = z.object({ baseFeePerGas: z.string().regex(/^0x[0-9a-f]+$/i) }).loose()
const receiptSchema = z.object({ status: z.string(), transactionHash: z.string(), contractAddress: z.string().nullable().optional(), gasUsed: z.string() }).loose()

export interface SentReceipt {
  hash: Hash
  status: 'success' | 'reverted'
  contractAddress: string | null
  gasUsed: bigint
}

/** One JSON-RPC batch; answers in request order. A transport error or a JSON-RPC error of any call throws. */
async function rpcBatch(url: string, calls: { method: string; params: unknown[] }[]): Promise<unknown[]> {
  if (calls.length === 0) return []
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(calls.map((call, id) => ({ jsonrpc: '2.0', id, ...call }))),
    signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
  })
  const answers = batchAnswer.parse(await response.json())
  const byId = new Map(answers.map((answer) => [answer.id, answer]))
  return calls.map((call, id) => {
    const answer = byId.get(id)
    if (!answer) throw new Error(`${call.method}: no answer in the batch`)
    if (answer.error) throw new Error(`${call.method} failed: ${answer.error.message}`)
    return answer.result
  })
}

/**
 * Signs every planned transaction of `account` (nonces startNonce, startNonce + 1, …; EIP-1559 fees from the latest
 * block) and sends them all in one JSON-RPC batch, then waits for every receipt. The node orders them by nonce
 * (anvil queues a nonce that arrives early), so a transaction may use a contract an earlier one deploys.
 * Throws, naming the transaction, when one is refused or reverts.
 */
export async function sendPlannedTxs(url: string, chainId: number, account: LocalAccount, txs: readonly PlannedTx[], startNonce = 0): Promise<SentReceipt[]> {
  const [latest] = await rpcBatch(url, [{ method: 'eth_getBlockByNumber', params: ['latest', false] }])
  const baseFee = BigInt(blockSchema.parse(latest).baseFeePerGas)
  const maxFeePerGas = baseFee * 2n + PRIORITY_FEE
  const raws: Hex[] = await Promise.all(
    txs.map((tx, i) =>
      account.signTransaction({
        type: 'eip1559',
        chainId,
        nonce: startNonce + i,
        gas: tx.gas,
        maxFeePerGas,
        maxPriorityFeePerGas: PRIORITY_FEE,
        ...(tx.to ? { to: tx.to } : {}),
        data: tx.data,
        value: tx.value,
      }),
    ),
  )
  const hashes = z.array(z.string().regex(/^0x[0-9a-f]{64}$/i)).parse(
    await rpcBatch(url, raws.map((raw) => ({ method: 'eth_sendRawTransaction', params: [raw] }))),
  ) as Hash[]
  const receipts = new Map<number, SentReceipt>()
  const deadline = Date.now() + RECEIPT_TIMEOUT_MS
  while (receipts.size < hashes.length) {
    const waiting = hashes.map((hash, i) => ({ hash, i })).filter(({ i }) => !receipts.has(i))
    const answers = await rpcBatch(url, waiting.map(({ hash }) => ({ method: 'eth_getTransactionReceipt', params: [hash] })))
    waiting.forEach(({ hash, i }, j) => {
      if (answers[j] === null || answers[j] === undefined) return
      const receipt = receiptSchema.parse(answers[j])
      receipts.set(i, { hash, status: receipt.status === '0x1' ? 'success' : 'reverted', contractAddress: receipt.contractAddress ?? null, gasUsed: BigInt(receipt.gasUsed) })
    })
    if (receipts.size === hashes.length) break
    if (Date.now() > deadline) throw new Error(`chain ${chainId}: ${hashes.length - receipts.size} of ${hashes.length} transactions not mined within ${RECEIPT_TIMEOUT_MS / 1000} s`)
    await delay(RECEIPT_POLL_MS)
  }
  const ordered = hashes.map((_, i) => receipts.get(i)!)
  ordered.forEach((receipt, i) => {
    if (receipt.status !== 'success') throw new Error(`chain ${chainId}: '${txs[i]!.what}' (${receipt.hash}) reverted (gas used ${receipt.gasUsed} of ${txs[i]!.gas})`)
  })
  return ordered
}
