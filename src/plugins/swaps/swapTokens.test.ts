import { describe, expect, it } from 'vitest'
import { findToken, tokenSections, type SwapTokenOption } from './swapTokens'

const token = (symbol: string, balance: bigint, price = 1, address = `0x${symbol.toLowerCase().padStart(40, '0').slice(-40)}`): SwapTokenOption => ({
  id: `eip155:1:${address}`,
  symbol,
  name: `${symbol} token`,
  decimals: 6,
  logoUri: '',
  price,
  balance,
  isNative: false,
})

describe('the picker’s sections', () => {
  const options = [token('WBTC', 0n), token('gUSD', 5_000_000n), token('ZRX', 0n), token('USDC', 0n), token('gEUR', 1_000_000_000n, 1.08), token('ABC', 0n)]

  it('the account’s tokens (most valuable first), then the popular ones not held (§9 order), then the rest by symbol', () => {
    const { yours, popular, rest } = tokenSections(options, '')
    expect(yours.map((t) => t.symbol)).toEqual(['gEUR', 'gUSD'])
    expect(popular.map((t) => t.symbol)).toEqual(['USDC', 'WBTC'])
    expect(rest.map((t) => t.symbol)).toEqual(['ABC', 'ZRX'])
  })

  it('a search narrows every section by symbol, name or address, any case', () => {
    expect(tokenSections(options, 'usd')).toMatchObject({ yours: [{ symbol: 'gUSD' }], popular: [{ symbol: 'USDC' }], rest: [] })
    expect(tokenSections(options, '000zrx').rest.map((t) => t.symbol)).toEqual(['ZRX'])
  })

  it('open() arguments find a token by symbol (any case), address or CAIP-10 id', () => {
    const usdc = options[3]!
    expect(findToken(options, 'usdc')).toBe(usdc)
    expect(findToken(options, usdc.id.split(':')[2]!.toUpperCase())).toBe(usdc)
    expect(findToken(options, usdc.id)).toBe(usdc)
    expect(findToken(options, 'DOGE')).toBeUndefined()
  })
})
