import { describe, expect, it } from 'vitest'
import { checkCard } from './testCards'

const NOW = new Date('2026-05-15T12:00:00Z')
const card = (number: string, expiry = '12/30', cvc = '123') => checkCard({ number, expiry, cvc }, NOW)

describe('test cards', () => {
  it("knows Stripe's three test numbers, with spaces or dashes", () => {
    expect(card('4242 4242 4242 4242')).toEqual({ outcome: 'success', last4: '4242' })
    expect(card('4000-0000-0000-0002')).toEqual({ outcome: 'declined', last4: '0002' })
    expect(card('4000000000003220')).toEqual({ outcome: 'authentication_required', last4: '3220' })
  })

  it('refuses a bad number, any real-looking card, an expired or malformed date, a bad code', () => {
    expect(card('')).toEqual({ field: 'number', problem: 'Enter the card number.' })
    expect(card('4242 4242 4242 4241')).toEqual({ field: 'number', problem: 'This card number is not valid.' })
    expect(card('5555 5555 5555 4444')).toEqual({ field: 'number', problem: 'Only the test cards listed on this page work here.' })
    expect(card('4242424242424242', '04/26')).toEqual({ field: 'expiry', problem: 'This card has expired.' })
    expect(card('4242424242424242', '05/26')).toMatchObject({ outcome: 'success' })
    expect(card('4242424242424242', '13/30')).toEqual({ field: 'expiry', problem: 'Enter the expiry date as MM/YY.' })
    expect(card('4242424242424242', '12/30', '12')).toEqual({ field: 'cvc', problem: 'Enter the 3 or 4 digit security code.' })
  })
})
