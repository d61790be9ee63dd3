// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { KitRoot } from '../../kernel/root'
import { twoWalletAdapter, WALLET_ONE, WALLET_TWO } from '../../test-support/twoWalletAdapter'
import { kitsPerTest } from '../../test-support/kitsPerTest'
import { renderWithKit, testOptions } from '../../test-support/testKit'
import { truncateAddress } from '../../kernel/format/truncateAddress'
import { registerCoreViews, viewEntry, type LazyViewComponent } from './coreViews'

const ONE = WALLET_ONE
const TWO = WALLET_TWO

const startKit = kitsPerTest()

function twoWalletKit(): KitRoot {
  const kit = startKit(testOptions({ adapters: [twoWalletAdapter({ one: '1.23456', two: '20' })], features: { multiWallet: true } }))
  kit.startAdapters()
  return kit
}

async function renderProfileWallets(kit: KitRoot): Promise<void> {
  registerCoreViews(kit.lazy)
  const View = await kit.lazy.load<LazyViewComponent>(viewEntry('ProfileWallets'))
  renderWithKit(kit, <View />)
}

const short = truncateAddress
const rows = () => screen.getAllByTestId('gw-wallet-connection')

/** Both wallets connected (One first), the view rendered. */
async function bothConnected(): Promise<KitRoot> {
  const kit = twoWalletKit()
  await kit.connection.connect('io.one')
  await kit.connection.connect('io.two')
  await renderProfileWallets(kit)
  return kit
}

describe('ProfileWallets view', () => {
  beforeEach(() => vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{}')))))
  afterEach(() => vi.unstubAllGlobals())

  it('lists both wallets with address and balance, the connected one marked Active; Switch makes the other active', async () => {
    const kit = await bothConnected()
    expect(screen.getByRole('heading', { name: 'EVM' })).toBeTruthy()
    expect(rows().map((row) => [row.getAttribute('data-connector-id'), row.getAttribute('data-status')])).toEqual([
      ['io.two', 'connected'],
      ['io.one', 'active'],
    ])
    await waitFor(() => expect(rows()[1]?.textContent).toContain(`${short(ONE)} · 1.234 ETH`))
    expect(rows()[0]?.textContent).toContain('Active')
    expect(rows()[0]?.textContent).toContain('20.000 ETH')

    await act(async () => fireEvent.click(screen.getByRole('button', { name: `Switch to One ${short(ONE)}` })))
    await waitFor(() => expect(kit.account.address).toBe(ONE))
    expect(rows()[0]?.getAttribute('data-connector-id')).toBe('io.one')
    expect(within(rows()[1]!).getByRole('button', { name: `Switch to Two ${short(TWO)}` })).toBeTruthy()
  })

  it('Disconnect on one moves it to Recently connected; Add wallet opens Connect; Disconnect all ends both', async () => {
    const kit = await bothConnected()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: `Disconnect One ${short(ONE)}` })))
    await waitFor(() => expect(screen.getByRole('list', { name: 'Recently connected EVM wallets' })).toBeTruthy())
    expect(within(screen.getByRole('list', { name: 'Recently connected EVM wallets' })).getByRole('button', { name: `Connect One ${short(ONE)}` })).toBeTruthy()
    expect(kit.account.address).toBe(TWO)

    fireEvent.click(screen.getByTestId('gw-wallets-add'))
    expect(kit.router.view).toBe('Connect')

    await act(async () => fireEvent.click(screen.getByTestId('gw-wallets-disconnect-all')))
    await waitFor(() => expect(kit.account.isConnected).toBe(false))
    expect(screen.queryByRole('list', { name: 'EVM wallets' })).toBeNull()
  })
})
