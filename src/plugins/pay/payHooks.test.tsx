// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EXCHANGE, SESSION_ID, TX_HASH } from '../../test-support/payTestKit'
import { INITIAL_PAY_STATE, type Payments } from './createPayments'
import { useAvailableExchanges, useExchangeBuyStatus, usePay } from './payHooks'
import type { GetBuyStatusResult, PayState } from './payTypes'

/** A Payments whose state the test moves. */
function fakePayments(statuses: GetBuyStatusResult[] = []) {
  let state: PayState = INITIAL_PAY_STATE
  const listeners = new Set<(state: PayState) => void>()
  const payments = {
    getState: () => state,
    subscribe: (listener: (state: PayState) => void) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    openPay: vi.fn(() => Promise.resolve()),
    pay: vi.fn(() => Promise.resolve({ success: true as const, result: TX_HASH })),
    getAvailableExchanges: vi.fn(() => Promise.resolve({ exchanges: [EXCHANGE], total: 1 })),
    getBuyStatus: vi.fn(() => Promise.resolve(statuses.length > 1 ? statuses.shift()! : statuses[0]!)),
  } as unknown as Payments
  const move = (change: Partial<PayState>) => act(() => {
    state = Object.freeze({ ...state, ...change })
    listeners.forEach((listener) => listener(state))
  })
  return { payments, move }
}

describe('the pay hooks', () => {
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it('usePay follows the payment and calls onSuccess / onError once per outcome', () => {
    const { payments, move } = fakePayments()
    const onSuccess = vi.fn()
    const onError = vi.fn()
    const { result } = renderHook(() => usePay(payments, { onSuccess, onError }))
    expect(result.current).toMatchObject({ isPending: false, isSuccess: false, isError: false, data: null, error: null })
    move({ step: 'confirming', isPaymentInProgress: true })
    expect(result.current.isPending).toBe(true)
    move({ step: 'success', isPaymentInProgress: false, currentPayment: { type: 'wallet', status: 'SUCCESS', result: TX_HASH } })
    expect(result.current).toMatchObject({ isSuccess: true, data: TX_HASH })
    expect(onSuccess).toHaveBeenCalledWith(TX_HASH)
    move({ step: 'failed', error: { code: 'USER_REJECTED', message: 'no' } })
    expect(result.current).toMatchObject({ isError: true, data: null, error: { code: 'USER_REJECTED' } })
    expect(onError).toHaveBeenCalledWith({ code: 'USER_REJECTED', message: 'no' })
    expect(onSuccess).toHaveBeenCalledTimes(1)
  })

  it('useAvailableExchanges reads the first page on mount', async () => {
    const { payments } = fakePayments()
    const { result } = renderHook(() => useAvailableExchanges(payments, { network: 'eip155:31337', asset: 'native' }))
    await waitFor(() => expect(result.current.data).toEqual([EXCHANGE]))
    expect(result.current).toMatchObject({ total: 1, isLoading: false, error: null })
    expect(payments.getAvailableExchanges).toHaveBeenCalledWith({ page: 0, network: 'eip155:31337', asset: 'native' })
  })

  it('useExchangeBuyStatus polls until SUCCESS, then stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { payments } = fakePayments([{ status: 'IN_PROGRESS' }, { status: 'SUCCESS', txHash: TX_HASH }])
    const onSuccess = vi.fn()
    const { result } = renderHook(() => useExchangeBuyStatus(payments, { exchangeId: EXCHANGE.id, sessionId: SESSION_ID, pollingInterval: 1000, onSuccess }))
    await waitFor(() => expect(result.current.data).toEqual({ status: 'IN_PROGRESS' }))
    await act(() => vi.advanceTimersByTimeAsync(1000))
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ status: 'SUCCESS', txHash: TX_HASH }))
    await act(() => vi.advanceTimersByTimeAsync(5000))
    expect(payments.getBuyStatus).toHaveBeenCalledTimes(2)
  })
})
