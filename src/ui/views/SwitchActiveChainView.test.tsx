// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { FAKE_ADDRESS, FakeAdapter, FakeSolanaAdapter } from '../../test-support/fakeAdapter'
import { kitsPerTest } from '../../test-support/kitsPerTest'
import { secondNetwork } from '../../kernel/stores/connectionTestKit'
import { appKitOf, renderWithKit, testNetwork, testOptions } from '../../test-support/testKit'
import { solanaLocal } from '../../networks/solanaNetworks'
import SwitchActiveChainView from './SwitchActiveChainView'
import SwitchNetworkView from './SwitchNetworkView'

const startKit = kitsPerTest()

async function connectedEvmKit() {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const evm = new FakeAdapter()
  const kit = startKit(testOptions({ adapters: [evm, new FakeSolanaAdapter()], networks: [testNetwork, secondNetwork, solanaLocal] }))
  kit.startAdapters()
  await kit.connection.connect('io.test')
  await kit.open({ view: 'SwitchNetwork' })
  return Object.assign(kit, { evm })
}

describe('SwitchActiveChain (§2, §4 switching to a namespace with no connection)', () => {
  it('picking a Solana network while an EVM wallet is connected asks to switch, then shows Connect with the Solana wallets only', async () => {
    const kit = await connectedEvmKit()
    renderWithKit(kit, <SwitchNetworkView />)
    fireEvent.click(screen.getByText(solanaLocal.name))
    expect(kit.router.current).toMatchObject({ view: 'SwitchActiveChain', args: { switchToChain: 'solana', navigateTo: 'Connect', navigateWithReplace: true, network: solanaLocal } })

    const args = kit.router.current.args as Record<string, unknown>
    renderWithKit(kit, <SwitchActiveChainView {...args} />)
    expect(screen.getByText(`Switch to ${solanaLocal.name}`)).toBeTruthy()
    expect(screen.getByText(`Connected wallet doesn't support connecting to ${solanaLocal.name}. You need to connect with a different wallet.`)).toBeTruthy()
    fireEvent.click(screen.getByTestId('gw-switch-active-chain-button'))
    await waitFor(() => expect(kit.router.view).toBe('Connect'))
    expect(kit.router.history.map((entry) => entry.view)).toEqual(['SwitchNetwork', 'Connect'])
    expect(kit.connectNamespace).toBe('solana')
    expect(appKitOf(kit).getCaipNetwork()?.caipNetworkId).toBe(solanaLocal.caipNetworkId)
    expect(appKitOf(kit).getAccount('eip155')).toMatchObject({ address: FAKE_ADDRESS, isConnected: true })
  })

  it('another network of the same namespace is switched by the wallet, with no SwitchActiveChain', async () => {
    const kit = await connectedEvmKit()
    renderWithKit(kit, <SwitchNetworkView />)
    fireEvent.click(screen.getByText(secondNetwork.name))
    await waitFor(() => expect(kit.evm.calls).toContain('switch:eip155:31338'))
    expect(kit.router.history.map((entry) => entry.view)).not.toContain('SwitchActiveChain')
    await waitFor(() => expect(appKitOf(kit).getCaipNetwork()?.caipNetworkId).toBe('eip155:31338'))
  })
})
