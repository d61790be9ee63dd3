import type { PluginContext } from 'gangway/plugin'
import type { PayState } from './payTypes'
import { PayStore } from './PayStore'
import { PayView } from './PayView'

/** The lazy part of the pay plugin: its store, the Pay view, and the actions the bound API (createPayments) calls. */
export function createStore(context: PluginContext): PayStore {
  return new PayStore(context)
}

export const views = { Pay: PayView }

export const actions = {
  link: (store: PayStore, listener: unknown) => store.link(listener as (state: PayState) => void),
  pay: (store: PayStore, options: unknown, timeoutMs?: unknown) => store.pay(options, timeoutMs === undefined ? undefined : (timeoutMs as number)),
  openPay: (store: PayStore, options: unknown) => store.openPay(options),
  getAvailableExchanges: (store: PayStore, params?: unknown) => store.headless.availableExchanges(params),
  getPayUrl: (store: PayStore, exchangeId: unknown, params: unknown) => store.headless.payUrl(exchangeId, params),
  getBuyStatus: (store: PayStore, exchangeId: unknown, sessionId: unknown) => store.headless.buyStatus(exchangeId, sessionId),
}
