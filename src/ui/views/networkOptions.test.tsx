// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { AppKitOptions } from '../../kernel/options'
import type { KitRoot } from '../../kernel/root'
import { FakeAdapter } from '../../test-support/fakeAdapter'
import { kitsPerTest } from '../../test-support/kitsPerTest'
import { renderWithKit, testNetwork, testOptions } from '../../test-support/testKit'
import AccountView from './AccountView'
import SwitchNetworkView from './SwitchNetworkView'

const makeKit = kitsPerTest()
const secondNetwork = { ...testNetwork, id: 31338, caipNetworkId: 'eip155:31338' as const, name: 'Gangway Local 2' }

async function connectedKit(options: Partial<AppKitOptions> = {}): Promise<{ kit: KitRoot; adapter: FakeAdapter }> {
  const adapter = new FakeAdapter()
  const kit = makeKit(testOptions({ adapters: [adapter], networks: [testNetwork, secondNetwork], ...options }))
  await kit.connection.connect('io.test')
  return { kit, adapter }
}

describe('enableNetworkSwitch and chainImages in the Account and SwitchNetwork views', () => {
  it('by default the Account view offers the network row, which opens the network list', async () => {
    const { kit } = await connectedKit()
    renderWithKit(kit, <AccountView />)
    fireEvent.click(await screen.findByRole('button', { name: 'Switch network, current: Gangway Local' }))
    expect(kit.router.view).toBe('SwitchNetwork')
  })

  it('enableNetworkSwitch: false: the Account view names the network but offers no switch', async () => {
    const { kit } = await connectedKit({ enableNetworkSwitch: false })
    renderWithKit(kit, <AccountView />)
    const row = await screen.findByTestId('gw-account-network')
    expect(row.tagName).toBe('DIV')
    expect(row.textContent).toBe('Gangway Local')
    expect(screen.queryByRole('button', { name: /Switch network/ })).toBeNull()
  })

  it('enableNetworkSwitch: false: SwitchNetwork lists the networks but picking one asks nothing; switchNetwork() from code still works', async () => {
    const { kit, adapter } = await connectedKit({ enableNetworkSwitch: false })
    renderWithKit(kit, <SwitchNetworkView />)
    const rows = screen.getAllByTestId('gw-network-row')
    expect(rows.map((row) => row.tagName)).toEqual(['DIV', 'DIV'])
    fireEvent.click(rows[1]!)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(adapter.calls).not.toContain('switch:eip155:31338')
    await kit.connection.switchNetwork(secondNetwork)
    expect(adapter.calls).toContain('switch:eip155:31338')
  })

  it('by default a network row asks the wallet to switch', async () => {
    const { kit, adapter } = await connectedKit()
    renderWithKit(kit, <SwitchNetworkView />)
    fireEvent.click(screen.getAllByTestId('gw-network-row')[1]!)
    await vi.waitFor(() => expect(adapter.calls).toContain('switch:eip155:31338'))
  })

  it("chainImages: the network rows and the Account view's network draw the developer's image; others the generic mark", async () => {
    const image = 'https://img.example/local.png'
    const { kit } = await connectedKit({ chainImages: { 31337: image } })
    renderWithKit(kit, <SwitchNetworkView />)
    const [first, second] = screen.getAllByTestId('gw-network-row')
    expect(first?.querySelector('img')?.getAttribute('src')).toBe(image)
    expect(second?.querySelector('img')).toBeNull()
    expect(second?.querySelector('svg')).not.toBeNull()
    renderWithKit(kit, <AccountView />)
    expect((await screen.findByTestId('gw-account-network')).querySelector('img')?.getAttribute('src')).toBe(image)
  })
})
