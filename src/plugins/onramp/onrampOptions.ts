import type { CaipNetwork, OnrampNetwork, OnrampProvider, PaymentCurrency, PurchaseCurrency } from 'gangway/plugin'

/** What can be bought and paid with, and through which providers: the service's answer or the built-in list (§8). */
export interface OnrampOptions {
  readonly purchaseCurrencies: readonly PurchaseCurrency[]
  readonly paymentCurrencies: readonly PaymentCurrency[]
  readonly providers: readonly OnrampProvider[]
}

/** One purchase currency on the active network: what the crypto picker lists. */
export interface PurchaseOption {
  /** The purchase currency's id (what the quote names). */
  readonly id: string
  readonly name: string
  readonly symbol: string
  /** The provider's network entry (its `name` is what the quote and the URL name). */
  readonly network: OnrampNetwork
  /** The token contract; 'native' for the network's coin; undefined when not known (the built-in list's USDC). */
  readonly contract: `0x${string}` | 'native' | undefined
}

/** The payment methods' names as visitors read them; another id is shown as it is. */
const METHOD_NAMES: Readonly<Record<string, string>> = { card: 'Card', ach_bank_account: 'Bank transfer' }

export const methodName = (id: string): string => METHOD_NAMES[id] ?? id.replaceAll('_', ' ')

/** 'eip155:31337' → '31337': the chain id the provider's networks carry. */
const chainReference = (caipNetworkId: string): string => caipNetworkId.split(':')[1] ?? ''

/**
 * The purchase currencies the options offer on a network (EVM only), each with that network's entry. A contract of
 * '' is the network's coin when the symbols agree; another currency without a contract (the built-in list's USDC)
 * has none known.
 */
export function purchaseOptionsOn(currencies: readonly PurchaseCurrency[], network: CaipNetwork | undefined): PurchaseOption[] {
  if (network?.chainNamespace !== 'eip155') return []
  const reference = chainReference(network.caipNetworkId)
  return currencies.flatMap((currency) => {
    const entry = currency.networks.find((candidate) => candidate.chain_id === reference)
    if (!entry) return []
    const contract = entry.contract_address !== '' ? (entry.contract_address as `0x${string}`) : currency.symbol === network.nativeCurrency.symbol ? 'native' : undefined
    return [{ id: currency.id, name: currency.name, symbol: currency.symbol, network: entry, contract }]
  })
}

/** §9 default purchase: USDC where the network has it, else its dollar stablecoin (gUSD on the local chains), else the first. */
export function defaultPurchase(options: readonly PurchaseOption[]): PurchaseOption | undefined {
  return (
    options.find((option) => option.symbol.toUpperCase() === 'USDC') ??
    options.find((option) => /usd/i.test(option.symbol) || /\bdollar\b|\busd\b/i.test(option.name)) ??
    options[0]
  )
}
