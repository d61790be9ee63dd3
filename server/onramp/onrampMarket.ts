import Decimal from 'decimal.js'
import { erc20Abi, type Address, type PublicClient } from 'viem'
import type { OnrampPaymentMethod } from '../../src/protocol/onramp'
import type { LocalChain } from '../chain/chains'
import type { PoolPricer } from '../chain/poolPricer'
import type { TokenCatalog } from '../chain/tokenCatalog'
import { formatCents } from './fiatAmount'
import { methodLimits, type FiatCurrency, type OnrampAsset, type OnrampCatalog } from './onrampCatalog'
import { invalidOnrampParameter, OnrampRefusal } from './onrampRefusal'

const Exact = Decimal.clone({ precision: 60 })

/** The provider's fee: 1.5% of the payment total (§9: 1–2%), rounded up to the cent. */
export const PROVIDER_FEE_BPS = 150n
/** Gas the treasury's transfer is reckoned at for the network fee: a plain ETH transfer, an ERC-20 transfer. */
export const TRANSFER_GAS = { native: 21_000n, erc20: 65_000n } as const
/** Purchase amounts are rounded down to at most this many decimals (and the token's own). */
export const PURCHASE_MAX_DECIMALS = 8

export interface PriceRequest {
  asset: OnrampAsset
  fiat: FiatCurrency
  method: OnrampPaymentMethod
  /** What the visitor pays, fees included. */
  totalCents: bigint
}

/** A priced purchase: total = subtotal + provider fee + network fee; `units` (base units) is what the destination gets. */
export interface PricedPurchase extends PriceRequest {
  providerFeeCents: bigint
  networkFeeCents: bigint
  subtotalCents: bigint
  units: bigint
}

/**
 * Prices purchases of the local chains' tokens with fiat: the pools' spot prices (gUSD is the dollar; EUR is worth
 * what gEUR is, read from the gUSD/gEUR pool), the provider's fee, and the network fee of the treasury's transfer
 * (its gas at the chain's gas price, in ETH at the pool price). The chain-data service's quotes and the payment
 * provider's orders are priced here, so a quote and an order made at the same pool state agree to the last unit.
 */
export class OnrampMarket {
  constructor(
    readonly catalog: OnrampCatalog,
    private readonly tokens: TokenCatalog,
    private readonly pricer: PoolPricer,
    private readonly client: (chain: LocalChain) => PublicClient,
    /** The account that sends purchases: a purchase larger than its balance is refused. */
    readonly treasury: Address,
  ) {}

  /** §9 limits of the payment method (the same in USD and EUR): a total outside them → 400 on `parameter`. */
  checkLimits(method: OnrampPaymentMethod, totalCents: bigint, fiat: FiatCurrency, parameter = 'amount'): void {
    const { min, max } = methodLimits(method)
    const label = method === 'card' ? 'a card payment' : 'a bank transfer'
    if (totalCents < min) throw invalidOnrampParameter(parameter, `${label} is at least ${formatCents(min)} ${fiat}`)
    if (totalCents > max) throw invalidOnrampParameter(parameter, `${label} is at most ${formatCents(max)} ${fiat}`)
  }

  /** Checks the limits, prices the purchase now, and checks the treasury can send it. */
  async price(request: PriceRequest, parameter = 'amount'): Promise<PricedPurchase> {
    const { asset, fiat, method, totalCents } = request
    this.checkLimits(method, totalCents, fiat, parameter)
    const rates = await this.rates(asset, fiat)
    const gasPrice = await this.client(asset.chain).getGasPrice().catch(() => {
      throw new OnrampRefusal('CHAIN_UNREACHABLE', 502)
    })
    const gas = asset.address ? TRANSFER_GAS.erc20 : TRANSFER_GAS.native
    // Wei → ETH → USD → the fiat; rounded up to the cent, at least one.
    const networkFee = new Exact((gas * gasPrice).toString()).div(new Exact(10).pow(18)).mul(rates.eth).div(rates.fiat).mul(100).ceil()
    const networkFeeCents = BigInt(Decimal.max(networkFee, 1).toFixed(0))
    const providerFeeCents = (totalCents * PROVIDER_FEE_BPS + 9_999n) / 10_000n
    const subtotalCents = totalCents - providerFeeCents - networkFeeCents
    const decimals = Math.min(asset.decimals, PURCHASE_MAX_DECIMALS)
    const whole = subtotalCents > 0n ? new Exact(subtotalCents.toString()).div(100).mul(rates.fiat).div(rates.asset).toDecimalPlaces(decimals, Decimal.ROUND_DOWN) : new Exact(0)
    const units = BigInt(whole.mul(new Exact(10).pow(asset.decimals)).toFixed(0))
    if (units <= 0n) throw invalidOnrampParameter(parameter, `too small to cover the fees (${formatCents(providerFeeCents + networkFeeCents)} ${fiat})`)
    if (!(await this.treasuryHolds(asset, units))) throw new OnrampRefusal('PROVIDER_CANNOT_FILL', 409)
    return { ...request, providerFeeCents, networkFeeCents, subtotalCents, units }
  }

  /** What `units` of the asset cost in the fiat before fees, rounded up to the cent (a preset crypto amount's fiat). */
  async fiatFor(asset: OnrampAsset, fiat: FiatCurrency, units: bigint): Promise<bigint> {
    const rates = await this.rates(asset, fiat)
    const cents = new Exact(units.toString()).div(new Exact(10).pow(asset.decimals)).mul(rates.asset).div(rates.fiat).mul(100).ceil()
    return BigInt(cents.toFixed(0))
  }

  async treasuryHolds(asset: OnrampAsset, units: bigint): Promise<boolean> {
    const client = this.client(asset.chain)
    const read = asset.address
      ? client.readContract({ address: asset.address, abi: erc20Abi, functionName: 'balanceOf', args: [this.treasury] })
      : client.getBalance({ address: this.treasury })
    const balance = await read.catch(() => {
      throw new OnrampRefusal('CHAIN_UNREACHABLE', 502)
    })
    return balance >= units
  }

  /** USD prices of the asset, of ETH and of one unit of the fiat (USD 1; EUR: gEUR's price) on the asset's chain. */
  private async rates(asset: OnrampAsset, fiat: FiatCurrency): Promise<{ asset: Decimal; eth: Decimal; fiat: Decimal }> {
    const table = await this.pricer.table(asset.caipNetworkId)
    const chain = this.tokens.chain(asset.caipNetworkId)
    const euro = chain?.tokens.find((token) => token.symbol === 'gEUR' && !token.spam)
    const price = (value: number | null | undefined): Decimal => {
      if (value === null || value === undefined || !(value > 0)) throw new OnrampRefusal('NO_PRICE', 503)
      return new Exact(String(value))
    }
    return {
      asset: price(table.priceOf(asset.token)),
      eth: price(chain ? table.priceOf(chain.native) : null),
      fiat: fiat === 'USD' ? new Exact(1) : price(euro ? table.priceOf(euro) : null),
    }
  }
}
