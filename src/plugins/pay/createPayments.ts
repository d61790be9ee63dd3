import { PAY_PLUGIN } from './payPlugin'
import { asPayError, type PayErrorInfo } from './payErrors'
import type { Exchange, GetBuyStatusResult, GetExchangesParams, GetExchangesResult, PayOptions, PayResult, PayState, PayUrlParams } from './payTypes'

/** What the bound API needs of a kit: its `runAction` (the AppKit instance createAppKit returns has it). */
export interface PayKit {
  runAction(plugin: string, action: string, ...args: readonly unknown[]): Promise<unknown>
}

/** AppKit Pay's API, bound to one kit. */
export interface Payments {
  /** Opens the Pay view and resolves with the outcome; never rejects. `timeoutMs` (default 5 minutes) bounds the wait. */
  pay(options: PayOptions, timeoutMs?: number): Promise<PayResult>
  /** Opens the Pay view on this payment; rejects with a PayError when the request is refused. */
  openPay(options: PayOptions): Promise<void>
  /** The exchanges of the Pay view's payment (AppKit's getExchanges). */
  getExchanges(): readonly Exchange[]
  /** A page of exchanges (0-based), optionally only those that can pay `network`/`asset` (and `amount`). */
  getAvailableExchanges(params?: GetExchangesParams): Promise<GetExchangesResult>
  /** A session at an exchange for this payment, without the Pay view: its page and the id to ask the status of. */
  getPayUrl(exchangeId: string, params: PayUrlParams): Promise<{ url: string; sessionId: string }>
  getBuyStatus(exchangeId: string, sessionId: string): Promise<GetBuyStatusResult>
  /** The last payment's result (the transaction hash), once it succeeded. */
  getPayResult(): string | undefined
  getPayError(): PayErrorInfo | null
  getIsPaymentInProgress(): boolean
  getState(): PayState
  /** Calls `listener` on every change of the state; returns the way to stop. */
  subscribe(listener: (state: PayState) => void): () => void
}

export const INITIAL_PAY_STATE: PayState = Object.freeze({
  step: 'idle',
  isPaymentInProgress: false,
  payment: undefined,
  currentPayment: undefined,
  error: null,
  exchanges: Object.freeze([]),
  isLoadingExchanges: false,
})

/**
 * AppKit Pay's functions for one kit: `createPayments(appkit)` (one per kit; with two kits on a page, one each).
 * Nothing loads until a payment or an exchange call is asked for: the plugin's code comes with the first call, and
 * the getters read the state it reports from then on (before it, the initial state). With the `pay` flag off every
 * call fails with PAY_DISABLED (pay() resolves it).
 */
export function createPayments(kit: PayKit): Payments {
  let state = INITIAL_PAY_STATE
  const listeners = new Set<(state: PayState) => void>()
  let linked: Promise<unknown> | undefined

  const link = (): Promise<unknown> => {
    linked ??= kit
      .runAction(PAY_PLUGIN, 'link', (next: PayState) => {
        state = next
        for (const listener of [...listeners]) listener(next)
      })
      .catch((error: unknown) => {
        linked = undefined
        throw error
      })
    return linked
  }
  const run = async <T>(action: string, ...args: readonly unknown[]): Promise<T> => {
    try {
      await link()
      return (await kit.runAction(PAY_PLUGIN, action, ...args)) as T
    } catch (error) {
      throw asPayError(error)
    }
  }

  return {
    pay: (options, timeoutMs) => run<PayResult>('pay', options, timeoutMs).catch((error: unknown) => ({ success: false, error: asPayError(error).toInfo() })),
    openPay: (options) => run<void>('openPay', options),
    getExchanges: () => state.exchanges,
    getAvailableExchanges: (params) => run('getAvailableExchanges', params),
    getPayUrl: (exchangeId, params) => run('getPayUrl', exchangeId, params),
    getBuyStatus: (exchangeId, sessionId) => run('getBuyStatus', exchangeId, sessionId),
    getPayResult: () => (state.currentPayment?.status === 'SUCCESS' ? state.currentPayment.result : undefined),
    getPayError: () => state.error,
    getIsPaymentInProgress: () => state.isPaymentInProgress,
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
