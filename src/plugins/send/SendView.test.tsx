// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { KitRoot } from '../../kernel/root'
import { FakeAdapter } from '../../test-support/fakeAdapter'
import { testOptions } from '../../test-support/testKit'
import { orderWalletFeatures } from '../../kernel/plugins/pluginExtensions'
import { renderPluginView } from '../../test-support/pluginTestKit'
import { RECEIVER } from '../../test-support/sendPluginContext'
import { send } from './index'

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
const native = { chainId: 'eip155:31337', balance: '0x8ac7230489e80000', type: 'NATIVE', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000, iconUrl: null, value: 30000 } }
const gusd = {
  chainId: 'eip155:31337',
  address: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
  balance: '0x2540be400',
  type: 'ERC20',
  metadata: { name: 'Gangway USD', symbol: 'gUSD', decimals: 6, price: 1, iconUrl: null, value: 10000 },
}

async function renderSend(options: { connected?: boolean; features?: { send: boolean } } = {}) {
  const adapter = new FakeAdapter()
  const kit = new KitRoot(testOptions({ adapters: [adapter], plugins: [send()], ...(options.features ? { features: options.features } : {}) }))
  kit.startAdapters()
  if (options.connected !== false) await kit.connection.connect('io.test')
  await renderPluginView(kit, 'Send')
  return { kit, adapter }
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement & HTMLSelectElement
const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ')

async function submit(): Promise<void> {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

describe('send()', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string | URL | Request) => (String(input).includes('/balance') ? Promise.resolve(json({ balances: [native, gusd] })) : new Promise(() => {}))),
    )
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('is a wallet feature gated by the send flag, on by default (§9)', () => {
    const plugin = send()
    expect(plugin).toMatchObject({ name: 'send', flag: 'send', views: { Send: { title: 'Send' } }, walletFeature: { id: 'send', view: 'Send', label: 'Send' } })
    const kit = new KitRoot(testOptions({ plugins: [plugin] }))
    expect(orderWalletFeatures(kit.plugins.enabled, ['onramp', 'swaps', 'receive', 'send']).map((plugin) => plugin.name)).toEqual(['send'])
    const off = new KitRoot(testOptions({ plugins: [send()], features: { send: false } }))
    expect(orderWalletFeatures(off.plugins.enabled, ['onramp', 'swaps', 'receive', 'send'])).toEqual([])
  })

  it('offers the held tokens with 2-decimal balances in a labelled picker', async () => {
    await renderSend()
    await waitFor(() => expect(field('Token').options).toHaveLength(3))
    expect([...field('Token').options].map((option) => option.textContent)).toEqual(['Choose a token', 'ETH · 10.00', 'gUSD · 10000.00'])
    expect(field('Amount').getAttribute('inputmode')).toBe('decimal')
    expect(field('To').getAttribute('placeholder')).toBe('0x… address or name')
    expect(screen.getByRole('button', { name: 'Max' }).hasAttribute('disabled')).toBe(true)
    act(() => void fireEvent.change(field('Token'), { target: { value: '0x700b6a60ce7eaaea56f065753d8dcb9653dbad35' } }))
    expect(describedText(field('Amount'))).toBe('Balance: 10000.00 gUSD')
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Max gUSD' })))
    expect(field('Amount').value).toBe('10000')
  })

  it('names a bad amount under the field, tied with aria-describedby', async () => {
    await renderSend()
    await waitFor(() => expect(field('Token').options).toHaveLength(3))
    act(() => void fireEvent.change(field('Token'), { target: { value: 'native' } }))
    act(() => void fireEvent.change(field('Amount'), { target: { value: 'abc' } }))
    expect(field('Amount').getAttribute('aria-invalid')).toBe('true')
    expect(describedText(field('Amount'))).toBe('Balance: 10.00 ETH | Enter the amount as a number, like 1.5')
    act(() => void fireEvent.change(field('Amount'), { target: { value: '1.0000000000000000001' } }))
    expect(screen.getByTestId('gw-send-amount-error').textContent).toBe('ETH allows at most 18 decimals')
    act(() => void fireEvent.change(field('To'), { target: { value: '0x1234' } }))
    expect(describedText(field('To'))).toContain('Enter an address (0x and 40 hex characters) or a name')
  })

  it("without a receiver: 'An amount and receiver address are required', focus on the receiver, nothing sent", async () => {
    const { adapter } = await renderSend()
    await waitFor(() => expect(field('Token').options).toHaveLength(3))
    act(() => void fireEvent.change(field('Token'), { target: { value: 'native' } }))
    act(() => void fireEvent.change(field('Amount'), { target: { value: '1.5' } }))
    await submit()
    // The form's reason and the field's are both announced.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Enter the receiver address or name', 'An amount and receiver address are required'])
    expect(field('To').getAttribute('aria-invalid')).toBe('true')
    expect(describedText(field('To'))).toContain('Enter the receiver address or name')
    expect(document.activeElement).toBe(field('To'))
    expect(adapter.calls.some((call) => call.startsWith('send:'))).toBe(false)
  })

  it('sends the native coin through the wallet, says so and clears the form', async () => {
    const { adapter, kit } = await renderSend()
    await waitFor(() => expect(field('Token').options).toHaveLength(3))
    act(() => void fireEvent.change(field('Token'), { target: { value: 'native' } }))
    act(() => void fireEvent.change(field('Amount'), { target: { value: '1.5' } }))
    act(() => void fireEvent.change(field('To'), { target: { value: RECEIVER } }))
    await submit()
    await waitFor(() => expect(adapter.calls).toContain(`send:${RECEIVER}`))
    await waitFor(() => expect(kit.toast).toMatchObject({ open: true, message: 'Transaction sent', variant: 'success' }))
    expect(field('Amount').value).toBe('')
    expect(field('To').value).toBe('')
  })

  it('disables the fields while the wallet is asked, so nothing typed then is lost; a refusal gives them back as they were', async () => {
    const { adapter } = await renderSend()
    let refuse: (error: Error) => void = () => {}
    adapter.sendTransaction = () => new Promise((_resolve, reject) => (refuse = reject))
    await waitFor(() => expect(field('Token').options).toHaveLength(3))
    act(() => void fireEvent.change(field('Token'), { target: { value: 'native' } }))
    act(() => void fireEvent.change(field('Amount'), { target: { value: '1.5' } }))
    act(() => void fireEvent.change(field('To'), { target: { value: RECEIVER } }))
    await submit()
    const controls = () => [field('Token'), field('Amount'), field('To'), screen.getByRole('button', { name: 'Max ETH' }) as HTMLButtonElement]
    await waitFor(() => expect(controls().map((control) => control.disabled)).toEqual([true, true, true, true]))
    expect(screen.getByTestId('gw-send-submit').getAttribute('aria-disabled')).toBe('true')
    await act(async () => {
      refuse(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    await waitFor(() => expect(controls().map((control) => control.disabled)).toEqual([false, false, false, false]))
    expect([field('Token').value, field('Amount').value, field('To').value]).toEqual(['native', '1.5', RECEIVER])
    expect(screen.getByRole('alert').textContent).toBe('Transaction rejected')
  })

  it('says to connect a wallet when none is connected', async () => {
    await renderSend({ connected: false })
    expect(screen.getByTestId('gw-send-disconnected').textContent).toBe('Connect a wallet to send tokens.')
  })
})
