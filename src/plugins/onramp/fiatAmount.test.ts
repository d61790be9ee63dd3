import { describe, expect, it } from 'vitest'
import { centsText, checkAmount, formatFiat, limitCents } from './fiatAmount'

const CARD = { min: 1000n, max: 750000n }
const problem = (text: string) => {
  const checked = checkAmount(text, CARD, 'USD', 'card')
  return 'error' in checked ? [checked.error.code, checked.error.message] : checked.cents
}

describe('the amount field, checked before anything opens', () => {
  it('reads plain and grouped amounts with up to 2 decimals into cents', () => {
    expect(problem('50')).toBe(5000n)
    expect(problem(' 50.5 ')).toBe(5050n)
    expect(problem('1,000.25')).toBe(100025n)
    expect(problem('.75e0')).toEqual(['AMOUNT_NOT_NUMBER', 'Enter the amount as a number, like 50 or 50.25'])
    expect(problem('10.')).toBe(1000n)
    expect(problem('7500')).toBe(750000n)
    expect(problem('10')).toBe(1000n)
  })

  it('refuses empty, non-numeric, zero, negative and too precise amounts, and says why', () => {
    expect(problem('')).toEqual(['AMOUNT_MISSING', 'Enter the amount to pay'])
    expect(problem('fifty')).toEqual(['AMOUNT_NOT_NUMBER', 'Enter the amount as a number, like 50 or 50.25'])
    expect(problem('1e3')).toEqual(['AMOUNT_NOT_NUMBER', 'Enter the amount as a number, like 50 or 50.25'])
    expect(problem('5.0.0')).toEqual(['AMOUNT_NOT_NUMBER', 'Enter the amount as a number, like 50 or 50.25'])
    expect(problem('.')).toEqual(['AMOUNT_NOT_NUMBER', 'Enter the amount as a number, like 50 or 50.25'])
    expect(problem('0')).toEqual(['AMOUNT_NOT_POSITIVE', 'Enter an amount greater than 0'])
    expect(problem('0.00')).toEqual(['AMOUNT_NOT_POSITIVE', 'Enter an amount greater than 0'])
    expect(problem('-20')).toEqual(['AMOUNT_NOT_POSITIVE', 'Enter an amount greater than 0'])
    expect(problem('20.001')).toEqual(['AMOUNT_TOO_PRECISE', 'USD amounts have at most 2 decimals'])
  })

  it("refuses amounts outside the payment method's limits (§9 card 10.00–7,500.00), naming the limit", () => {
    expect(problem('9.99')).toEqual(['AMOUNT_BELOW_MINIMUM', 'The minimum for a card payment is 10.00 USD'])
    expect(problem('7500.01')).toEqual(['AMOUNT_ABOVE_MAXIMUM', 'The maximum for a card payment is 7,500.00 USD'])
    const bank = checkAmount('25000.01', { min: 1000n, max: 2500000n }, 'EUR', 'bank transfer')
    expect('error' in bank && bank.error.message).toBe('The maximum for a bank transfer payment is 25,000.00 EUR')
  })

  it('formats cents for people and for the service, and reads the limits the service sends', () => {
    expect(formatFiat(750000n)).toBe('7,500.00')
    expect(formatFiat(2500000n)).toBe('25,000.00')
    expect(formatFiat(5n)).toBe('0.05')
    expect(centsText(2500000n)).toBe('25000.00')
    expect(limitCents('10.00', 'min')).toBe(1000n)
    expect(limitCents('7500', 'max')).toBe(750000n)
    expect(limitCents('10.001', 'min')).toBe(1001n)
    expect(limitCents('10.009', 'max')).toBe(1000n)
  })
})
