// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { SessionFakeAdapter, SolanaSessionFakeAdapter } from '../../test-support/fakeAdapter'
import { kitsPerTest } from '../../test-support/kitsPerTest'
import { renderWithKit, testNetwork, testOptions } from '../../test-support/testKit'
import { solanaLocal } from '../../networks/solanaNetworks'
import { ConnectView } from './ConnectView'

const startKit = kitsPerTest()

function solanaKit() {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const kit = startKit(testOptions({ adapters: [new SessionFakeAdapter(), new SolanaSessionFakeAdapter()], networks: [testNetwork, solanaLocal] }))
  kit.startAdapters()
  return kit
}

describe('Connect limited to the Solana namespace (open({ namespace }), SwitchActiveChain)', () => {
  it("lists the Solana wallets and WalletConnect (its session spans solana), without the directory's All Wallets", async () => {
    const kit = solanaKit()
    kit.connectNamespace = 'solana'
    renderWithKit(kit, <ConnectView />)
    expect(await screen.findByText('Test Solana Wallet')).toBeTruthy()
    expect(screen.getByText('WalletConnect')).toBeTruthy()
    expect(screen.queryByText('Test Wallet')).toBeNull()
    expect(screen.queryByTestId('gw-wallet-all')).toBeNull()
  })

  it('does not offer WalletConnect again when its session is already connected in another namespace', async () => {
    const kit = solanaKit()
    const flows = await kit.connection.load()
    flows.finishConnect(kit.connectors.find('walletConnect')!, { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 31337 }, { method: 'qrcode' })
    kit.connectNamespace = 'solana'
    renderWithKit(kit, <ConnectView />)
    expect(await screen.findByText('Test Solana Wallet')).toBeTruthy()
    expect(screen.queryByText('WalletConnect')).toBeNull()
  })

  it('an unlimited Connect keeps All Wallets', async () => {
    const kit = solanaKit()
    renderWithKit(kit, <ConnectView />)
    expect(await screen.findByTestId('gw-wallet-all')).toBeTruthy()
  })
})
