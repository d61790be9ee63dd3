import { decodeEventLog, type Hash, type TransactionReceipt } from 'viem'
import type { PluginContext, PluginWalletCall } from 'gangway/plugin'
import { SwapError } from './swapErrors'
import { addressOf, sameAddress } from './tokenIds'
import type { SwapTokenOption } from './swapTokens'

/** How often the chain is asked whether the transaction is mined (viem's default, 4 s, is longer than a local block). */
const RECEIPT_POLL_MS = 500

const TRANSFER_AND_WITHDRAWAL_ABI = [
  {
    type: 'event',
    name: 'Transfer',
    inputs: [
      { name: 'from', type: 'address', indexed: true },
      { name: 'to', type: 'address', indexed: true },
      { name: 'value', type: 'uint256', indexed: false },
    ],
  },
  {
    type: 'event',
    name: 'Withdrawal',
    inputs: [
      { name: 'src', type: 'address', indexed: true },
      { name: 'wad', type: 'uint256', indexed: false },
    ],
  },
] as const

export interface SentTransaction {
  readonly hash: string
  readonly receipt: TransactionReceipt
}

type WalletContext = Pick<PluginContext, 'sendTransaction' | 'publicClient'>

/** The wallet is asked to send `call` (a rejection or failure is the wallet's error); then its receipt is waited for. */
export async function sendTransaction(context: WalletContext, call: PluginWalletCall, onSent: (hash: string) => void): Promise<SentTransaction> {
  const hash = await context.sendTransaction(call)
  onSent(hash)
  const client = await context.publicClient()
  const receipt = await client.waitForTransactionReceipt({ hash: hash as Hash, pollingInterval: RECEIPT_POLL_MS })
  return { hash, receipt }
}

/**
 * What the swap paid the visitor, read from its receipt: the to-token's Transfer to them, or for the native coin
 * the wrapped coin's Withdrawal the router made for them (the last one). Undefined when neither is there.
 */
export function receivedAmount(receipt: TransactionReceipt, to: SwapTokenOption, user: string): bigint | undefined {
  let received: bigint | undefined
  for (const log of receipt.logs) {
    let event
    try {
      event = decodeEventLog({ abi: TRANSFER_AND_WITHDRAWAL_ABI, data: log.data, topics: log.topics })
    } catch {
      continue
    }
    if (event.eventName === 'Transfer' && !to.isNative && sameAddress(log.address, addressOf(to.id)) && sameAddress(event.args.to, user)) {
      received = event.args.value
    }
    if (event.eventName === 'Withdrawal' && to.isNative) received = event.args.wad
  }
  return received
}

/** A mined receipt that reverted, as the error the view shows. */
export function assertSucceeded(receipt: TransactionReceipt, kind: 'swap' | 'approve', slippage: number): void {
  if (receipt.status === 'success') return
  throw kind === 'swap' ? new SwapError('SWAP_REVERTED', { values: { slippage } }) : new SwapError('APPROVAL_REVERTED')
}
