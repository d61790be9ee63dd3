import { Decimal } from './swapMath'
import type { SwapToken, TokenBalance } from 'gangway/plugin'
import { addressOf, isNativeToken, tokenId } from './tokenIds'

/**
 * §9 popular swap tokens (the values are not in the spec; these are the symbols AppKit suggests first, its
 * SWAP_SUGGESTED_TOKENS head): the picker offers those the network has as quick picks.
 */
export const POPULAR_SWAP_SYMBOLS: readonly string[] = ['ETH', 'USDC', 'USDT', 'DAI', 'WETH', 'WBTC', 'POL', 'BNB', 'AVAX', 'ARB', 'OP']

/** A token the visitor can swap, with what they hold of it. */
export interface SwapTokenOption {
  /** CAIP-10, lower case (the native coin is 0xeeee…). */
  readonly id: string
  readonly symbol: string
  readonly name: string
  readonly decimals: number
  readonly logoUri: string
  /** USD price of one token, from the pools; undefined when there is none. */
  readonly price: number | undefined
  /** Held, base units (0 when not held). */
  readonly balance: bigint
  readonly isNative: boolean
}

function heldUnits(balance: TokenBalance | undefined, decimals: number): bigint {
  if (!balance) return 0n
  try {
    return BigInt(new Decimal(balance.quantity.numeric).times(new Decimal(10).pow(decimals)).toFixed(0, Decimal.ROUND_DOWN))
  } catch {
    return 0n
  }
}

/** The network's swap tokens with the account's balances (a held token the service cannot swap is not offered). */
export function mergeTokens(catalog: readonly SwapToken[], balances: readonly TokenBalance[], caipNetworkId: string): SwapTokenOption[] {
  const held = new Map(balances.filter((balance) => balance.chainId === caipNetworkId).map((balance) => [tokenId(caipNetworkId, balance.address), balance]))
  return catalog.map((token) => {
    const id = token.address.toLowerCase()
    return {
      id,
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
      logoUri: token.logoUri,
      price: token.price,
      balance: heldUnits(held.get(id), token.decimals),
      isNative: isNativeToken(id),
    }
  })
}

export interface TokenSections {
  /** Held tokens, the most valuable first. */
  readonly yours: readonly SwapTokenOption[]
  /** §9 popular tokens the network has that are not held, in the list's order. */
  readonly popular: readonly SwapTokenOption[]
  /** The others, by symbol. */
  readonly rest: readonly SwapTokenOption[]
}

const usdValue = (token: SwapTokenOption): number => Number(token.balance) / 10 ** token.decimals * (token.price ?? 0)

const matches = (token: SwapTokenOption, query: string): boolean =>
  query === '' || token.symbol.toLowerCase().includes(query) || token.name.toLowerCase().includes(query) || addressOf(token.id).includes(query)

/** The picker's sections for a search (symbol, name or address, any case): the account's tokens, then the popular ones, then the rest. */
export function tokenSections(options: readonly SwapTokenOption[], search: string): TokenSections {
  const query = search.trim().toLowerCase()
  const found = options.filter((token) => matches(token, query))
  const yours = found.filter((token) => token.balance > 0n).sort((a, b) => usdValue(b) - usdValue(a))
  const popular = POPULAR_SWAP_SYMBOLS.flatMap((symbol) => found.filter((token) => token.balance === 0n && token.symbol.toUpperCase() === symbol))
  const rest = found.filter((token) => token.balance === 0n && !popular.includes(token)).sort((a, b) => a.symbol.localeCompare(b.symbol))
  return { yours, popular, rest }
}

/** The token an `open({ view: 'Swap', arguments })` names: by symbol (any case), address or CAIP-10 id. */
export function findToken(options: readonly SwapTokenOption[], wanted: string): SwapTokenOption | undefined {
  const key = wanted.trim().toLowerCase()
  const bySymbol = options.filter((token) => token.symbol.toLowerCase() === key)
  if (bySymbol.length > 0) return bySymbol[0]
  return options.find((token) => token.id === key || addressOf(token.id) === key)
}
