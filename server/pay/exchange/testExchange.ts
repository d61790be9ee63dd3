import type { Exchange } from '../../../src/protocol/payExchange'

/** The one exchange of the local provider: it stands in for "pay from your exchange account" (AppKit Pay's exchanges). */
export const TEST_EXCHANGE_ID = 'gangway-test-exchange'

const ICON = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0f766e"/><path d="M18 26h24l-6-6M46 38H22l6 6" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/></svg>`

export const TEST_EXCHANGE: Exchange = {
  id: TEST_EXCHANGE_ID,
  name: 'Gangway Test Exchange',
  imageUrl: `data:image/svg+xml;base64,${Buffer.from(ICON).toString('base64')}`,
}

/** A test account of the exchange: password `gangway`; balances in whole units, by symbol (any local chain). */
export interface ExchangeTestUser {
  login: string
  name: string
  balances: Record<string, string>
}

export const EXCHANGE_TEST_PASSWORD = 'gangway'

/** Reset to these balances at every start (seedExchangeBalances). */
export const EXCHANGE_TEST_USERS: readonly ExchangeTestUser[] = [
  { login: 'trader@example.com', name: 'Test Trader', balances: { ETH: '10', gUSD: '25000', gEUR: '25000' } },
]
