import { ONRAMP_PAYMENT_CURRENCY_IDS, ONRAMP_PAYMENT_METHOD_LIMITS, type CaipNetwork, type OnrampProvider, type PurchaseCurrency } from 'gangway/plugin'
import type { OnrampOptions } from './onrampOptions'

/**
 * The provider when the options name none (the built-in list, or a service without AppKit-beyond `providers`):
 * whatever provider the chain-data service's URLs lead to, its details unknown.
 */
export const SERVICE_PROVIDER: OnrampProvider = {
  id: 'service',
  name: 'Card or bank transfer',
  description: "The onramp service's provider",
}

/** What the view says while the built-in list is in use (§8 fallback), so nobody mistakes it for the service's. */
export const BUILT_IN_LIST_NOTE = 'The list of currencies could not be loaded, so a built-in list is used: some choices may not be available.'

/**
 * §8 fallback: when GET /v1/onramp/options fails, this built-in list is used instead. §9: pay in USD (also EUR), by
 * card 10.00–7,500.00 or bank transfer 10.00–25,000.00; buy USDC (the default) or the active network's own coin.
 * Its networks are named by CAIP-2 id (the service takes that too); USDC's contract is not known here.
 */
export function builtInOptions(network: CaipNetwork | undefined): OnrampOptions {
  const purchaseCurrencies: PurchaseCurrency[] = []
  if (network?.chainNamespace === 'eip155') {
    const entry = (contract: string) => ({ name: network.caipNetworkId, display_name: network.name, chain_id: String(network.id), contract_address: contract })
    purchaseCurrencies.push({ id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: [entry('')] })
    const coin = network.nativeCurrency
    purchaseCurrencies.push({ id: coin.symbol, name: coin.name, symbol: coin.symbol, networks: [entry('')] })
  }
  return {
    purchaseCurrencies,
    paymentCurrencies: ONRAMP_PAYMENT_CURRENCY_IDS.map((id) => ({ id, payment_method_limits: ONRAMP_PAYMENT_METHOD_LIMITS.map((limits) => ({ ...limits })) })),
    providers: [SERVICE_PROVIDER],
  }
}

