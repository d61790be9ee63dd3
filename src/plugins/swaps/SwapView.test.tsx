// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { KitRoot } from '../../kernel/root'
import { FakeAdapter } from '../../test-support/fakeAdapter'
import { testOptions } from '../../test-support/testKit'
import { orderWalletFeatures } from '../../kernel/plugins/pluginExtensions'
import { renderPluginView } from '../../test-support/pluginTestKit'
import { swaps } from './index'

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const GUSD = '0x700b6a60ce7eaaea56f065753d8dcb9653dbad35'
const ETH_ID = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const GUSD_ID = `eip155:31337:${GUSD}`
const native = { chainId: 'eip155:31337', balance: '0x8ac7230489e80000', type: 'NATIVE', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000, iconUrl: null, value: 30000 } }
const tokens = [
  { name: 'Ether', symbol: 'ETH', address: ETH_ID, decimals: 18, logoUri: '', price: 3000 },
  { name: 'Gangway USD', symbol: 'gUSD', address: GUSD_ID, decimals: 6, logoUri: '', price: 1 },
  { name: 'Gangway EUR', symbol: 'gEUR', address: 'eip155:31337:0x0165878a594ca255338adfa4d48449f69242eb8f', decimals: 18, logoUri: '', price: 1.08 },
]

function answer(url: string): Promise<Response> {
  if (url.includes('/balance')) return Promise.resolve(json({ balances: [native] }))
  if (url.includes('/v1/convert/tokens')) return Promise.resolve(json({ tokens }))
  if (url.includes('/v1/convert/gas-price')) return Promise.resolve(json({ standard: '1000000000', fast: '1200000000', instant: '2000000000' }))
  if (url.includes('/v1/convert/quotes')) {
    const amount = new URL(url).searchParams.get('amount') ?? '0'
    const toAmount = ((BigInt(amount) * 2990n) / 10n ** 12n).toString()
    return Promise.resolve(json({ quotes: [{ id: null, fromAmount: amount, fromAccount: ETH_ID, toAmount, toAccount: GUSD_ID, fee: '0', gas: '150000', gasPrice: '1000000000' }] }))
  }
  return new Promise(() => {})
}

async function renderSwap(args?: unknown) {
  const adapter = new FakeAdapter()
  const kit = new KitRoot(testOptions({ adapters: [adapter], plugins: [swaps()] }))
  kit.startAdapters()
  await kit.connection.connect('io.test')
  await renderPluginView(kit, 'Swap', args)
  await screen.findByTestId('gw-swap')
  return { kit }
}

describe('swaps()', () => {
  beforeEach(() => vi.stubGlobal('fetch', vi.fn((input: string | URL | Request) => answer(String(input)))))
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('is the "Swap" wallet feature, gated by the swaps flag (§9 order: after onramp, before receive and send)', () => {
    expect(swaps()).toMatchObject({ name: 'swaps', flag: 'swaps', views: { Swap: { title: 'Swap' } }, walletFeature: { id: 'swaps', view: 'Swap', label: 'Swap' } })
    const on = new KitRoot(testOptions({ plugins: [swaps()] }))
    expect(orderWalletFeatures(on.plugins.enabled, ['onramp', 'swaps', 'receive', 'send']).map((plugin) => plugin.name)).toEqual(['swaps'])
    const off = new KitRoot(testOptions({ plugins: [swaps()], features: { swaps: false } }))
    expect(orderWalletFeatures(off.plugins.enabled, ['onramp', 'swaps', 'receive', 'send'])).toEqual([])
  })

  it('opened with arguments: the pair and amount filled, the quote shown with its details once typing pauses', async () => {
    await renderSwap({ fromToken: 'ETH', toToken: 'gUSD', amount: '0.1' })
    expect(screen.getByTestId('gw-swap-from-token').getAttribute('data-symbol')).toBe('ETH')
    expect(screen.getByTestId('gw-swap-to-token').getAttribute('aria-label')).toBe('You receive: gUSD. Change token')
    expect((screen.getByLabelText('You pay') as HTMLInputElement).value).toBe('0.1')
    await waitFor(() => expect((screen.getByLabelText('You receive') as HTMLInputElement).value).toBe('299'))
    expect(screen.getByTestId('gw-swap-rate').textContent).toBe('1 ETH = 2,990 gUSD1 gUSD = 0.000334448 ETH')
    expect(screen.getByTestId('gw-swap-minimum').textContent).toBe('296.01 gUSD')
    expect(screen.getByTestId('gw-swap-network-fee').textContent).toBe('$0.45')
    expect(screen.getByRole('button', { name: 'Swap' })).toBeTruthy()
  })

  it('names a bad amount under the field and the button says why it cannot swap', async () => {
    await renderSwap({ fromToken: 'ETH', toToken: 'gUSD' })
    act(() => void fireEvent.change(screen.getByLabelText('You pay'), { target: { value: '1.0000000000000000001' } }))
    expect(screen.getByTestId('gw-swap-amount-error').textContent).toBe('ETH allows at most 18 decimals')
    expect(screen.getByLabelText('You pay').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByTestId('gw-swap-submit').textContent).toBe('Enter a valid amount')
    act(() => void fireEvent.change(screen.getByLabelText('You pay'), { target: { value: '20' } }))
    expect(screen.getByTestId('gw-swap-submit').textContent).toBe('Insufficient ETH balance')
    expect(screen.getByTestId('gw-swap-submit').getAttribute('aria-disabled')).toBe('true')
  })

  it('the token picker: held tokens first, then the popular ones, then the rest; the search narrows by symbol or name', async () => {
    const { kit } = await renderSwap({ fromToken: 'ETH', toToken: 'gUSD' })
    act(() => void fireEvent.click(screen.getByTestId('gw-swap-to-token')))
    expect(kit.router.view).toBe('SwapSelectToken')
    cleanup()
    await renderPluginView(kit, 'SwapSelectToken')
    const symbols = (testId: string) => [...screen.getByTestId(testId).querySelectorAll('[data-testid="gw-swap-pick"]')].map((row) => row.getAttribute('data-symbol'))
    expect(symbols('gw-swap-yours')).toEqual(['ETH'])
    expect(symbols('gw-swap-rest')).toEqual(['gEUR', 'gUSD'])
    expect(screen.queryByTestId('gw-swap-popular')).toBeNull()
    act(() => void fireEvent.change(screen.getByRole('textbox', { name: 'Search tokens' }), { target: { value: 'euR' } }))
    expect(symbols('gw-swap-rest')).toEqual(['gEUR'])
    act(() => void fireEvent.change(screen.getByRole('textbox', { name: 'Search tokens' }), { target: { value: 'doge' } }))
    expect(screen.getByTestId('gw-swap-no-match').textContent).toBe('No tokens match your search')
  })
})
