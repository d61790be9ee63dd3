// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { asWindow, buy, fakePopup, onrampKit, order, readyToBuy } from '../../test-support/onrampTestKit'
import { BuyInProgressView } from './BuyInProgressView'
import { WATCH_INTERVAL_MS } from './PurchaseFlow'

const tick = () => act(() => vi.advanceTimersByTimeAsync(WATCH_INTERVAL_MS))

async function inProgress() {
  const setup = onrampKit()
  await readyToBuy(setup.store)
  const popup = fakePopup()
  await buy(setup.store, popup)
  render(<BuyInProgressView store={setup.store} args={undefined} context={setup.kit.context} />)
  return { ...setup, popup }
}

describe('BuyInProgress', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('waits with the purchase summed up; the payment, then the crypto landing: success with the amount and the transaction, Done focused', async () => {
    const { store, kit, orders, chain } = await inProgress()
    expect(screen.getByTestId('gw-onramp-progress').getAttribute('data-step')).toBe('waiting')
    expect(screen.getByTestId('gw-onramp-summary-purchase').textContent).toBe('49.05 gUSD')
    expect(screen.getByRole('status').textContent).toBe('Complete your purchase in the Gangway test provider window. This view updates when the crypto arrives.')
    orders.list = [order('processing')]
    await tick()
    expect(screen.getByTestId('gw-onramp-status').textContent).toBe('Payment received. Sending 49.05 gUSD to your wallet…')
    orders.list = [order('completed', { txHash: `0x${'ef'.repeat(32)}` })]
    chain.gUsd += 49_050_000n
    await tick()
    expect(screen.getByTestId('gw-onramp-success').textContent).toBe('You received 49.05 gUSD')
    expect(screen.getByTestId('gw-onramp-tx-hash').getAttribute('data-hash')).toBe(`0x${'ef'.repeat(32)}`)
    expect(document.activeElement).toBe(screen.getByTestId('gw-onramp-done'))
    expect(screen.queryByTestId('gw-onramp-cancel')).toBeNull()
    kit.set({ view: 'BuyInProgress' })
    act(() => void fireEvent.click(screen.getByTestId('gw-onramp-done')))
    expect(kit.replace).toHaveBeenCalledWith('Account')
    expect(store.amountText).toBe('')
  })

  it("a declined card is announced while the window is open; the window closed: the failure, Try again focused, Back to the form", async () => {
    const { store, orders, popup } = await inProgress()
    orders.list = [order('pending', { lastError: 'card_declined' })]
    await tick()
    expect(screen.getByRole('alert').textContent).toBe('The provider declined your card. Nothing was charged: try another card.')
    popup.close()
    await tick()
    await tick()
    expect(screen.getByTestId('gw-onramp-progress').getAttribute('data-step')).toBe('failed')
    expect(screen.getByTestId('gw-onramp-failure').textContent).toBe('The provider declined your card. Nothing was charged: try another card.')
    expect(document.activeElement).toBe(screen.getByTestId('gw-onramp-retry'))
    const again = fakePopup()
    const open = vi.spyOn(window, 'open').mockImplementation(() => asWindow(again))
    act(() => void fireEvent.click(screen.getByTestId('gw-onramp-retry')))
    expect(open).toHaveBeenCalledTimes(1)
    expect(store.flow.busy).toBe(true)
  })
})
