import type { Hash } from 'viem'
import type { PluginContext } from 'gangway/plugin'
import type { CheckedPayment } from './checkPayment'
import { PayError } from './payErrors'
import { paymentCall } from './paymentCall'
import { walletErrorOf } from './walletErrorOf'

/** How often the chain is asked whether the payment is mined (viem's default, 4 s, is longer than a local block). */
const RECEIPT_POLL_MS = 500

export type WalletStep = 'switching' | 'confirming' | 'mining'

export interface WalletPaymentProgress {
  /** The payment moved on; `hash` once the wallet sent it. */
  step(step: WalletStep, hash?: string): void
  /** False once the payment was abandoned (the modal closed, a timeout): nothing more is asked. */
  isCurrent(): boolean
}

type WalletContext = Pick<PluginContext, 'account' | 'network' | 'switchNetwork' | 'sendTransaction' | 'publicClient'>

/** Thrown (and ignored by the caller) when the payment was abandoned between two steps. */
const abandoned = (): PayError => new PayError('MODAL_CLOSED')

/**
 * Pays from the connected wallet: the wallet is switched to the asset's network first if it is elsewhere, asked to
 * send the coin or the ERC-20 transfer, and the transaction's receipt is waited for. Resolves with the hash of a
 * mined, successful payment; rejects with a PayError (USER_REJECTED when the visitor said no to the switch or the send).
 */
export async function payWithWallet(context: WalletContext, payment: CheckedPayment, progress: WalletPaymentProgress): Promise<string> {
  if (!context.account) throw new PayError('NOT_CONNECTED')
  if (context.network?.caipNetworkId !== payment.network.caipNetworkId) {
    progress.step('switching')
    try {
      await context.switchNetwork(payment.network)
    } catch (error) {
      throw walletErrorOf(error, new PayError('NETWORK_SWITCH_FAILED', { cause: error, values: { network: payment.network.name } }))
    }
    if (!progress.isCurrent()) throw abandoned()
  }
  progress.step('confirming')
  let hash: string
  try {
    hash = await context.sendTransaction(paymentCall(payment))
  } catch (error) {
    throw walletErrorOf(error, new PayError('GENERIC', { cause: error, values: { reason: error instanceof Error && error.message ? error.message : 'the wallet did not send it' } }))
  }
  if (!progress.isCurrent()) throw abandoned()
  progress.step('mining', hash)
  const client = await context.publicClient(payment.network)
  const receipt = await client.waitForTransactionReceipt({ hash: hash as Hash, pollingInterval: RECEIPT_POLL_MS })
  if (receipt.status !== 'success') throw new PayError('TRANSACTION_FAILED', { details: hash })
  return hash
}
