// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ProviderRpcError } from '../../kernel/errors/provider'
import { asWindow, EXCHANGE, fakePopup, gUsdPayment, PAY_URL, payKit, RECIPIENT, TX_HASH } from '../../test-support/payTestKit'
import { PayView } from './PayView'

async function showPay(options: Parameters<typeof payKit>[0] = {}, payment: Record<string, unknown> = gUsdPayment()) {
  const setup = payKit(options)
  const result = setup.store.pay(payment)
  render(<PayView store={setup.store} args={undefined} context={setup.kit.context} />)
  await act(() => vi.waitFor(() => expect(setup.store.exchangeList.status).toBe('ready')))
  return { ...setup, result }
}

describe('the Pay view', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }))
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('says what, how much, to whom (short; in full on focus and in its tooltip) and on which network; the ways to pay', async () => {
    await showPay()
    expect(screen.getByTestId('gw-pay-amount').textContent).toBe('5 gUSD')
    expect(screen.getByTestId('gw-pay-asset').textContent).toBe('Gangway USD')
    expect(screen.getByTestId('gw-pay-network').textContent).toBe('Gangway Local')
    const recipient = screen.getByTestId('gw-pay-recipient')
    expect(recipient.textContent).toBe('0x7099…79C8')
    expect(recipient.getAttribute('title')).toBe(RECIPIENT)
    act(() => recipient.focus())
    expect(recipient.textContent).toBe(RECIPIENT)
    act(() => recipient.blur())
    expect(recipient.textContent).toBe('0x7099…79C8')
    expect(screen.getByTestId('gw-pay-wallet').textContent).toBe('Pay with wallet')
    expect(screen.getByRole('heading', { name: 'Or pay from an exchange' })).toBeTruthy()
    const row = screen.getByTestId('gw-pay-exchange')
    expect(row.textContent).toContain('Gangway Test Exchange')
    expect(row.getAttribute('data-exchange-id')).toBe(EXCHANGE.id)
  })

  it('Pay with wallet: "Confirm the payment in your wallet…", then "Paid 5 gUSD" with the transaction, Done focused', async () => {
    let send: (hash: string) => void = () => undefined
    const { result } = await showPay({ send: () => new Promise((resolve) => (send = resolve)) })
    act(() => void fireEvent.click(screen.getByTestId('gw-pay-wallet')))
    expect(screen.getByTestId('gw-pay-status').textContent).toBe('Confirm the payment in your wallet…')
    expect(screen.queryByTestId('gw-pay-wallet')).toBeNull()
    await act(async () => send(TX_HASH))
    await act(() => result)
    expect(screen.getByTestId('gw-pay-success').textContent).toBe('Paid 5 gUSD')
    expect(screen.getByTestId('gw-pay-tx-hash').getAttribute('data-hash')).toBe(TX_HASH)
    expect(document.activeElement).toBe(screen.getByTestId('gw-pay-done'))
  })

  it('the wallet refusing: "Payment rejected" with the reason by its code, Try again focused, which offers the ways again', async () => {
    const { result } = await showPay({ send: () => Promise.reject(new ProviderRpcError(4001)) })
    act(() => void fireEvent.click(screen.getByTestId('gw-pay-wallet')))
    await act(() => result)
    const failure = screen.getByTestId('gw-pay-failure')
    expect(failure.getAttribute('role')).toBe('alert')
    expect(failure.textContent).toBe('Payment rejected You rejected the payment in your wallet. Nothing was sent.')
    expect(failure.querySelector('[data-code]')?.getAttribute('data-code')).toBe('USER_REJECTED')
    expect(document.activeElement).toBe(screen.getByTestId('gw-pay-retry'))
    act(() => void fireEvent.click(screen.getByTestId('gw-pay-retry')))
    expect(screen.getByTestId('gw-pay-wallet')).toBeTruthy()
  })

  it('an exchange: its window opens inside the click, then waits on the exchange; a blocked window is offered as a link', async () => {
    const popup = fakePopup()
    const open = vi.spyOn(window, 'open').mockImplementation(() => asWindow(popup))
    const { store } = await showPay()
    act(() => void fireEvent.click(screen.getByTestId('gw-pay-exchange')))
    expect(open).toHaveBeenCalledTimes(1)
    await act(() => vi.waitFor(() => expect(popup.location.href).toBe(PAY_URL)))
    expect(screen.getByTestId('gw-pay-status').textContent).toBe('Complete the payment in the Gangway Test Exchange window. This view updates when it is paid.')
    act(() => void fireEvent.click(screen.getByTestId('gw-pay-cancel')))
    expect(popup.close).toHaveBeenCalled()
    expect(store.step).toBe('choosing')

    open.mockImplementation(() => null)
    act(() => void fireEvent.click(screen.getByTestId('gw-pay-exchange')))
    await act(() => vi.waitFor(() => expect(screen.getByTestId('gw-pay-open-link').getAttribute('href')).toBe(PAY_URL)))
    expect(screen.getByTestId('gw-pay-window-blocked').textContent).toContain('Your browser blocked')
  })

  it('without a wallet: a hint that one is connected first; without a payment: says there is none', async () => {
    await showPay({ address: undefined })
    expect(screen.getByText('You connect a wallet first, then confirm the payment in it.')).toBeTruthy()
    cleanup()
    const { store, kit } = payKit()
    render(<PayView store={store} args={undefined} context={kit.context} />)
    expect(screen.getByTestId('gw-pay-empty').textContent).toBe('There is no payment to make. The app opens this view with the payment it asks for.')
  })

  it('the exchanges failing to load: said, and loaded again on demand', async () => {
    const setup = payKit({ exchangesError: { code: -32000, message: 'The exchange is down' } })
    void setup.store.pay(gUsdPayment())
    render(<PayView store={setup.store} args={undefined} context={setup.kit.context} />)
    await act(() => vi.waitFor(() => expect(setup.store.exchangeList.status).toBe('failed')))
    expect(screen.getByTestId('gw-pay-exchanges-error').textContent).toBe('The payment service refused the request: The exchange is down')
    act(() => void fireEvent.click(screen.getByTestId('gw-pay-exchanges-retry')))
    expect(setup.store.exchangeList.status).toBe('loading')
  })
})
