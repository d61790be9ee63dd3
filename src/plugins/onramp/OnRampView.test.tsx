// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { KitRoot } from '../../kernel/root'
import { orderWalletFeatures } from '../../kernel/plugins/pluginExtensions'
import { FakeAdapter } from '../../test-support/fakeAdapter'
import { CHECKOUT_URL, fakePopup, gUsdQuote, LOCAL_OPTIONS } from '../../test-support/onrampTestKit'
import { renderPluginView } from '../../test-support/pluginTestKit'
import { testOptions } from '../../test-support/testKit'
import { receive } from '../receive'
import { send } from '../send'
import { swaps } from '../swaps'
import { onramp } from './index'

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

interface Service {
  options: () => Response
  quote: (amount: string) => Response
}

let service: Service
const requests: { url: string; body?: unknown }[] = []

function answer(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const url = String(input)
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined
  requests.push({ url, body })
  if (url.includes('/v1/onramp/options')) return Promise.resolve(service.options())
  if (url.includes('/v1/onramp/quote')) return Promise.resolve(service.quote(String(body?.['amount'])))
  if (url.includes('/v1/generators/onrampurl')) return Promise.resolve(json({ url: CHECKOUT_URL }))
  if (url.includes('/v1/orders')) return Promise.resolve(json({ orders: [] }))
  return new Promise(() => {})
}

async function renderBuy(args?: unknown) {
  const kit = new KitRoot(testOptions({ adapters: [new FakeAdapter()], plugins: [onramp()] }))
  kit.startAdapters()
  await kit.connection.connect('io.test')
  kit.router.push('OnRampProviders')
  await renderPluginView(kit, 'OnRampProviders', args)
  await screen.findByTestId('gw-onramp')
  return { kit }
}

const amountField = () => screen.getByLabelText('You pay') as HTMLInputElement
const type = (text: string) => act(() => void fireEvent.change(amountField(), { target: { value: text } }))

describe('onramp()', () => {
  beforeEach(() => {
    service = { options: () => json(LOCAL_OPTIONS), quote: (amount) => json(gUsdQuote(amount)) }
    requests.length = 0
    vi.stubGlobal('fetch', vi.fn(answer))
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('is the "Buy" wallet feature, gated by the onramp flag, first of the row (§9 order: onramp, swaps, receive, send)', () => {
    expect(onramp()).toMatchObject({ name: 'onramp', flag: 'onramp', views: { OnRampProviders: { title: 'Buy' }, BuyInProgress: { title: 'Buy' } }, walletFeature: { id: 'onramp', view: 'OnRampProviders', label: 'Buy' } })
    const all = new KitRoot(testOptions({ plugins: [send(), receive(), swaps(), onramp()] }))
    expect(orderWalletFeatures(all.plugins.enabled, all.options.features.walletFeaturesOrder).map((plugin) => plugin.name)).toEqual(['onramp', 'swaps', 'receive', 'send'])
    const off = new KitRoot(testOptions({ plugins: [onramp()], features: { onramp: false } }))
    expect(orderWalletFeatures(off.plugins.enabled, off.options.features.walletFeaturesOrder)).toEqual([])
  })

  it("the form: the local test provider labelled, USD, card with its limits under the amount, gUSD on the network; a quote once typing pauses", async () => {
    await renderBuy()
    const provider = screen.getByTestId('gw-onramp-provider')
    expect(provider.getAttribute('data-test-mode')).toBe('true')
    expect(provider.textContent).toContain('Gangway test provider')
    expect(provider.textContent).toContain('Test mode')
    expect(provider.textContent).toContain('Fee 1.5%')
    expect(provider.textContent).toContain('Local test provider. Test cards and a test bank account, no real money.')
    expect((screen.getByRole('radio', { name: /Gangway test provider/ }) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByTestId('gw-onramp-fiat') as HTMLSelectElement).value).toBe('USD')
    expect((screen.getByRole('radio', { name: 'Card' }) as HTMLInputElement).checked).toBe(true)
    expect(screen.getByTestId('gw-onramp-limits').textContent).toBe('Card: 10.00 to 7,500.00 USD, fees included')
    expect(amountField().getAttribute('aria-describedby')).toContain(screen.getByTestId('gw-onramp-limits').id)
    expect((screen.getByLabelText('You buy') as HTMLSelectElement).value).toBe('gUSD')
    expect(screen.getByTestId('gw-onramp-network').textContent).toBe('On Gangway Local, to your wallet')
    expect(screen.getByTestId('gw-onramp-continue').textContent).toBe('Continue with Gangway test provider')

    act(() => void fireEvent.click(screen.getByRole('radio', { name: 'Bank transfer' })))
    expect(screen.getByTestId('gw-onramp-limits').textContent).toBe('Bank transfer: 10.00 to 25,000.00 USD, fees included')
    act(() => void fireEvent.click(screen.getByRole('radio', { name: 'Card' })))

    type('50')
    expect(screen.getByTestId('gw-onramp-quote-loading').textContent).toBe('Getting a quote…')
    await waitFor(() => expect(screen.getByTestId('gw-onramp-quote-purchase').textContent).toBe('49.05 gUSD'))
    expect(screen.getByTestId('gw-onramp-quote-subtotal').textContent).toBe('49.05 USD')
    expect(screen.getByTestId('gw-onramp-quote-network-fee').textContent).toBe('0.20 USD')
    expect(screen.getByTestId('gw-onramp-quote-provider-fee').textContent).toBe('0.75 USD')
    expect(screen.getByTestId('gw-onramp-quote-total').textContent).toBe('50.00 USD')
    expect(screen.getByTestId('gw-onramp-quote').getAttribute('data-estimated')).toBe('false')
    expect(requests.filter((request) => request.url.includes('/v1/onramp/quote'))).toHaveLength(1)
  })

  it('below the card limit: the message under the field, and Continue opens no window, asks nothing, and focuses the amount', async () => {
    const open = vi.spyOn(window, 'open')
    const { kit } = await renderBuy()
    type('5')
    expect(screen.getByRole('alert').textContent).toBe('The minimum for a card payment is 10.00 USD')
    expect(amountField().getAttribute('aria-invalid')).toBe('true')
    act(() => void fireEvent.click(screen.getByTestId('gw-onramp-continue')))
    expect(open).not.toHaveBeenCalled()
    expect(kit.router.view).toBe('OnRampProviders')
    expect(document.activeElement).toBe(amountField())
    type('7500.01')
    expect(screen.getByTestId('gw-onramp-amount-error').textContent).toBe('The maximum for a card payment is 7,500.00 USD')
    act(() => void fireEvent.click(screen.getByTestId('gw-onramp-continue')))
    expect(open).not.toHaveBeenCalled()
    expect(requests.some((request) => request.url.includes('onrampurl'))).toBe(false)
  })

  it('§8: the options failing → the built-in list, said so on the form; USDC chosen', async () => {
    service.options = () => json({ message: 'Internal server error' }, 500)
    await renderBuy()
    expect(screen.getByTestId('gw-onramp-built-in').textContent).toBe('The list of currencies could not be loaded, so a built-in list is used: some choices may not be available.')
    expect(screen.getByTestId('gw-onramp').getAttribute('data-source')).toBe('built-in')
    expect((screen.getByLabelText('You buy') as HTMLSelectElement).value).toBe('USDC')
    expect(screen.getByTestId('gw-onramp-limits').textContent).toBe('Card: 10.00 to 7,500.00 USD, fees included')
    expect(screen.getByTestId('gw-onramp-provider').textContent).toContain('Fee 1–2%')
  })

  it('§8: the quote failing → the mocked quote with the amount, labelled "Estimated" with the stored message', async () => {
    service.quote = () => json({ code: 'NO_PRICE', message: 'The provider has no price for this purchase now' }, 503)
    await renderBuy()
    type('80')
    await waitFor(() => expect(screen.getByTestId('gw-onramp-quote-estimated')).toBeTruthy())
    expect(screen.getByTestId('gw-onramp-quote-estimated').textContent).toContain('Estimated')
    expect(screen.getByTestId('gw-onramp-quote-error').textContent).toBe('The provider could not quote: The provider has no price for this purchase now. Try again later. Its page shows the exact amounts.')
    expect(screen.getByTestId('gw-onramp-quote-purchase').textContent).toBe('≈ 80.00 USD of gUSD')
    expect(screen.getByTestId('gw-onramp-quote-total').textContent).toBe('80.00 USD')
    expect(screen.getByTestId('gw-onramp-quote-network-fee').textContent).toBe('Shown by the provider')
  })

  it('unknown arguments are named; the form keeps its defaults', async () => {
    await renderBuy({ paymentCurrency: 'GBP' })
    expect(screen.getByTestId('gw-onramp-arguments-error').textContent).toBe("You cannot pay in 'GBP' here: choose USD or EUR")
    expect((screen.getByTestId('gw-onramp-fiat') as HTMLSelectElement).value).toBe('USD')
  })

  it("Continue opens the provider's window in the click, then BuyInProgress waits with Cancel; a blocked window offers the link", async () => {
    const popup = fakePopup()
    const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window)
    const { kit } = await renderBuy()
    type('50')
    act(() => void fireEvent.click(screen.getByTestId('gw-onramp-continue')))
    expect(open).toHaveBeenCalledTimes(1)
    expect(open.mock.calls[0]![1]).toBe('gangway-onramp')
    expect(kit.router.view).toBe('BuyInProgress')
    await waitFor(() => expect(popup.location.href).toBe(CHECKOUT_URL))
    cleanup()
    await renderPluginView(kit, 'BuyInProgress')
    expect(screen.getByTestId('gw-onramp-progress').getAttribute('data-step')).toBe('waiting')
    expect(screen.getByTestId('gw-onramp-status').textContent).toBe('Complete your purchase in the Gangway test provider window. This view updates when the crypto arrives.')
    expect(screen.getByTestId('gw-onramp-summary').textContent).toContain('50.00 USD')
    act(() => void fireEvent.click(screen.getByTestId('gw-onramp-cancel')))
    expect(popup.closed).toBe(true)
    expect(kit.router.view).toBe('OnRampProviders')

    open.mockImplementation(() => null)
    cleanup()
    await renderPluginView(kit, 'OnRampProviders')
    act(() => void fireEvent.click(screen.getByTestId('gw-onramp-continue')))
    cleanup()
    await renderPluginView(kit, 'BuyInProgress')
    await waitFor(() => expect(screen.getByTestId('gw-onramp-open-link').getAttribute('href')).toBe(CHECKOUT_URL))
    expect(screen.getByTestId('gw-onramp-open-link').getAttribute('target')).toBe('_blank')
    expect(screen.getByTestId('gw-onramp-popup-blocked').textContent).toContain("Your browser blocked the provider's window")
  })
})
