import { expect, it } from 'vitest'
import { DISPLAY } from '../lazyConstants'
import { formatTokenBalance } from './formatTokenBalance'

it('formats token balances truncated to DISPLAY.tokenBalanceDecimals (2)', () => {
  expect(DISPLAY.tokenBalanceDecimals).toBe(2)
  expect(formatTokenBalance('12.349')).toBe('12.34')
  expect(formatTokenBalance('12.999')).toBe('12.99')
  expect(formatTokenBalance(3)).toBe('3.00')
  expect(formatTokenBalance('nope')).toBe('0.00')
  expect(formatTokenBalance(undefined)).toBe('0.00')
  expect(formatTokenBalance('1.23456', 4)).toBe('1.2345')
})
