import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ProviderRpcError } from '../../kernel/errors/provider'
import type { GetBuyStatusResult } from '../../protocol/payExchange'
import { asWindow, EXCHANGE, ethPayment, fakePopup, GUSD, gUsdPayment, local2, PAY_URL, payKit, RECIPIENT, SESSION_ID, TX_HASH } from '../../test-support/payTestKit'
import { EXCHANGE_POLL_MS, EXCHANGE_TIMEOUT_MS } from './ExchangePayment'
import { PAY_TIMEOUT_MS } from './PayStore'

const rejected = () => Promise.reject(new ProviderRpcError(4001))
const events = (emit: { mock: { calls: unknown[][] } }) => emit.mock.calls.map(([event]) => event)

/** A wallet whose send hangs until the test answers it. */
function heldSend() {
  let answer: (hash: string) => void = () => undefined
  const send = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)))
  return { send, answer: (hash: string) => answer(hash) }
}

describe('PayStore', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
  })

  it('openPay checks the request, opens Pay on it and reads the exchanges that can pay it', async () => {
    const { store, kit, rpc } = payKit()
    store.openPay(gUsdPayment())
    expect(store.step).toBe('choosing')
    expect(store.payment?.amount).toBe('5')
    expect(kit.emit).toHaveBeenCalledWith('PAY_MODAL_OPEN', { configuration: { network: 'eip155:31337', asset: GUSD, recipient: RECIPIENT, amount: '5' } })
    await vi.waitFor(() => expect(store.exchangeList.status).toBe('ready'))
    expect(store.exchangeList.exchanges).toEqual([EXCHANGE])
    expect(rpc[0]).toEqual({ method: 'reown_getExchanges', params: { page: 0, asset: `eip155:31337/erc20:${GUSD}`, amount: '5', projectId: 'gangway-test', st: 'appkit', sv: 'test' } })
  })

  it('pay with the wallet: an ERC-20 transfer of exactly the amount, its receipt, then success with the hash', async () => {
    const { store, kit, waitForTransactionReceipt } = payKit()
    const result = store.pay(gUsdPayment())
    store.payWithWallet()
    expect(store.step).toBe('confirming')
    expect(store.isPaymentInProgress).toBe(true)
    await expect(result).resolves.toEqual({ success: true, result: TX_HASH })
    expect(kit.sendTransaction).toHaveBeenCalledWith({ to: GUSD, data: `0xa9059cbb${RECIPIENT.slice(2).toLowerCase().padStart(64, '0')}${(5_000_000).toString(16).padStart(64, '0')}` })
    expect(waitForTransactionReceipt).toHaveBeenCalledWith({ hash: TX_HASH, pollingInterval: 500 })
    expect(store.step).toBe('success')
    expect(store.state).toMatchObject({ isPaymentInProgress: false, currentPayment: { type: 'wallet', status: 'SUCCESS', result: TX_HASH }, error: null })
    expect(events(kit.emit)).toEqual(['PAY_MODAL_OPEN', 'PAY_INITIATED', 'PAY_SUCCESS'])
    expect(kit.switchNetwork).not.toHaveBeenCalled()
  })

  it("the coin on another network: the wallet is switched to the asset's network first, then sends the value", async () => {
    const { store, kit } = payKit()
    const result = store.pay(ethPayment('0.25', 'eip155:31338'))
    store.payWithWallet()
    expect(store.step).toBe('switching')
    await expect(result).resolves.toMatchObject({ success: true })
    expect(kit.switchNetwork).toHaveBeenCalledWith(local2)
    expect(kit.sendTransaction).toHaveBeenCalledWith({ to: RECIPIENT, value: 250_000_000_000_000_000n, data: '0x' })
  })

  it('the wallet refusing the send or the switch: success false, USER_REJECTED, nothing more asked', async () => {
    const refuse = payKit({ send: rejected })
    const result = refuse.store.pay(gUsdPayment())
    refuse.store.payWithWallet()
    await expect(result).resolves.toEqual({ success: false, error: { code: 'USER_REJECTED', message: 'You rejected the payment in your wallet. Nothing was sent.' } })
    expect(refuse.store.step).toBe('failed')
    expect(refuse.waitForTransactionReceipt).not.toHaveBeenCalled()
    expect(events(refuse.kit.emit)).toEqual(['PAY_MODAL_OPEN', 'PAY_INITIATED', 'PAY_ERROR'])

    const noSwitch = payKit({ switchNetwork: rejected })
    const switched = noSwitch.store.pay(ethPayment('1', 'eip155:31338'))
    noSwitch.store.payWithWallet()
    await expect(switched).resolves.toMatchObject({ success: false, error: { code: 'USER_REJECTED' } })
    expect(noSwitch.kit.sendTransaction).not.toHaveBeenCalled()
  })

  it('a switch that fails otherwise, a send that fails, a reverted transaction: their codes', async () => {
    const switchFails = payKit({ switchNetwork: () => Promise.reject(new Error('Unrecognized chain')) })
    const a = switchFails.store.pay(ethPayment('1', 'eip155:31338'))
    switchFails.store.payWithWallet()
    await expect(a).resolves.toMatchObject({ success: false, error: { code: 'NETWORK_SWITCH_FAILED', message: 'Your wallet could not switch to Gangway Local 2. Nothing was sent.' } })

    const sendFails = payKit({ send: () => Promise.reject(new Error('insufficient funds for gas')) })
    const b = sendFails.store.pay(gUsdPayment())
    sendFails.store.payWithWallet()
    await expect(b).resolves.toEqual({ success: false, error: { code: 'GENERIC', message: 'The payment could not be made: insufficient funds for gas' } })

    const reverted = payKit({ receipt: 'reverted' })
    const c = reverted.store.pay(gUsdPayment())
    reverted.store.payWithWallet()
    await expect(c).resolves.toMatchObject({ success: false, error: { code: 'TRANSACTION_FAILED' } })
  })

  it('the modal closed while the wallet asks: MODAL_CLOSED at once; the late answer changes nothing', async () => {
    const wallet = heldSend()
    const { store, kit, waitForTransactionReceipt } = payKit({ send: wallet.send })
    const result = store.pay(gUsdPayment())
    store.payWithWallet()
    await vi.waitFor(() => expect(kit.sendTransaction).toHaveBeenCalled())
    kit.set({ isModalOpen: false })
    await expect(result).resolves.toEqual({ success: false, error: { code: 'MODAL_CLOSED', message: 'The payment was cancelled: the window was closed before it completed.' } })
    wallet.answer(TX_HASH)
    await vi.advanceTimersByTimeAsync(10)
    expect(store.step).toBe('failed')
    expect(store.error?.code).toBe('MODAL_CLOSED')
    expect(waitForTransactionReceipt).not.toHaveBeenCalled()
  })

  it('the modal closed before a way to pay was chosen: MODAL_CLOSED too', async () => {
    const { store, kit } = payKit()
    const result = store.pay(gUsdPayment())
    kit.set({ isModalOpen: false })
    await expect(result).resolves.toMatchObject({ success: false, error: { code: 'MODAL_CLOSED' } })
  })

  it('the kit destroyed while pay() waits: MODAL_CLOSED, nothing more asked', async () => {
    const wallet = heldSend()
    const { store, kit, waitForTransactionReceipt } = payKit({ send: wallet.send })
    const result = store.pay(gUsdPayment())
    store.payWithWallet()
    kit.dispose()
    await expect(result).resolves.toMatchObject({ success: false, error: { code: 'MODAL_CLOSED' } })
    wallet.answer(TX_HASH)
    await vi.advanceTimersByTimeAsync(10)
    expect(waitForTransactionReceipt).not.toHaveBeenCalled()
  })

  it('a second payment while one runs: PAYMENT_IN_PROGRESS, the first goes on', async () => {
    const wallet = heldSend()
    const { store, kit } = payKit({ send: wallet.send })
    const first = store.pay(gUsdPayment())
    await expect(store.pay(ethPayment())).resolves.toMatchObject({ success: false, error: { code: 'PAYMENT_IN_PROGRESS', message: 'A payment is already in progress: wait for it to finish' } })
    store.payWithWallet()
    expect(() => store.openPay(ethPayment())).toThrow('A payment is already in progress')
    await vi.waitFor(() => expect(kit.sendTransaction).toHaveBeenCalled())
    wallet.answer(TX_HASH)
    await expect(first).resolves.toEqual({ success: true, result: TX_HASH })
  })

  it('a refused request resolves its code with nothing asked, and leaves a payment on show alone', async () => {
    const { store, kit, rpc } = payKit()
    await expect(store.pay(gUsdPayment({ recipient: 'nobody' }))).resolves.toMatchObject({ success: false, error: { code: 'INVALID_RECIPIENT' } })
    expect(store.step).toBe('idle')
    expect(store.state.error?.code).toBe('INVALID_RECIPIENT')
    expect(rpc).toEqual([])
    expect(kit.emit).not.toHaveBeenCalled()
    await expect(store.pay(gUsdPayment(), 0)).resolves.toMatchObject({ success: false, error: { code: 'INVALID_PAYMENT_CONFIG' } })
  })

  it('pay() times out after 5 minutes (PAYMENT_TIMEOUT); its own timeout when given', async () => {
    const { store } = payKit()
    const result = store.pay(gUsdPayment())
    await vi.advanceTimersByTimeAsync(PAY_TIMEOUT_MS - 1)
    expect(store.step).toBe('choosing')
    await vi.advanceTimersByTimeAsync(1)
    await expect(result).resolves.toEqual({ success: false, error: { code: 'PAYMENT_TIMEOUT', message: 'The payment did not complete within 5 minutes.' } })

    const short = payKit()
    const quick = short.store.pay(gUsdPayment(), 30_000)
    await vi.advanceTimersByTimeAsync(30_000)
    await expect(quick).resolves.toMatchObject({ error: { message: 'The payment did not complete within 0.5 minutes.' } })
  })

  it('without a wallet: Connect first; once connected (the kit closes the modal) the payment goes on in Pay', async () => {
    const { store, kit } = payKit({ address: undefined })
    const result = store.pay(gUsdPayment())
    store.payWithWallet()
    expect(store.step).toBe('connecting')
    expect(kit.navigate).toHaveBeenCalledWith('Connect')
    kit.set({ address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' })
    kit.set({ isModalOpen: false })
    expect(store.step).toBe('connecting')
    await vi.advanceTimersByTimeAsync(0)
    await expect(result).resolves.toEqual({ success: true, result: TX_HASH })
    expect(kit.sendTransaction).toHaveBeenCalledTimes(1)
  })

  it('without a wallet, the modal closed at Connect: MODAL_CLOSED; Back from Connect: the ways to pay again', async () => {
    const back = payKit({ address: undefined })
    back.store.openPay(gUsdPayment())
    back.store.payWithWallet()
    back.kit.set({ view: 'Pay' })
    expect(back.store.step).toBe('choosing')

    const closed = payKit({ address: undefined })
    const result = closed.store.pay(gUsdPayment())
    closed.store.payWithWallet()
    closed.kit.set({ isModalOpen: false })
    await expect(result).resolves.toMatchObject({ success: false, error: { code: 'MODAL_CLOSED' } })
  })

  describe('at an exchange', () => {
    async function atExchange(statuses: GetBuyStatusResult[], popup = fakePopup()) {
      const setup = payKit({ statuses })
      const result = setup.store.pay(gUsdPayment())
      await vi.waitFor(() => expect(setup.store.exchangeList.status).toBe('ready'))
      const openWindow = vi.fn(() => asWindow(popup))
      expect(setup.store.payWithExchange(EXCHANGE.id, openWindow)).toBe('started')
      expect(openWindow).toHaveBeenCalledTimes(1)
      await vi.waitFor(() => expect(setup.store.currentPayment?.sessionId).toBe(SESSION_ID))
      return { ...setup, result, popup }
    }

    it('the window goes to the pay page; the status is read every 2 s until SUCCESS: success with the transaction', async () => {
      const { store, kit, result, popup, rpc, methods } = await atExchange([{ status: 'IN_PROGRESS' }, { status: 'IN_PROGRESS' }, { status: 'SUCCESS', txHash: TX_HASH }])
      expect(popup.location.href).toBe(PAY_URL)
      expect(rpc[1]).toMatchObject({ method: 'reown_getExchangePayUrl', params: { exchangeId: EXCHANGE.id, asset: `eip155:31337/erc20:${GUSD}`, amount: '5', recipient: `eip155:31337:${RECIPIENT}` } })
      expect(store.step).toBe('exchange')
      await vi.advanceTimersByTimeAsync(EXCHANGE_POLL_MS)
      await vi.advanceTimersByTimeAsync(EXCHANGE_POLL_MS)
      expect(store.step).toBe('exchange')
      await vi.advanceTimersByTimeAsync(EXCHANGE_POLL_MS)
      await expect(result).resolves.toEqual({ success: true, result: TX_HASH })
      expect(methods().filter((method) => method === 'reown_getExchangeBuyStatus')).toHaveLength(3)
      expect(rpc.at(-1)?.params).toMatchObject({ sessionId: SESSION_ID, exchangeId: EXCHANGE.id })
      expect(store.state.currentPayment).toEqual({ type: 'exchange', exchangeId: EXCHANGE.id, sessionId: SESSION_ID, status: 'SUCCESS', result: TX_HASH })
      expect(events(kit.emit)).toEqual(['PAY_MODAL_OPEN', 'PAY_EXCHANGE_SELECTED', 'PAY_INITIATED', 'PAY_SUCCESS'])
      expect(popup.close).not.toHaveBeenCalled()
    })

    it('FAILED at the exchange: EXCHANGE_FAILED, its window closed', async () => {
      const { result, popup } = await atExchange([{ status: 'FAILED' }])
      await vi.advanceTimersByTimeAsync(EXCHANGE_POLL_MS)
      await expect(result).resolves.toMatchObject({ success: false, error: { code: 'EXCHANGE_FAILED' } })
      expect(popup.close).toHaveBeenCalled()
    })

    it('its window closed unpaid: EXCHANGE_WINDOW_CLOSED after three reads', async () => {
      const { result, popup, store } = await atExchange([{ status: 'IN_PROGRESS' }])
      popup.close()
      await vi.advanceTimersByTimeAsync(EXCHANGE_POLL_MS * 2)
      expect(store.step).toBe('exchange')
      await vi.advanceTimersByTimeAsync(EXCHANGE_POLL_MS)
      await expect(result).resolves.toMatchObject({ success: false, error: { code: 'EXCHANGE_WINDOW_CLOSED' } })
    })

    it('still open after 5 minutes: PAYMENT_TIMEOUT, the window closed, no more reads', async () => {
      const { store, result, popup, methods } = await atExchange([{ status: 'IN_PROGRESS' }])
      const before = methods().length
      await vi.advanceTimersByTimeAsync(EXCHANGE_TIMEOUT_MS)
      await expect(result).resolves.toMatchObject({ success: false, error: { code: 'PAYMENT_TIMEOUT' } })
      expect(popup.close).toHaveBeenCalled()
      const after = methods().length
      expect(after).toBeGreaterThan(before)
      await vi.advanceTimersByTimeAsync(EXCHANGE_POLL_MS * 3)
      expect(methods().length).toBe(after)
      expect(store.step).toBe('failed')
    })

    it('the modal closed while at the exchange: MODAL_CLOSED, the window closed, the reads stop', async () => {
      const { kit, result, popup, methods } = await atExchange([{ status: 'IN_PROGRESS' }])
      kit.set({ isModalOpen: false })
      await expect(result).resolves.toMatchObject({ success: false, error: { code: 'MODAL_CLOSED' } })
      expect(popup.close).toHaveBeenCalled()
      const count = methods().length
      await vi.advanceTimersByTimeAsync(EXCHANGE_POLL_MS * 3)
      expect(methods().length).toBe(count)
    })

    it('a blocked window: the pay page is offered as a link; Cancel: the ways to pay again, pay() still waiting', async () => {
      const setup = payKit()
      const result = setup.store.pay(gUsdPayment())
      await vi.waitFor(() => expect(setup.store.exchangeList.status).toBe('ready'))
      setup.store.payWithExchange(EXCHANGE.id, () => null)
      await vi.waitFor(() => expect(setup.store.blockedUrl).toBe(PAY_URL))
      setup.store.cancelExchange()
      expect(setup.store.step).toBe('choosing')
      let settled = false
      void result.then(() => (settled = true))
      await vi.advanceTimersByTimeAsync(EXCHANGE_POLL_MS * 2)
      expect(settled).toBe(false)
    })
  })

  it('tells its linked listeners every change, frozen plain data', async () => {
    const { store } = payKit()
    const seen: string[] = []
    const stop = store.link((state) => seen.push(state.step))
    store.openPay(gUsdPayment())
    store.payWithWallet()
    await vi.waitFor(() => expect(store.step).toBe('success'))
    stop()
    expect(seen[0]).toBe('idle')
    expect(seen).toContain('choosing')
    expect(seen.at(-1)).toBe('success')
    expect(Object.isFrozen(store.state)).toBe(true)
  })
})
