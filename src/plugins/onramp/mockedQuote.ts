import type { OnrampQuote } from 'gangway/plugin'
import type { QuoteRequest } from './onrampApi'

/** The quote id of a mocked quote: nothing was priced. */
export const MOCKED_QUOTE_ID = 'mocked-quote-id'

/**
 * §8 fallback: when POST /v1/onramp/quote fails, a mocked quote with the amount given is used (AppKit's shape): the
 * total and subtotal are that amount, the purchase is worth that amount in the payment currency (its crypto amount
 * is not known), and no fee is known. The view labels it "estimated"; the quote's error message is stored.
 */
export function mockedQuote(request: QuoteRequest): OnrampQuote {
  const fiat = (amount: string) => ({ amount, currency: request.paymentCurrency })
  return {
    networkFee: fiat('0.00'),
    paymentSubtotal: fiat(request.amount),
    paymentTotal: fiat(request.amount),
    purchaseAmount: fiat(request.amount),
    quoteId: MOCKED_QUOTE_ID,
  }
}
