import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { gUsdPayment, payKit } from '../../test-support/payTestKit'

describe('PayExchangeList', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
  })

  it('the exchanges cannot be read: said, and read again on demand', async () => {
    const { store } = payKit({ exchangesError: { code: -32000, message: 'The exchange is down' } })
    store.openPay(gUsdPayment())
    await vi.waitFor(() => expect(store.exchangeList.status).toBe('failed'))
    expect(store.exchangeList.error?.message).toBe('The payment service refused the request: The exchange is down')
  })
})
