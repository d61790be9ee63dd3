// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { KitRoot } from '../../kernel/root'
import { FakeAdapter } from '../../test-support/fakeAdapter'
import { kitsPerTest } from '../../test-support/kitsPerTest'
import { renderWithKit, testOptions } from '../../test-support/testKit'
import { truncateAddress } from '../../kernel/format/truncateAddress'
import { registerCoreViews, viewEntry, type LazyViewComponent } from './coreViews'

const ONE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TWO = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

const startKit = kitsPerTest()

function twoWalletKit(): KitRoot {
  const adapter = new FakeAdapter([
    { id: 'io.one', name: 'One', rdns: 'io.one' },
    { id: 'io.two', name: 'Two', rdns: 'io.two' },
  ])
  const addressOf = (id: string) => (id === 'io.one' ? ONE : TWO)
  adapter.connectWith = (id) => Promise.resolve({ address: addressOf(id), chainId: 31337 })
  adapter.reconnectWith = (id) => Promise.resolve({ address: addressOf(id), chainId: 31337 })
  adapter.balanceWith = (address) => Promise.resolve({ balance: address === ONE ? '1.23456' : '20', symbol: 'ETH' })
  const kit = startKit(testOptions({ adapters: [adapter], features: { multiWallet: true } }))
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

describe('ProfileWallets view', () => {
  it('lists both wallets with address and balance, the connected one marked Active; Switch makes the other active', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{}'))))
    const kit = twoWalletKit()
    await kit.connection.connect('io.one')
    await kit.connection.connect('io.two')
    await renderProfileWallets(kit)
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
    vi.unstubAllGlobals()
  })

  it('Disconnect on one moves it to Recently connected; Add wallet opens Connect; Disconnect all ends both', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{}'))))
    const kit = twoWalletKit()
    await kit.connection.connect('io.one')
    await kit.connection.connect('io.two')
    await renderProfileWallets(kit)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: `Disconnect One ${short(ONE)}` })))
    await waitFor(() => expect(screen.getByRole('list', { name: 'Recently connected EVM wallets' })).toBeTruthy())
    expect(within(screen.getByRole('list', { name: 'Recently connected EVM wallets' })).getByRole('button', { name: `Connect One ${short(ONE)}` })).toBeTruthy()
    expect(kit.account.address).toBe(TWO)

    fireEvent.click(screen.getByTestId('gw-wallets-add'))
    expect(kit.router.view).toBe('Connect')

    await act(async () => fireEvent.click(screen.getByTestId('gw-wallets-disconnect-all')))
    await waitFor(() => expect(kit.account.isConnected).toBe(false))
    expect(screen.queryByRole('list', { name: 'EVM wallets' })).toBeNull()
    vi.unstubAllGlobals()
  })
})
