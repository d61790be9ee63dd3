// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { KitRoot } from '../../kernel/root'
import type { CaipNetwork } from '../../kernel/types'
import { FAKE_ADDRESS } from '../../test-support/fakeAdapter'
import { testNetwork, testOptions, testSolanaNetwork, appKitOf } from '../../test-support/testKit'
import { orderWalletFeatures } from '../../kernel/plugins/pluginExtensions'
import { renderPluginView } from '../../test-support/pluginTestKit'
import { receive } from './index'

const secondNetwork: CaipNetwork = { ...testNetwork, id: 31338, caipNetworkId: 'eip155:31338', name: 'Gangway Local 2' }
const solana = testSolanaNetwork

async function kitWithReceive(options: { connected: boolean }): Promise<KitRoot> {
  const kit = new KitRoot(testOptions({ networks: [testNetwork, secondNetwork, solana], plugins: [receive()] }))
  kit.startAdapters()
  if (options.connected) await kit.connection.connect('io.test')
  await kit.plugins.load('receive')
  return kit
}

function setClipboard(clipboard: { writeText(text: string): Promise<void> } | undefined): void {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true })
}

describe('receive()', () => {
  beforeEach(() => vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {}))))
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('is a wallet feature gated by the receive flag, on by default (§9)', () => {
    const plugin = receive()
    expect(plugin).toMatchObject({ name: 'receive', flag: 'receive', views: { Receive: { title: 'Receive' } }, walletFeature: { id: 'receive', view: 'Receive', label: 'Receive' } })
    const kit = new KitRoot(testOptions({ plugins: [plugin] }))
    expect(orderWalletFeatures(kit.plugins.enabled, ['onramp', 'swaps', 'receive', 'send']).map((plugin) => plugin.name)).toEqual(['receive'])
    const off = new KitRoot(testOptions({ plugins: [receive()], features: { receive: false } }))
    expect(orderWalletFeatures(off.plugins.enabled, ['onramp', 'swaps', 'receive', 'send'])).toEqual([])
    return expect(off.plugins.load('receive')).rejects.toThrow(/turned off/)
  })

  it('shows the full address, its QR code and the networks of its namespace', async () => {
    const kit = await kitWithReceive({ connected: true })
    await renderPluginView(kit, 'Receive')
    expect(screen.getByTestId('gw-receive-address').textContent).toBe(FAKE_ADDRESS)
    const qr = screen.getByRole('img', { name: `QR code of the address ${FAKE_ADDRESS}` })
    expect(qr.getAttribute('data-testid')).toBe('gw-receive-qr')
    expect(qr.querySelector('rect')?.getAttribute('fill')).toBe('#ffffff')
    expect(qr.querySelector('path')?.getAttribute('fill')).toBe('#000000')
    const networks = screen.getAllByRole('listitem')
    expect(networks.map((item) => item.textContent)).toEqual(['Gangway Local', 'Gangway Local 2'])
    expect(networks.map((item) => item.getAttribute('aria-current'))).toEqual(['true', 'false'])
    expect(screen.getByRole('heading', { name: 'Your address' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Networks' })).toBeTruthy()
  })

  it('says so when no wallet is connected', async () => {
    const kit = await kitWithReceive({ connected: false })
    await renderPluginView(kit, 'Receive')
    expect(screen.getByTestId('gw-receive-disconnected').textContent).toMatch(/Connect a wallet/)
    expect(screen.queryByTestId('gw-receive-qr')).toBeNull()
  })

  it('follows the account: a disconnect shows the message', async () => {
    const kit = await kitWithReceive({ connected: true })
    await renderPluginView(kit, 'Receive')
    expect(screen.getByTestId('gw-receive-address')).toBeTruthy()
    await act(() => appKitOf(kit).disconnect())
    expect(screen.getByTestId('gw-receive-disconnected')).toBeTruthy()
  })

  it("copies the address and says 'Address copied'", async () => {
    const writeText = vi.fn((_text: string) => Promise.resolve())
    setClipboard({ writeText })
    const kit = await kitWithReceive({ connected: true })
    await renderPluginView(kit, 'Receive')
    const button = screen.getByRole('button', { name: 'Copy address' })
    await act(async () => {
      fireEvent.click(button)
      await Promise.resolve()
    })
    expect(writeText).toHaveBeenCalledWith(FAKE_ADDRESS)
    expect(kit.toast).toMatchObject({ open: true, message: 'Address copied', variant: 'success' })
  })

  it.each([
    ['missing', undefined],
    ['refusing', { writeText: () => Promise.reject(new Error('NotAllowedError')) }],
  ])('shows an error toast when the clipboard is %s', async (_case, clipboard) => {
    setClipboard(clipboard)
    const kit = await kitWithReceive({ connected: true })
    await ((await kit.plugins.load('receive')).store as { copy(): Promise<void> }).copy()
    expect(kit.toast).toMatchObject({ open: true, message: 'Could not copy the address', variant: 'error' })
  })
})
