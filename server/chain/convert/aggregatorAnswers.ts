import { decodeFunctionData, erc20Abi, getAddress, type Address } from 'viem'
import { z } from 'zod'
import {
  buildApproveResponseSchema,
  buildTransactionResponseSchema,
  gasPriceResponseSchema,
  NATIVE_TOKEN_ADDRESS,
  swapAllowanceResponseSchema,
  swapQuotesResponseSchema,
  swapTokenSchema,
  type SwapToken,
} from '../../../src/protocol/convert'
import type { AccountRef, TokenRef } from './convertParams'
import { badAnswer } from './swapAggregator'

/**
 * An aggregator's answers in AppKit's swap API shapes, checked and reshaped into this service's (src/protocol/convert):
 * each must be for what was asked (the tokens, the amount, the user), and the fields beyond AppKit are filled only
 * where they can be known honestly (a transaction's value from the request, an approval's spender from its calldata);
 * the ones that cannot (a quote's pool fee and gas, a swap's minimum out and deadline) are left out.
 */

interface Schema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { message: string; path: readonly PropertyKey[] }[] } }
}

function read<T>(schema: Schema<T>, body: unknown, what: string): T {
  const parsed = schema.safeParse(body)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  throw badAnswer(`${what}: ${issue ? `${issue.path.map(String).join('.') || 'the answer'}: ${issue.message}` : 'unexpected shape'}`)
}

const tokenId = (token: TokenRef): string => `${token.caipNetworkId}:${token.address === 'native' ? NATIVE_TOKEN_ADDRESS : token.address}`
const sameId = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase()
const addressIn = (caip10: string): Address => getAddress(caip10.slice(caip10.lastIndexOf(':') + 1))
const units = z.union([z.string().regex(/^\d+$/), z.number().int().nonnegative()]).transform(String)
const caip10 = z.string().regex(/^eip155:[1-9]\d*:0x[0-9a-fA-F]{40}$/)
const hex = z.string().regex(/^0x([0-9a-fA-F]{2})*$/)

/** GET tokens: the chain's tokens; one that is malformed or on another chain is dropped (and counted), the rest kept. */
export function aggregatorTokens(body: unknown, chainId: string): { tokens: SwapToken[]; dropped: number } {
  const { tokens: raw } = read(z.object({ tokens: z.array(z.unknown()) }), body, 'tokens')
  const tokens: SwapToken[] = []
  for (const item of raw) {
    const token = swapTokenSchema.safeParse(item)
    if (token.success && token.data.address.toLowerCase().startsWith(`${chainId}:`)) tokens.push(token.data)
  }
  return { tokens, dropped: raw.length - tokens.length }
}

const upstreamQuotes = z.object({
  quotes: z.array(z.object({ id: z.string().nullish(), fromAmount: units, fromAccount: caip10, toAmount: units, toAccount: caip10 })),
})

/** GET quotes: each for exactly the asked tokens and amount; no gas estimate (null) and no pool fee (absent). */
export function aggregatorQuotes(body: unknown, request: { from: TokenRef; to: TokenRef; amount: bigint }) {
  const { quotes } = read(upstreamQuotes, body, 'quotes')
  for (const quote of quotes) {
    if (!sameId(quote.fromAccount, tokenId(request.from)) || !sameId(quote.toAccount, tokenId(request.to)) || quote.fromAmount !== request.amount.toString()) {
      throw badAnswer('a quote for another trade than the one asked')
    }
  }
  return read(swapQuotesResponseSchema, { quotes: quotes.map((quote) => ({ ...quote, id: quote.id ?? null, gas: null })) }, 'quotes')
}

export const aggregatorAllowance = (body: unknown) => read(swapAllowanceResponseSchema, body, 'allowance')
export const aggregatorGasPrice = (body: unknown) => read(gasPriceResponseSchema, body, 'gas-price')

const upstreamApprove = z.object({
  tx: z.object({ from: caip10, to: caip10, data: hex, value: units, eip155: z.object({ gas: z.number(), gasPrice: units }) }),
})

/** GET build-approve: an ERC-20 approve on the asked token, for the amount asked (if one was); its spender read from the calldata. */
export function aggregatorApprove(body: unknown, request: { from: TokenRef; amount?: bigint | undefined }) {
  const { tx } = read(upstreamApprove, body, 'build-approve')
  if (!sameId(tx.to, tokenId(request.from)) || !sameId(tx.from, tokenId(request.from))) throw badAnswer('an approval on another token than the one asked')
  let args: readonly unknown[] | undefined
  try {
    const decoded = decodeFunctionData({ abi: erc20Abi, data: tx.data as `0x${string}` })
    args = decoded.functionName === 'approve' ? decoded.args : undefined
  } catch {
    args = undefined
  }
  const [spender, amount] = (args ?? []) as [Address?, bigint?]
  if (spender === undefined || amount === undefined) throw badAnswer('the approval is not an ERC-20 approve')
  if (request.amount !== undefined && amount !== request.amount) throw badAnswer('an approval for another amount than the one asked')
  if (tx.value !== '0') throw badAnswer('an approval that sends the native coin')
  return read(buildApproveResponseSchema, { tx: { ...tx, spender: `${request.from.caipNetworkId}:${getAddress(spender)}` } }, 'build-approve')
}

const upstreamSwap = z.object({
  tx: z.object({ from: caip10, to: caip10, data: hex, amount: units, eip155: z.object({ gas: units, gasPrice: units }) }),
})

/**
 * POST build-transaction: from the user, on the swap's chain, a call (not a plain transfer) to a contract other than
 * the two tokens and the user; its value is the amount when the native coin is paid, else 0 (as AppKit's client works
 * it out). The calldata itself is the aggregator's: the kit checks what it can (swapsPlugin's checkAggregatorSwapCall).
 */
export function aggregatorSwap(body: unknown, request: { from: TokenRef; to: TokenRef; amount: bigint; user: AccountRef }) {
  const { tx } = read(upstreamSwap, body, 'build-transaction')
  const chain = request.from.caipNetworkId
  if (!tx.from.toLowerCase().startsWith(`${chain}:`) || addressIn(tx.from) !== request.user.address) throw badAnswer('a transaction from another account than the user')
  const target = addressIn(tx.to)
  const tokens = [request.from, request.to].flatMap((token) => (token.address === 'native' ? [] : [token.address]))
  if (!tx.to.toLowerCase().startsWith(`${chain}:`) || target === request.user.address || tokens.includes(target)) throw badAnswer('a transaction to an unexpected address')
  if (tx.data.length < 10) throw badAnswer('a transaction that calls nothing')
  const value = request.from.address === 'native' ? request.amount.toString() : '0'
  return read(buildTransactionResponseSchema, { tx: { ...tx, value } }, 'build-transaction')
}
