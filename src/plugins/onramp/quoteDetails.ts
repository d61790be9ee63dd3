import type { OnrampQuote, QuoteAmount } from 'gangway/plugin'
import { formatFiat } from './fiatAmount'

/** The quote's lines as the view shows them (text only; the view lays them out). */
export interface QuoteDetails {
  /** What the wallet gets ('49.80 gUSD'; '≈ 50.00 USD of gUSD' for a mocked quote). */
  readonly purchase: string
  readonly subtotal: string
  readonly networkFee: string
  /** Undefined when the quote names no provider fee. */
  readonly providerFee: string | undefined
  readonly total: string
  /** §8: a mocked quote (the service failed): amounts are estimates, fees unknown. */
  readonly estimated: boolean
}

/** A fiat amount of the quote ('7500.00' USD) as '7,500.00 USD'; text that is not a 2-decimal amount is shown as it is. */
export function fiatText(amount: QuoteAmount): string {
  const match = /^(\d+)\.(\d{2})$/.exec(amount.amount)
  return `${match ? formatFiat(BigInt(match[1]! + match[2]!)) : amount.amount} ${amount.currency}`
}

/** Shown instead of a fee a mocked quote cannot know. */
export const UNKNOWN_FEE = 'Shown by the provider'

export function quoteDetails(quote: OnrampQuote, mocked: boolean, symbol: string): QuoteDetails {
  return {
    purchase: mocked ? `≈ ${fiatText(quote.purchaseAmount)} of ${symbol}` : `${quote.purchaseAmount.amount} ${quote.purchaseAmount.currency}`,
    subtotal: fiatText(quote.paymentSubtotal),
    networkFee: mocked ? UNKNOWN_FEE : fiatText(quote.networkFee),
    providerFee: mocked ? UNKNOWN_FEE : quote.providerFee && fiatText(quote.providerFee),
    total: fiatText(quote.paymentTotal),
    estimated: mocked,
  }
}
