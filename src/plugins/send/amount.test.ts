import { describe, expect, it } from 'vitest'
import type { TokenBalance } from 'gangway/plugin'
import { pluginFormat } from '../../kernel/format/pluginFormat'
import { amountError, maxAmount } from './amount'

const gusd: TokenBalance = {
  name: 'Gangway USD',
  symbol: 'gUSD',
  chainId: 'eip155:31337',
  address: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
  value: 10_000,
  price: 1,
  quantity: { decimals: '6', numeric: '10000' },
}
const eth: TokenBalance = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', value: 0, price: 0, quantity: { decimals: '18', numeric: '2.5' } }

describe('amountError (refused in the form before anything is sent)', () => {
  it.each([
    ['', 'Enter an amount'],
    ['   ', 'Enter an amount'],
    ['abc', 'Enter the amount as a number, like 1.5'],
    ['1,5', 'Enter the amount as a number, like 1.5'],
    ['1e3', 'Enter the amount as a number, like 1.5'],
    ['1.2.3', 'Enter the amount as a number, like 1.5'],
    ['.', 'Enter the amount as a number, like 1.5'],
    ['-1', 'Enter an amount greater than 0'],
    ['-0.5', 'Enter an amount greater than 0'],
    ['0', 'Enter an amount greater than 0'],
    ['0.000', 'Enter an amount greater than 0'],
    ['1.1234567', 'gUSD allows at most 6 decimals'],
    ['10000.000001', 'More than your balance of 10000.00 gUSD'],
    ['20000', 'More than your balance of 10000.00 gUSD'],
  ])('%j → %s', (text, message) => {
    expect(amountError(text, gusd, pluginFormat)).toBe(message)
  })

  it.each(['1.5', '1', '.5', '2.', ' 3 ', '10000', '0.000001', '9999.999999'])('accepts %j', (text) => {
    expect(amountError(text, gusd, pluginFormat)).toBeUndefined()
  })

  it('without a token checks only the number', () => {
    expect(amountError('123456.123456789', undefined, pluginFormat)).toBeUndefined()
    expect(amountError('0.0', undefined, pluginFormat)).toBe('Enter an amount greater than 0')
    expect(amountError('x', undefined, pluginFormat)).toBe('Enter the amount as a number, like 1.5')
  })

  it('says so for a token without decimals', () => {
    expect(amountError('1.5', { ...gusd, symbol: 'WHOLE', quantity: { decimals: '0', numeric: '5' } }, pluginFormat)).toBe('WHOLE has no decimals: enter a whole number')
  })
})

describe('maxAmount', () => {
  it('is the whole balance of an ERC-20, and the native balance less 0.001 for the fee', () => {
    expect(maxAmount(gusd, pluginFormat)).toBe('10000')
    expect(maxAmount(eth, pluginFormat)).toBe('2.499')
    expect(maxAmount({ ...eth, quantity: { decimals: '18', numeric: '0.0005' } }, pluginFormat)).toBe('0')
  })
})
