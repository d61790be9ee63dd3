import type { Address } from 'viem'
import {
  ONRAMP_PAYMENT_CURRENCY_IDS,
  ONRAMP_PAYMENT_METHOD_LIMITS,
  type OnrampNetwork,
  type OnrampPaymentMethod,
  type PaymentCurrency,
  type PurchaseCurrency,
} from '../../src/protocol/onramp'
import { caip2, type LocalChain } from '../chain/chains'
import type { CatalogToken, TokenCatalog } from '../chain/tokenCatalog'
import { centsOf } from './fiatAmount'

/**
 * What the local provider sells, in this order (the first is the kit's default purchase, §9's "USDC"): gUSD, the
 * local chains' dollar stablecoin standing in for USDC; ETH; gEUR. Each on every local chain that has it and a pool
 * to price it (an AMM in local-chains.json).
 */
export const PURCHASE_SYMBOLS = ['gUSD', 'ETH', 'gEUR'] as const

export type FiatCurrency = (typeof ONRAMP_PAYMENT_CURRENCY_IDS)[number]

/** One purchase currency on one network: what an order sends. */
export interface OnrampAsset {
  /** The purchase currency's id (its symbol). */
  currencyId: string
  name: string
  symbol: string
  decimals: number
  network: OnrampNetwork
  chain: LocalChain
  caipNetworkId: string
  /** The token contract; absent for the native coin. */
  address?: Address
  /** The chain-data catalog's token (what the pools price). */
  token: CatalogToken
}

/** 'Gangway Local 2' → 'gangway-local-2': the provider's network name. */
export const networkName = (chain: LocalChain): string => chain.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')

export const isFiatCurrency = (id: string): id is FiatCurrency => (ONRAMP_PAYMENT_CURRENCY_IDS as readonly string[]).includes(id)
export const isPaymentMethod = (id: string): id is OnrampPaymentMethod => ONRAMP_PAYMENT_METHOD_LIMITS.some((method) => method.id === id)

/** A payment method's limits in cents (§9: the same figures in USD and EUR). */
export function methodLimits(method: OnrampPaymentMethod): { min: bigint; max: bigint } {
  const limits = ONRAMP_PAYMENT_METHOD_LIMITS.find((entry) => entry.id === method)!
  return { min: centsOf(limits.min), max: centsOf(limits.max) }
}

/** The purchase and payment currencies of the local chains, and look-ups by id, network and CAIP-19 asset. */
export class OnrampCatalog {
  readonly assets: readonly OnrampAsset[]

  constructor(tokens: TokenCatalog, chains: readonly LocalChain[]) {
    const assets: OnrampAsset[] = []
    for (const symbol of PURCHASE_SYMBOLS) {
      for (const chain of chains) {
        const entry = tokens.chain(caip2(chain))
        if (!entry?.amm) continue
        const token: CatalogToken | undefined = symbol === entry.native.symbol ? entry.native : entry.tokens.find((candidate) => candidate.symbol === symbol && !candidate.spam && candidate.address)
        if (!token) continue
        const network = { name: networkName(chain), display_name: chain.name, chain_id: String(chain.id), contract_address: token.address ?? '' }
        assets.push({ currencyId: symbol, name: token.name, symbol, decimals: token.decimals, network, chain, caipNetworkId: caip2(chain), token, ...(token.address ? { address: token.address } : {}) })
      }
    }
    this.assets = assets
  }

  purchaseCurrencies(): PurchaseCurrency[] {
    const ids = [...new Set(this.assets.map((asset) => asset.currencyId))]
    return ids.map((id) => {
      const on = this.assets.filter((asset) => asset.currencyId === id)
      return { id, name: on[0]!.name, symbol: on[0]!.symbol, networks: on.map((asset) => asset.network) }
    })
  }

  paymentCurrencies(): PaymentCurrency[] {
    return ONRAMP_PAYMENT_CURRENCY_IDS.map((id) => ({ id, payment_method_limits: ONRAMP_PAYMENT_METHOD_LIMITS.map((limits) => ({ ...limits })) }))
  }

  currencyIds(): string[] {
    return [...new Set(this.assets.map((asset) => asset.currencyId))]
  }

  networkNames(): string[] {
    return [...new Set(this.assets.map((asset) => asset.network.name))]
  }

  /** The name of a network given by its `name`, CAIP-2 id ('eip155:31337') or chain id ('31337'); undefined when unknown. */
  networkName(reference: string): string | undefined {
    return this.assets.find((asset) => asset.network.name === reference || asset.caipNetworkId === reference || asset.network.chain_id === reference)?.network.name
  }

  /**
   * The purchase currency on a network named by its `name`, CAIP-2 id or chain id; the currency's own symbol (what
   * AppKit sends as `network`) means its first network.
   */
  asset(currencyId: string, network: string): OnrampAsset | undefined {
    const on = this.assets.filter((asset) => asset.currencyId === currencyId)
    if (network === currencyId) return on[0]
    return on.find((asset) => asset.network.name === network || asset.caipNetworkId === network || asset.network.chain_id === network)
  }

  /** A CAIP-19 asset of a local chain: `eip155:31337/erc20:0x…` or the native coin `eip155:31337/slip44:60`. */
  byCaip19(text: string): OnrampAsset | undefined {
    const match = /^(eip155:[1-9]\d{0,18})\/(erc20:(0x[0-9a-fA-F]{40})|slip44:60)$/.exec(text)
    if (!match) return undefined
    const [, caipNetworkId, , address] = match
    return this.assets.find((asset) => asset.caipNetworkId === caipNetworkId && (address === undefined ? asset.address === undefined : asset.address?.toLowerCase() === address.toLowerCase()))
  }

  /** The asset's CAIP-19 id. */
  static caip19(asset: OnrampAsset): string {
    return `${asset.caipNetworkId}/${asset.address ? `erc20:${asset.address}` : 'slip44:60'}`
  }
}
