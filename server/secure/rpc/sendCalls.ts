import { randomBytes } from 'node:crypto'
import { createPublicClient, http, type Hash, type PrivateKeyAccount } from 'viem'
import { z } from 'zod'
import { rpcUrl, type LocalChain } from '../../chain/chains'
import { ApiError } from '../http/apiError'
import { addressParam } from './rpcParams'
import { sendWalletTransaction } from './sendTransaction'

const quantity = z.string().regex(/^0x[0-9a-fA-F]+$/, 'must be a hex quantity')
const hexData = z.string().regex(/^0x[0-9a-fA-F]*$/, 'must be hex').transform((value) => value as `0x${string}`)

/** EIP-5792 wallet_sendCalls: [{ version, chainId?, from?, calls: [{ to?, value?, data? }], capabilities? }]. */
export const sendCallsParams = z.tuple([
  z.object({
    version: z.string().optional(),
    chainId: quantity.optional(),
    from: addressParam.optional(),
    calls: z.array(z.object({ to: addressParam.optional(), value: quantity.optional(), data: hexData.optional() })).min(1).max(10),
    capabilities: z.unknown().optional(),
  }),
])

interface Batch {
  readonly chain: LocalChain
  readonly owner: string
  readonly hashes: readonly Hash[]
}

/** Batches sent, by id, for wallet_getCallsStatus (in memory, bounded: the reference site keeps the last 1,000). */
const batches = new Map<string, Batch>()
const MAX_BATCHES = 1000

/** Whether `id` names a batch the signer account sent (not a smart account's user operation). */
export const isEoaBatch = (id: string): boolean => batches.has(id)

/** Sends the calls one after another (not atomically) with the wallet's key; the batch id answers wallet_getCallsStatus. */
export async function sendCalls(account: PrivateKeyAccount, chain: LocalChain, request: z.infer<typeof sendCallsParams>[0]): Promise<{ id: string }> {
  if (request.chainId !== undefined && BigInt(request.chainId) !== BigInt(chain.id)) throw new ApiError(400, `Unsupported chain: ${BigInt(request.chainId)}`)
  const hashes: Hash[] = []
  for (const call of request.calls) hashes.push(await sendWalletTransaction(account, chain, call))
  const id = `0x${randomBytes(32).toString('hex')}`
  batches.set(id, { chain, owner: account.address.toLowerCase(), hashes })
  if (batches.size > MAX_BATCHES) batches.delete(batches.keys().next().value as string)
  return { id }
}

/** EIP-5792 wallet_getCallsStatus for a batch this wallet sent: 100 pending, 200 confirmed, 500 reverted. */
export async function getCallsStatus(account: PrivateKeyAccount, id: unknown) {
  const batch = typeof id === 'string' ? batches.get(id) : undefined
  if (!batch || batch.owner !== account.address.toLowerCase()) throw new ApiError(400, 'Unknown call batch')
  const client = createPublicClient({ transport: http(rpcUrl(batch.chain), { timeout: 15_000, retryCount: 0 }) })
  const receipts = await Promise.all(batch.hashes.map((hash) => client.getTransactionReceipt({ hash }).catch(() => undefined)))
  const done = receipts.every((receipt) => receipt !== undefined)
  const reverted = receipts.some((receipt) => receipt?.status === 'reverted')
  return {
    version: '2.0.0',
    id,
    chainId: `0x${batch.chain.id.toString(16)}`,
    atomic: false,
    status: !done ? 100 : reverted ? 500 : 200,
    receipts: done
      ? receipts.map((receipt) => ({ status: receipt!.status === 'success' ? '0x1' : '0x0', blockHash: receipt!.blockHash, blockNumber: `0x${receipt!.blockNumber.toString(16)}`, gasUsed: `0x${receipt!.gasUsed.toString(16)}`, transactionHash: receipt!.transactionHash, logs: [] }))
      : undefined,
  }
}
