/**
 * The provider's test cards (Stripe's well-known test numbers): one that pays, one the bank declines, one the bank
 * asks the cardholder to confirm first (a 3-D-Secure-style step). No other number is accepted: this provider moves no
 * real money.
 */
export const TEST_CARDS = [
  { number: '4242424242424242', outcome: 'success', label: 'pays' },
  { number: '4000000000000002', outcome: 'declined', label: 'is declined' },
  { number: '4000000000003220', outcome: 'authentication_required', label: 'asks for a confirmation step first' },
] as const

export type CardOutcome = (typeof TEST_CARDS)[number]['outcome']

export interface CardForm {
  number: string
  expiry: string
  cvc: string
}

export type CardCheck = { outcome: CardOutcome; last4: string } | { field: keyof CardForm; problem: string }

/** '4242424242424242' → '4242 4242 4242 4242'. */
export const groupCardNumber = (digits: string): string => digits.replace(/(\d{4})(?=\d)/g, '$1 ')

function luhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return sum % 10 === 0
}

/** Checks the card form (spaces and dashes in the number allowed, expiry MM/YY not before this month, CVC 3–4 digits). */
export function checkCard(form: CardForm, now: Date): CardCheck {
  const digits = form.number.replace(/[\s-]/g, '')
  if (digits === '') return { field: 'number', problem: 'Enter the card number.' }
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) return { field: 'number', problem: 'This card number is not valid.' }
  const card = TEST_CARDS.find((candidate) => candidate.number === digits)
  if (!card) return { field: 'number', problem: 'Only the test cards listed on this page work here.' }
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(form.expiry)
  const month = expiry ? Number(expiry[1]) : 0
  if (!expiry || month < 1 || month > 12) return { field: 'expiry', problem: 'Enter the expiry date as MM/YY.' }
  const year = 2000 + Number(expiry[2])
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) return { field: 'expiry', problem: 'This card has expired.' }
  if (!/^\d{3,4}$/.test(form.cvc.trim())) return { field: 'cvc', problem: 'Enter the 3 or 4 digit security code.' }
  return { outcome: card.outcome, last4: digits.slice(-4) }
}
