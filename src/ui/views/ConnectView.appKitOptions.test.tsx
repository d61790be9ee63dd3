// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SessionProvider } from '../../kernel/adapterTypes'
import type { AppKitOptions } from '../../kernel/options'
import { KitRoot } from '../../kernel/root'
import { FakeAdapter } from '../../test-support/fakeAdapter'
import { renderWithKit, sectionPlugin, testOptions } from '../../test-support/testKit'
import { ConnectView } from './ConnectView'

/** An EVM adapter that takes a WalletConnect session's provider, so the kit lists its WalletConnect connector. */
class WalletConnectCapableAdapter extends FakeAdapter {
  attachProvider(_connectorId: string, _provider: SessionProvider | undefined): void {}
}

const installed = [
  { id: 'io.test', name: 'Test Wallet', rdns: 'io.test' },
  { id: 'com.coinbase.wallet', name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet' },
]

function startKit(options: Partial<AppKitOptions> = {}): KitRoot {
  const kit = new KitRoot(testOptions({ adapters: [new WalletConnectCapableAdapter(installed)], ...options }))
  kit.startAdapters()
  kit.wallets.setRecommended({
    featured: [],
    recommended: [
      { id: 'rainbow', name: 'Rainbow' },
      { id: 'test-record', name: 'Test Wallet', rdns: 'io.test' },
    ],
    count: 2,
  })
  renderWithKit(kit, <ConnectView />)
  return kit
}

const rowNames = () => screen.queryAllByTestId('gw-wallet-row').map((row) => row.textContent)

describe('Connect view: AppKit’s wallet options', () => {
  beforeEach(() => vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {}))))
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('by default: the WalletConnect row, the installed wallets, the directory’s, All Wallets and the wallet guide', async () => {
    startKit()
    expect(await screen.findByText('Rainbow')).toBeTruthy()
    expect(rowNames()).toEqual(['WalletConnect', 'Test WalletInstalled', 'Coinbase WalletInstalled', 'Rainbow'])
    expect(screen.getByTestId('gw-wallet-all')).toBeTruthy()
    expect(screen.getByTestId('gw-wallet-guide').textContent).toBe("Haven't got a wallet? Get started")
  })

  it('enableWalletConnect: false: no WalletConnect row, no directory wallet that needs it, no All Wallets, no guide', async () => {
    const kit = startKit({ enableWalletConnect: false })
    expect(await screen.findByText('Coinbase Wallet')).toBeTruthy()
    expect(rowNames()).toEqual(['Test WalletInstalled', 'Coinbase WalletInstalled'])
    expect(kit.connectors.find('walletConnect')).toBeUndefined()
    expect(screen.queryByTestId('gw-wallet-all')).toBeNull()
    expect(screen.queryByTestId('gw-wallet-guide')).toBeNull()
  })

  it('enableInjected: false: no injected or announced wallet; a directory wallet matching one is no longer installed', async () => {
    const kit = startKit({ enableInjected: false })
    expect(await screen.findByText('Rainbow')).toBeTruthy()
    expect(rowNames()).toEqual(['WalletConnect', 'Rainbow', 'Test Wallet'])
    expect(kit.connectors.installed).toEqual([])
  })

  it('enableCoinbase: false: no Coinbase Wallet', async () => {
    const kit = startKit({ enableCoinbase: false })
    expect(await screen.findByText('Rainbow')).toBeTruthy()
    expect(rowNames()).toEqual(['WalletConnect', 'Test WalletInstalled', 'Rainbow'])
    expect(kit.connectors.find('com.coinbase.wallet')).toBeUndefined()
  })

  it('enableWallets: false: e-mail and social login only, no wallet section, no guide', async () => {
    const plugins = [sectionPlugin('email', 'email', 'email'), sectionPlugin('social', 'social', 'socials')]
    startKit({ enableWallets: false, plugins })
    expect(await screen.findByTestId('section-social')).toBeTruthy()
    expect(screen.queryByTestId('gw-connect-section-wallet')).toBeNull()
    expect(screen.queryAllByTestId('gw-wallet-row')).toEqual([])
    expect(screen.queryByTestId('gw-wallet-all')).toBeNull()
    expect(screen.queryByTestId('gw-wallet-guide')).toBeNull()
  })

  it('the wallet guide’s Get started opens All Wallets; enableWalletGuide: false hides it', async () => {
    const kit = startKit()
    fireEvent.click(await screen.findByTestId('gw-wallet-guide-get-started'))
    expect(kit.router.view).toBe('AllWallets')
    cleanup()
    startKit({ enableWalletGuide: false })
    expect(await screen.findByText('Rainbow')).toBeTruthy()
    expect(screen.queryByTestId('gw-wallet-guide')).toBeNull()
  })

  it('connectorImages replaces a connector’s image, and a directory wallet’s by its id', async () => {
    const wc = 'data:image/svg+xml,wc'
    const rainbow = 'data:image/svg+xml,rainbow'
    startKit({ connectorImages: { walletConnect: wc, rainbow } })
    expect(await screen.findByText('Rainbow')).toBeTruthy()
    const imageOf = (name: string) => screen.getAllByTestId('gw-wallet-row').find((row) => row.textContent?.startsWith(name))?.querySelector('img')?.getAttribute('src')
    expect(imageOf('WalletConnect')).toBe(wc)
    expect(imageOf('Rainbow')).toBe(rainbow)
  })
})
