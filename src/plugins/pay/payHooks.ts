import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { Payments } from './createPayments'
import { asPayError, PayError, type PayErrorInfo } from './payErrors'
import type { Exchange, GetBuyStatusResult, PayOptions, PayResult, PayState } from './payTypes'

/** The pay plugin's state, re-rendering on every change. */
export function usePayState(payments: Payments): PayState {
  return useSyncExternalStore(payments.subscribe, payments.getState, payments.getState)
}

export interface UsePayParameters {
  /** A payment succeeded: its result (the transaction hash). */
  readonly onSuccess?: (result: string) => void
  readonly onError?: (error: PayErrorInfo) => void
}

export interface UsePayReturn {
  /** Opens the Pay view on a payment (AppKit's `open`). */
  readonly open: (options: PayOptions) => Promise<void>
  /** Opens it and resolves with the outcome. */
  readonly pay: (options: PayOptions, timeoutMs?: number) => Promise<PayResult>
  readonly isPending: boolean
  readonly isSuccess: boolean
  readonly isError: boolean
  /** The last payment's result (the transaction hash). */
  readonly data: string | null
  readonly error: PayErrorInfo | null
}

/** AppKit Pay's usePay, for one kit's payments: open or pay, the payment's progress and outcome, and callbacks for it. */
export function usePay(payments: Payments, { onSuccess, onError }: UsePayParameters = {}): UsePayReturn {
  const state = usePayState(payments)
  const callbacks = useRef({ onSuccess, onError })
  const seenStep = useRef(state.step)
  useEffect(() => {
    callbacks.current = { onSuccess, onError }
  }, [onSuccess, onError])
  useEffect(() => {
    if (state.step === seenStep.current) return
    seenStep.current = state.step
    const result = state.currentPayment?.result
    if (state.step === 'success' && result !== undefined) callbacks.current.onSuccess?.(result)
    if (state.step === 'failed' && state.error) callbacks.current.onError?.(state.error)
  }, [state])
  const open = useCallback((options: PayOptions) => payments.openPay(options), [payments])
  const pay = useCallback((options: PayOptions, timeoutMs?: number) => payments.pay(options, timeoutMs), [payments])
  return {
    open,
    pay,
    isPending: state.isPaymentInProgress,
    isSuccess: state.step === 'success',
    isError: state.step === 'failed',
    data: state.step === 'success' ? (state.currentPayment?.result ?? null) : null,
    error: state.error,
  }
}

export interface UseAvailableExchangesParameters {
  /** Read the first page when the component mounts (default true). */
  readonly isFetchOnInit?: boolean
  readonly initialPage?: number
  /** Only exchanges that can pay this asset on this network (both, or neither), and this amount. */
  readonly network?: string
  readonly asset?: string
  readonly amount?: number | string
}

export interface UseAvailableExchangesReturn {
  readonly data: readonly Exchange[] | null
  readonly total: number | null
  readonly isLoading: boolean
  readonly error: PayErrorInfo | null
  readonly fetch: (page?: number) => Promise<void>
}

/** AppKit Pay's useAvailableExchanges: a page of exchanges, read on mount (or when `fetch` is called). */
export function useAvailableExchanges(payments: Payments, { isFetchOnInit = true, initialPage = 0, network, asset, amount }: UseAvailableExchangesParameters = {}): UseAvailableExchangesReturn {
  const [answer, setAnswer] = useState<{ data: readonly Exchange[]; total: number } | null>(null)
  const [isLoading, setLoading] = useState(false)
  const [error, setError] = useState<PayErrorInfo | null>(null)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => void (mounted.current = false)
  }, [])
  const fetch = useCallback(
    async (page: number = initialPage) => {
      setLoading(true)
      try {
        const result = await payments.getAvailableExchanges({ page, ...(network === undefined ? {} : { network }), ...(asset === undefined ? {} : { asset }), ...(amount === undefined ? {} : { amount }) })
        if (!mounted.current) return
        setAnswer({ data: result.exchanges, total: result.total })
        setError(null)
      } catch (failure) {
        if (mounted.current) setError(asPayError(failure).toInfo())
      } finally {
        if (mounted.current) setLoading(false)
      }
    },
    [payments, initialPage, network, asset, amount],
  )
  useEffect(() => {
    if (isFetchOnInit) void fetch()
  }, [isFetchOnInit, fetch])
  return { data: answer?.data ?? null, total: answer?.total ?? null, isLoading, error, fetch }
}

export interface UseExchangeBuyStatusParameters {
  readonly exchangeId: string
  readonly sessionId: string
  /** Milliseconds between two reads (default 2000). */
  readonly pollingInterval?: number
  readonly isEnabled?: boolean
  readonly onSuccess?: (status: GetBuyStatusResult) => void
  /** The session failed at the exchange (EXCHANGE_FAILED). */
  readonly onError?: (error: PayErrorInfo) => void
}

export interface UseExchangeBuyStatusReturn {
  readonly data: GetBuyStatusResult | null
  readonly isLoading: boolean
  readonly error: PayErrorInfo | null
  /** Reads again now (and polls on, unless the session has ended). */
  readonly refetch: () => void
}

/** AppKit Pay's useExchangeBuyStatus: a session's status, read every `pollingInterval` until SUCCESS or FAILED. */
export function useExchangeBuyStatus(
  payments: Payments,
  { exchangeId, sessionId, pollingInterval = 2000, isEnabled = true, onSuccess, onError }: UseExchangeBuyStatusParameters,
): UseExchangeBuyStatusReturn {
  const [data, setData] = useState<GetBuyStatusResult | null>(null)
  const [isLoading, setLoading] = useState(false)
  const [error, setError] = useState<PayErrorInfo | null>(null)
  const [round, setRound] = useState(0)
  const callbacks = useRef({ onSuccess, onError })
  useEffect(() => {
    callbacks.current = { onSuccess, onError }
  }, [onSuccess, onError])
  useEffect(() => {
    if (!isEnabled || !exchangeId || !sessionId) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const read = async (): Promise<void> => {
      setLoading(true)
      try {
        const status = await payments.getBuyStatus(exchangeId, sessionId)
        if (stopped) return
        setData(status)
        setError(null)
        if (status.status === 'SUCCESS') return callbacks.current.onSuccess?.(status)
        if (status.status === 'FAILED') return callbacks.current.onError?.(new PayError('EXCHANGE_FAILED').toInfo())
      } catch (failure) {
        // A read that fails is shown and asked again at the next tick.
        if (!stopped) setError(asPayError(failure).toInfo())
      } finally {
        if (!stopped) setLoading(false)
      }
      if (!stopped) timer = setTimeout(() => void read(), pollingInterval)
    }
    void read()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [payments, exchangeId, sessionId, pollingInterval, isEnabled, round])
  const refetch = useCallback(() => setRound((value) => value + 1), [])
  return { data, isLoading, error, refetch }
}
