import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HttpError } from 'gangway/plugin'
import { asWindow, buy, CHECKOUT_URL, fakePopup, onrampKit, order, readyToBuy } from '../../test-support/onrampTestKit'
import { WATCH_INTERVAL_MS } from './PurchaseFlow'

const tick = () => vi.advanceTimersByTimeAsync(WATCH_INTERVAL_MS)

describe('PurchaseFlow: the provider page, then the wait for the crypto', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('a card purchase: the window opens in the click, goes to the checkout; payment, sending, then the balance rises by the order: success', async () => {
    const { kit, store, chain, orders, statusCalls } = onrampKit()
    await readyToBuy(store)
    const popup = fakePopup()
    await buy(store, popup)
    expect(kit.navigate).toHaveBeenCalledWith('BuyInProgress')
    const [, call] = kit.post.mock.calls.find(([path]) => path === '/v1/generators/onrampurl')!
    const body = call.body as { partnerUserId: string }
    expect(body).toEqual({
      destinationWallets: [{ address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', blockchains: ['gangway-local'], assets: ['gUSD'] }],
      defaultNetwork: 'gangway-local',
      partnerUserId: expect.stringMatching(/^gangway-[0-9a-f-]{36}$/),
      defaultExperience: 'buy',
      presetFiatAmount: 50,
      fiatCurrency: 'USD',
      defaultPaymentMethod: 'card',
    })
    expect(popup.location.href).toBe(CHECKOUT_URL)
    expect(store.flow.step).toBe('waiting')
    expect(store.flow.busy).toBe(true)
    expect(kit.emit).toHaveBeenCalledWith('SELECT_BUY_PROVIDER', { provider: 'Gangway test provider', isSmartAccount: false })

    await tick()
    expect(statusCalls.at(-1)).toBe(`http://127.0.0.1:3006/v1/orders?partnerUserId=${body.partnerUserId}`)
    orders.list = [order('pending')]
    await tick()
    expect(store.flow.order?.status).toBe('pending')
    orders.list = [order('processing')]
    await tick()
    expect(store.flow.step).toBe('paid')
    // The provider reports it sent; the chain shows it.
    orders.list = [order('completed', { txHash: `0x${'cd'.repeat(32)}` })]
    chain.gUsd += 49_050_000n
    await tick()
    expect(store.flow.step).toBe('success')
    expect(store.flow.received).toBe('49.05')
    expect(store.flow.txHash).toBe(`0x${'cd'.repeat(32)}`)
    expect(kit.emit).toHaveBeenCalledWith('BUY_SUCCESS', expect.objectContaining({ provider: 'Gangway test provider', purchaseCurrency: 'gUSD', amount: '49.05', network: 'eip155:31337', hash: `0x${'cd'.repeat(32)}` }))
    // BuyInProgress shows it: no toast over it.
    expect(kit.toast).not.toHaveBeenCalled()
    expect(kit.tokenBalances).toHaveBeenCalledWith(true)
    // The watch has ended.
    const calls = statusCalls.length
    await tick()
    expect(statusCalls).toHaveLength(calls)
  })

  it('completed, but the balance moved otherwise meanwhile: counted as landed after a few reads', async () => {
    const { store, orders } = onrampKit()
    await readyToBuy(store)
    await buy(store, fakePopup())
    orders.list = [order('completed')]
    await tick()
    await tick()
    expect(store.flow.step).toBe('paid')
    await tick()
    expect(store.flow.step).toBe('success')
  })

  it('a declined card: the notice shows while the window is open (nothing credited); the window closed: a clear failure', async () => {
    const { kit, store, orders } = onrampKit()
    await readyToBuy(store)
    const popup = fakePopup()
    await buy(store, popup)
    orders.list = [order('pending', { lastError: 'card_declined' })]
    await tick()
    expect(store.flow.notice?.message).toBe('The provider declined your card. Nothing was charged: try another card.')
    expect(store.flow.step).toBe('waiting')
    popup.closed = true
    await tick()
    expect(store.flow.step).toBe('waiting')
    await tick()
    expect(store.flow.step).toBe('failed')
    expect(store.flow.error?.code).toBe('CARD_DECLINED')
    expect(kit.emit).toHaveBeenCalledWith('BUY_ERROR', { provider: 'Gangway test provider', code: 'CARD_DECLINED', message: 'The provider declined your card. Nothing was charged: try another card.' })
    // Try again: a new window from that click, a new purchase.
    const again = fakePopup()
    expect(store.continue(() => asWindow(again))).toBe('started')
    await vi.waitFor(() => expect(again.location.href).toBe(CHECKOUT_URL))
    expect(store.flow.step).toBe('waiting')
  })

  it('the window closed before paying: no hang, the failure says nothing was charged', async () => {
    const { store } = onrampKit()
    await readyToBuy(store)
    const popup = fakePopup()
    await buy(store, popup)
    popup.close()
    await tick()
    await tick()
    expect(store.flow.step).toBe('failed')
    expect(store.flow.error?.message).toBe("The provider's window was closed before the payment was made. Nothing was charged.")
  })

  it('the window closed after the payment: the wait goes on until the crypto lands', async () => {
    const { kit, store, orders, chain } = onrampKit()
    await readyToBuy(store)
    const popup = fakePopup()
    await buy(store, popup)
    orders.list = [order('processing')]
    popup.close()
    await tick()
    await tick()
    await tick()
    expect(store.flow.step).toBe('paid')
    // The visitor closed the modal meanwhile: the success comes as a toast.
    kit.set({ isModalOpen: false })
    orders.list = [order('completed')]
    chain.gUsd += 49_050_000n
    await tick()
    expect(store.flow.step).toBe('success')
    expect(kit.toast).toHaveBeenCalledWith('Received 49.05 gUSD', 'success')
  })

  it("the provider's failures: the transfer failed, the order cancelled or expired", async () => {
    for (const [status, code] of [
      ['failed', 'TRANSFER_FAILED'],
      ['cancelled', 'ORDER_CANCELLED'],
      ['expired', 'ORDER_EXPIRED'],
    ] as const) {
      const { store, orders } = onrampKit()
      await readyToBuy(store)
      await buy(store, fakePopup())
      orders.list = [order(status)]
      await tick()
      expect(store.flow.error?.code, status).toBe(code)
    }
  })

  it('a blocked window: the link to the checkout is offered and the wait goes on', async () => {
    const { store, orders, chain } = onrampKit()
    await readyToBuy(store)
    await buy(store, null)
    expect(store.flow.popupBlocked).toBe(true)
    expect(store.flow.checkoutUrl).toBe(CHECKOUT_URL)
    expect(store.flow.step).toBe('waiting')
    orders.list = [order('completed')]
    chain.gUsd += 49_050_000n
    await tick()
    expect(store.flow.step).toBe('success')
  })

  it('Cancel closes the window, stops the watch and shows the form again', async () => {
    const { kit, store, statusCalls } = onrampKit()
    await readyToBuy(store)
    const popup = fakePopup()
    await buy(store, popup)
    kit.set({ view: 'BuyInProgress' })
    store.cancel()
    expect(popup.close).toHaveBeenCalled()
    expect(store.flow.step).toBe('idle')
    expect(kit.back).toHaveBeenCalled()
    const calls = statusCalls.length
    await tick()
    await tick()
    expect(statusCalls).toHaveLength(calls)
    expect(store.amountText).toBe('50')
  })

  it('the URL refused by the service: the window closes and the refusal is shown', async () => {
    const refused = new HttpError(new Response(JSON.stringify({ code: 'INVALID_PARAMETER', message: "Invalid parameter 'destinationWallets.0.assets.0': unknown asset 'USDC'" }), { status: 400 }))
    const { store } = onrampKit({ url: () => Promise.reject(refused) })
    await readyToBuy(store)
    const popup = fakePopup()
    await buy(store, popup)
    expect(store.flow.step).toBe('failed')
    expect(popup.close).toHaveBeenCalled()
    expect(store.flow.error?.message).toBe("The onramp service refused the request: Invalid parameter 'destinationWallets.0.assets.0': unknown asset 'USDC'")
  })

  it('a provider without a status API: success once the balance rises', async () => {
    const { store, chain, statusCalls } = onrampKit({ providers: [] })
    await readyToBuy(store)
    await buy(store, fakePopup())
    await tick()
    expect(store.flow.step).toBe('waiting')
    chain.gUsd += 1_000_000n
    await tick()
    expect(store.flow.step).toBe('success')
    expect(store.flow.received).toBe('1')
    expect(statusCalls).toEqual([])
  })

  it('the status API down: the balance still decides once the order is known, and nothing fails meanwhile', async () => {
    const { store, orders } = onrampKit()
    await readyToBuy(store)
    await buy(store, fakePopup())
    orders.list = 'down'
    await tick()
    await tick()
    expect(store.flow.step).toBe('waiting')
    expect(store.flow.error).toBeUndefined()
  })
})
