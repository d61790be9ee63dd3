import type { Decimal } from './swapMath'
import type { PluginFormat, SwapQuote } from 'gangway/plugin'
import { grouped, minimumReceived, networkFeeUsd, networkFeeWei, priceImpact, rate, significant, toWhole, wholeText } from './swapMath'
import type { SwapTokenOption } from './swapTokens'

/** What the form shows of a quote, as text. */
export interface SwapDetails {
  /** The quoted output, whole units. */
  readonly toAmount: string
  /** '1 ETH = 2,990.91 gUSD'. */
  readonly rate: string
  /** '1 gUSD = 0.000334346 ETH'. */
  readonly inverseRate: string
  /** '0.12%', or undefined without prices. */
  readonly priceImpact: string | undefined
  readonly priceImpactValue: Decimal | undefined
  /** '$0.41', or undefined when the gas or a price is not known. */
  readonly networkFee: string | undefined
  /** The fee in wei (gas × gas price), for the balance check; undefined when the gas is not known. */
  readonly networkFeeWei: bigint | undefined
  /** '2,960.99 gUSD' at the §9 slippage tolerance. */
  readonly minimumReceived: string
  readonly minimumReceivedUnits: bigint
  /** The pools' 0.3% per hop, '0.0003 ETH'; undefined for an aggregator's quote (its fee is inside its rate). */
  readonly providerFee: string | undefined
}

/** The details of `quote` for swapping `from` into `to` (`native`: the network's coin, for the fee). */
export function swapDetails(quote: SwapQuote, from: SwapTokenOption, to: SwapTokenOption, native: SwapTokenOption | undefined, format: PluginFormat): SwapDetails {
  const fromUnits = BigInt(quote.fromAmount)
  const toUnits = BigInt(quote.toAmount)
  const forward = rate(fromUnits, from.decimals, toUnits, to.decimals)
  const backward = rate(toUnits, to.decimals, fromUnits, from.decimals)
  const impact = priceImpact(toWhole(fromUnits, from.decimals), from.price, toWhole(toUnits, to.decimals), to.price)
  const feeWei = quote.gas === null || quote.gasPrice === undefined ? undefined : networkFeeWei(BigInt(quote.gas), BigInt(quote.gasPrice))
  const feeUsd = feeWei === undefined ? undefined : networkFeeUsd(feeWei, native?.decimals ?? 18, native?.price)
  const minimum = minimumReceived(toUnits)
  return {
    toAmount: wholeText(toUnits, to.decimals),
    rate: `1 ${from.symbol} = ${forward ? significant(forward) : '—'} ${to.symbol}`,
    inverseRate: `1 ${to.symbol} = ${backward ? significant(backward) : '—'} ${from.symbol}`,
    priceImpact: impact === undefined ? undefined : `${impact.lt(0.01) ? '<0.01' : impact.toDecimalPlaces(2).toFixed(2)}%`,
    priceImpactValue: impact,
    networkFee: feeUsd === undefined ? undefined : feeUsd.lt(0.01) ? '<$0.01' : format.usd(feeUsd.toNumber()),
    networkFeeWei: feeWei,
    minimumReceived: `${grouped(wholeText(minimum, to.decimals))} ${to.symbol}`,
    minimumReceivedUnits: minimum,
    providerFee: quote.fee === undefined ? undefined : `${significant(toWhole(BigInt(quote.fee), from.decimals))} ${from.symbol}`,
  }
}
