import { decodeFunctionData, getAddress, type Hex } from 'viem'
import type { BuiltSwapTransaction, PluginWalletCall } from 'gangway/plugin'
import { APPROVE_ABI, ROUTER_SWAP_ABI } from './routerAbi'
import type { ApproveTransaction } from './swapApi'
import { SwapError } from './swapErrors'
import { addressOf, isNativeToken, sameAddress } from './tokenIds'

export interface ExpectedSwap {
  /** The visitor's address (0x…). */
  readonly user: string
  /** The tokens (CAIP-10). */
  readonly from: string
  readonly to: string
  /** From-token base units. */
  readonly amount: bigint
  /** Unix seconds now. */
  readonly now: number
}

const mismatch = (reason: string): SwapError => new SwapError('UNEXPECTED_TRANSACTION', { values: { reason } })

function decodeSwap(data: Hex) {
  try {
    return decodeFunctionData({ abi: ROUTER_SWAP_ABI, data })
  } catch (error) {
    throw new SwapError('UNEXPECTED_TRANSACTION', { cause: error, values: { reason: 'not a router swap' } })
  }
}

/**
 * The wallet call for the service's swap transaction, once it is shown to do exactly what the visitor asked:
 * a Router02 exact-input swap (an allow-list: any other call is refused) of `amount` of `from` (as the value when
 * it is the native coin) into `to`, paid to the visitor, with a minimum out above zero and a deadline to come.
 */
export function checkSwapCall(tx: BuiltSwapTransaction, expected: ExpectedSwap): PluginWalletCall {
  const { functionName, args } = decodeSwap(tx.data)
  const nativeIn = isNativeToken(expected.from)
  const nativeOut = isNativeToken(expected.to)
  const wanted = nativeIn ? 'swapExactETHForTokens' : nativeOut ? 'swapExactTokensForETH' : 'swapExactTokensForTokens'
  if (functionName !== wanted) throw mismatch(`${functionName} where ${wanted} was expected`)
  const [amountIn, amountOutMin, path, recipient, deadline] = functionName === 'swapExactETHForTokens' ? [BigInt(tx.value), ...args] : args
  const value = BigInt(tx.value)
  if (amountIn !== expected.amount) throw mismatch('another amount in')
  if (value !== (nativeIn ? expected.amount : 0n)) throw mismatch('another value')
  if (!sameAddress(recipient, expected.user) || !sameAddress(addressOf(tx.from), expected.user)) throw mismatch('another recipient')
  const first = path[0]
  const last = path[path.length - 1]
  // The native coin travels as the wrapped coin; its contract is the router's to know.
  if (!first || !last || (!nativeIn && !sameAddress(first, addressOf(expected.from))) || (!nativeOut && !sameAddress(last, addressOf(expected.to)))) {
    throw mismatch('other tokens')
  }
  if (amountOutMin <= 0n || amountOutMin.toString() !== tx.amountOutMin) throw mismatch('no minimum out')
  if (deadline <= BigInt(expected.now)) throw mismatch('a deadline already past')
  return { to: getAddress(addressOf(tx.to)), data: tx.data, value }
}

/** The approve call, once it is shown to let `spender` spend exactly `amount` of the token, on that token. */
export function checkApproveCall(tx: ApproveTransaction, token: string, amount: bigint): PluginWalletCall {
  if (addressOf(tx.token).toLowerCase() !== addressOf(token).toLowerCase()) throw mismatch('another token')
  let decoded
  try {
    decoded = decodeFunctionData({ abi: APPROVE_ABI, data: tx.data })
  } catch (error) {
    throw new SwapError('UNEXPECTED_TRANSACTION', { cause: error, values: { reason: 'not an approve' } })
  }
  const [spender, approved] = decoded.args
  if (!sameAddress(spender, addressOf(tx.spender))) throw mismatch('another spender')
  if (approved !== amount) throw mismatch('another amount')
  return { to: getAddress(addressOf(tx.token)), data: tx.data, value: 0n }
}
