import { encodeFunctionData, erc20Abi } from 'viem'
import type { PluginWalletCall } from 'gangway/plugin'
import type { CheckedPayment } from './checkPayment'

/** The transaction that pays: the coin as a plain transfer, an ERC-20 as `transfer(recipient, amount)` to its contract. */
export function paymentCall(payment: CheckedPayment): PluginWalletCall {
  if (payment.token === undefined) return { to: payment.recipient, value: payment.units, data: '0x' }
  return { to: payment.token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [payment.recipient, payment.units] }) }
}
