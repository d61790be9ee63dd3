import { decodeFunctionData, getAddress, type Hex } from 'viem'
import { aggregatorNetworkName, type BuiltSwapTransaction, type PluginWalletCall } from 'gangway/plugin'
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
  /** Who the from token's allowance is for (an aggregator's contract, from its build-approve); unused for the native coin. */
  readonly spender?: string | undefined
}

const mismatch = (reason: string): SwapError => new SwapError('UNEXPECTED_TRANSACTION', { values: { reason } })

/** Whether a CAIP-10 token's network is a §9 swap network, whose swaps an aggregator builds. */
export const isAggregatorSwap = (tokenId: string): boolean => aggregatorNetworkName(tokenId.slice(0, tokenId.lastIndexOf(':'))) !== undefined

function decodeSwap(data: Hex) {
  try {
    return decodeFunctionData({ abi: ROUTER_SWAP_ABI, data })
  } catch (error) {
    throw new SwapError('UNEXPECTED_TRANSACTION', { cause: error, values: { reason: 'not a router swap' } })
  }
}

/**
 * The wallet call for the service's swap transaction, once it is shown to do what the visitor asked. On a §9 swap
 * network an aggregator built it (checkAggregatorSwapCall); anywhere else it must be a local Router02 swap.
 */
export function checkSwapCall(tx: BuiltSwapTransaction, expected: ExpectedSwap): PluginWalletCall {
  return isAggregatorSwap(expected.from) ? checkAggregatorSwapCall(tx, expected) : checkRouterSwapCall(tx, expected)
}

/**
 * A Router02 exact-input swap (an allow-list: any other call is refused) of `amount` of `from` (as the value when
 * it is the native coin) into `to`, paid to the visitor, with a minimum out above zero and a deadline to come.
 */
function checkRouterSwapCall(tx: BuiltSwapTransaction, expected: ExpectedSwap): PluginWalletCall {
  if (tx.amountOutMin === undefined || tx.deadline === undefined) throw mismatch('no minimum out')
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

/**
 * An aggregator's swap: its calldata is its own (routes through many pools) and cannot be decoded here, so what
 * can be checked is: sent from the visitor, on the swap's network, to the very contract the from token was approved
 * for (for an ERC-20) and to neither token nor the visitor, carrying exactly `amount` as the value for the native
 * coin and nothing otherwise, and calling a function. The rest is trusted to the aggregator the service's operator
 * configured (README, "Swaps on the §9 networks").
 */
function checkAggregatorSwapCall(tx: BuiltSwapTransaction, expected: ExpectedSwap): PluginWalletCall {
  const chain = expected.from.slice(0, expected.from.lastIndexOf(':'))
  const target = addressOf(tx.to)
  const value = BigInt(tx.value)
  const nativeIn = isNativeToken(expected.from)
  if (!sameAddress(addressOf(tx.from), expected.user)) throw mismatch('another sender')
  if (!tx.to.toLowerCase().startsWith(`${chain}:`)) throw mismatch('another network')
  if ([expected.user, expected.from, expected.to].some((id) => sameAddress(target, addressOf(id)))) throw mismatch('a transfer, not a swap')
  if (!nativeIn && (expected.spender === undefined || !sameAddress(target, addressOf(expected.spender)))) throw mismatch('another contract than the one approved')
  if (value !== (nativeIn ? expected.amount : 0n)) throw mismatch('another value')
  if (tx.data.length < 10) throw mismatch('no call')
  return { to: getAddress(target), data: tx.data, value }
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
