/**
 * DEV PRICES: made-up USD prices for the local test chains, NOT market data. The chain-data service
 * (balances, POST /v1/fungible/price, history values) prices the local native coin and the known test
 * tokens (local-chains.json) by symbol from this table; any other token has no price.
 */
export const DEV_PRICES_USD: Readonly<Record<string, number>> = {
  ETH: 3000,
  gUSD: 1,
}

/** The dev price of a symbol, or null when the table has none. */
export const devPriceUsd = (symbol: string): number | null => (Object.hasOwn(DEV_PRICES_USD, symbol) ? (DEV_PRICES_USD[symbol] ?? null) : null)
