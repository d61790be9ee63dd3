import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { KitRoot } from '../../kernel/root'
import { EXCHANGE, GUSD, gUsdPayment } from '../../test-support/payTestKit'
import { appKitOf, testOptions } from '../../test-support/testKit'
import { createPayments, INITIAL_PAY_STATE, payPlugin, PayError, type PayState } from './index'

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })

/** The chain-data service's JSON-RPC endpoint as the reference cloud answers the exchange calls. */
function chainData(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const url = String(input)
  // The kit's other calls (project config, wallet directory) fail at once: the remote config settles as failed.
  if (!url.includes('/v1/json-rpc')) return Promise.resolve(new Response('{}', { status: 503 }))
  const { id, method } = JSON.parse(String(init?.body)) as { id: number; method: string }
  if (method === 'reown_getExchanges') return Promise.resolve(json({ jsonrpc: '2.0', id, result: { exchanges: [EXCHANGE], total: 1 } }))
  return Promise.resolve(json({ jsonrpc: '2.0', id, error: { code: -32601, message: `Method not available: ${method}` } }))
}

const kits: KitRoot[] = []
function kitWithPay(pay: boolean) {
  const kit = new KitRoot(testOptions({ plugins: [payPlugin()], features: { pay } }))
  kits.push(kit)
  return { kit, payments: createPayments(appKitOf(kit)) }
}

describe('createPayments(appkit): AppKit Pay bound to one kit', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn(chainData))
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(async () => {
    // An opened modal starts the remote calls in their own chunk: they end before the kit does.
    await vi.waitFor(() => expect(kits.every((kit) => kit.flagStore.remoteSettled)).toBe(true))
    for (const kit of kits.splice(0)) kit.destroy()
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  it('the descriptor: flag pay (remote pay), the Pay view, its actions; off unless the app turns it on (§9)', () => {
    expect(payPlugin()).toMatchObject({ name: 'pay', flag: { name: 'pay', remote: 'pay' }, views: { Pay: { title: 'Pay' } } })
    const off = new KitRoot(testOptions({ plugins: [payPlugin()] }))
    kits.push(off)
    expect(off.plugins.enabled).toEqual([])
  })

  it('before any call: the initial state, and no chunk loaded', () => {
    const { kit, payments } = kitWithPay(true)
    expect(payments.getState()).toBe(INITIAL_PAY_STATE)
    expect(payments.getIsPaymentInProgress()).toBe(false)
    expect(payments.getPayResult()).toBeUndefined()
    expect(payments.getPayError()).toBeNull()
    expect(kit.plugins.status('pay')).toBe('idle')
  })

  it('openPay opens the Pay view on the payment; the getters and subscribers follow; closing the modal settles pay() with MODAL_CLOSED', async () => {
    const { kit, payments } = kitWithPay(true)
    const seen: PayState[] = []
    payments.subscribe((state) => seen.push(state))
    const result = payments.pay(gUsdPayment())
    await vi.waitFor(() => expect(kit.router.view).toBe('Pay'))
    expect(kit.modal.isOpen).toBe(true)
    await vi.waitFor(() => expect(payments.getExchanges()).toEqual([EXCHANGE]))
    expect(payments.getState()).toMatchObject({ step: 'choosing', payment: { recipient: gUsdPayment().recipient, paymentAsset: { asset: GUSD } } })
    expect(seen.some((state) => state.step === 'choosing')).toBe(true)
    await kit.close()
    await expect(result).resolves.toMatchObject({ success: false, error: { code: 'MODAL_CLOSED' } })
    expect(payments.getPayError()).toEqual({ code: 'MODAL_CLOSED', message: 'The payment was cancelled: the window was closed before it completed.' })
  })

  it('pay() never rejects: a refused request resolves its code, openPay rejects with the PayError', async () => {
    const { kit, payments } = kitWithPay(true)
    await expect(payments.pay(gUsdPayment({ amount: 'lots' }))).resolves.toEqual({ success: false, error: { code: 'INVALID_AMOUNT', message: 'The amount must be a number, like 5 or 0.25' } })
    const refused = payments.openPay(gUsdPayment({ recipient: 'nobody' }))
    await expect(refused).rejects.toBeInstanceOf(PayError)
    await expect(refused).rejects.toMatchObject({ code: 'INVALID_RECIPIENT' })
    expect(kit.modal.isOpen).toBe(false)
    expect(payments.getPayError()?.code).toBe('INVALID_RECIPIENT')
  })

  it("with the pay flag off: PAY_DISABLED, nothing loaded", async () => {
    const { kit, payments } = kitWithPay(false)
    await expect(payments.pay(gUsdPayment())).resolves.toEqual({ success: false, error: { code: 'PAY_DISABLED', message: "Payments are turned off in this app (its 'pay' feature)" } })
    await expect(payments.getAvailableExchanges()).rejects.toMatchObject({ code: 'PAY_DISABLED' })
    expect(kit.plugins.status('pay')).not.toBe('ready')
  })

  it('the headless calls check their input and go to the exchange calls', async () => {
    const { payments } = kitWithPay(true)
    await expect(payments.getAvailableExchanges({ network: 'eip155:31337', asset: GUSD, amount: 5 })).resolves.toEqual({ exchanges: [EXCHANGE], total: 1 })
    await expect(payments.getAvailableExchanges({ network: 'eip155:1', asset: 'native' })).rejects.toMatchObject({ code: 'UNSUPPORTED_NETWORK' })
    await expect(payments.getPayUrl(EXCHANGE.id, { network: 'eip155:31337', asset: GUSD, amount: 0, recipient: gUsdPayment().recipient })).rejects.toMatchObject({ code: 'INVALID_AMOUNT' })
    await expect(payments.getBuyStatus(EXCHANGE.id, 'xpay_1')).rejects.toMatchObject({ code: 'SERVICE_REFUSED', message: 'The payment service refused the request: Method not available: reown_getExchangeBuyStatus' })
  })
})
