import { maxUint256 } from 'viem'
import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { accountParam, amountParam, chainIdParam, parseParams, slippageParam, tokenParam } from './convertParams'
import { ConvertRefusal } from './convertError'
import { minimumOut } from './minimumOut'

const problem = (schema: z.ZodType, input: unknown): string => {
  try {
    parseParams(schema, input)
  } catch (error) {
    if (error instanceof ConvertRefusal) return `${error.detail.parameter}: ${error.message}`
    throw error
  }
  return 'accepted'
}

describe('convert parameters, parsed at the boundary', () => {
  const amount = z.object({ amount: amountParam })

  it('reads an amount as whole base units above 0 and below 2^256, saying what is wrong otherwise', () => {
    expect(parseParams(amount, { amount: '1000000' }).amount).toBe(1_000_000n)
    expect(parseParams(amount, { amount: 42 }).amount).toBe(42n)
    expect(parseParams(amount, { amount: maxUint256.toString() }).amount).toBe(maxUint256)
    expect(problem(amount, { amount: '1.50' })).toBe("amount: Invalid parameter 'amount': too many decimals: base units are whole, and '1.50' has 2")
    expect(problem(amount, { amount: '0' })).toBe("amount: Invalid parameter 'amount': expected an amount above 0")
    expect(problem(amount, { amount: '-1' })).toBe("amount: Invalid parameter 'amount': expected an amount above 0, not a negative one")
    expect(problem(amount, { amount: '1e6' })).toMatch(/whole number such as 1000000/)
    expect(problem(amount, { amount: 2 ** 60 })).toMatch(/whole number/) // not a safe integer: send it as text
    expect(problem(amount, { amount: (maxUint256 + 1n).toString() })).toMatch(/at most 2\^256 − 1/)
    expect(problem(amount, {})).toBe("amount: Invalid parameter 'amount': missing")
    expect(problem(amount, { amount: true })).toBe("amount: Invalid parameter 'amount': expected base units")
  })

  it('reads CAIP-10 token ids (0xeeee…eeee is the native coin) and accounts, plain or CAIP-10', () => {
    const tokens = z.object({ from: tokenParam, userAddress: accountParam })
    expect(parseParams(tokens, { from: 'eip155:31337:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', userAddress: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266' })).toEqual({
      from: { caipNetworkId: 'eip155:31337', address: 'native' },
      userAddress: { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' },
    })
    expect(parseParams(tokens, { from: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', userAddress: 'eip155:1:0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266' })).toEqual({
      from: { caipNetworkId: 'eip155:1', address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
      userAddress: { caipNetworkId: 'eip155:1', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' },
    })
    expect(problem(tokens, { from: 'eip155:0:0x' + 'a'.repeat(40), userAddress: '0x' + 'a'.repeat(40) })).toMatch(/^from: .*CAIP-10/)
    expect(problem(tokens, { from: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:So11111111111111111111111111111111111111112', userAddress: '0x' })).toMatch(/^from: /)
    expect(problem(tokens, { from: 'eip155:1:0x' + 'a'.repeat(40), userAddress: 'vitalik.eth' })).toMatch(/^userAddress: /)
    expect(problem(z.object({ chainId: chainIdParam }), { chainId: 'eip155:01' })).toMatch(/^chainId: .*CAIP-2/)
  })

  it('reads the slippage in percent as basis points (above 0, at most 50, 2 decimals), and the minimum out rounds down', () => {
    const slippage = z.object({ slippage: slippageParam })
    expect(parseParams(slippage, { slippage: 1 }).slippage).toBe(100n)
    expect(parseParams(slippage, { slippage: '0.5' }).slippage).toBe(50n)
    expect(parseParams(slippage, { slippage: 50 }).slippage).toBe(5_000n)
    for (const bad of [0, 50.01, '0.125', -1, 'one', null]) expect(problem(slippage, { slippage: bad })).toMatch(/^slippage: /)
    expect(minimumOut(1_000_000n, 100n)).toBe(990_000n)
    expect(minimumOut(999n, 100n)).toBe(989n)
    expect(() => minimumOut(1n, 10_000n)).toThrow(RangeError)
  })
})
