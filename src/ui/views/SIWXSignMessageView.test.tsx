// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { KitRoot } from '../../kernel/root'
import { FAKE_ADDRESS, FakeAdapter } from '../../test-support/fakeAdapter'
import { fakeSiwx, type FakeSiwx } from '../../test-support/fakeSiwx'
import { kitsPerTest } from '../../test-support/kitsPerTest'
import { renderWithKit, testNetwork, testOptions } from '../../test-support/testKit'
import { Header } from '../components/Header'
import { registerCoreViews, viewEntry, type LazyViewComponent } from './coreViews'

const startKit = kitsPerTest()
const SECOND = { ...testNetwork, id: 31338, caipNetworkId: 'eip155:31338' as const, name: 'Gangway Local 2' }

/** A connected kit with sign-in on, its sign view rendered as the modal shows it (the slice loaded with it). */
async function signView(siwx: FakeSiwx, metadata = { name: 'Ada App', description: '', url: 'https://ada.test', icons: ['https://ada.test/icon.png'] }): Promise<KitRoot> {
  const kit = startKit(testOptions({ adapters: [new FakeAdapter()], networks: [testNetwork, SECOND], siwx, metadata }))
  kit.account.setConnected(`eip155:31337:${FAKE_ADDRESS}`, 'io.test')
  registerCoreViews(kit.lazy)
  const View = await kit.lazy.load<LazyViewComponent>(viewEntry('SIWXSignMessage'))
  await act(async () => {
    // As open() shows it, without its intent calls.
    kit.router.reset('SIWXSignMessage')
    kit.modal.setOpen(true)
    await (await kit.slice('siwx')).sync(kit.account.caipAddress)
  })
  renderWithKit(
    kit,
    <>
      <Header view="SIWXSignMessage" />
      <View />
    </>,
  )
  return kit
}

describe('SIWXSignMessage view', () => {
  it("the dApp's name and icon, the message summary (website, account, network, statement), Sign and Cancel; optional: the close button stays", async () => {
    await signView(fakeSiwx())
    expect(screen.getByTestId('gw-siwx-title').textContent).toBe('Ada App needs to connect to your wallet')
    expect(screen.getByTestId('gw-siwx-app-icon').getAttribute('src')).toBe('https://ada.test/icon.png')
    await waitFor(() => expect(screen.getByTestId('gw-siwx-domain').textContent).toBe('app.test'))
    expect(screen.getByTestId('gw-siwx-account').getAttribute('title')).toBe(FAKE_ADDRESS)
    expect(screen.getByTestId('gw-siwx-account').textContent).toBe('0xf3…b92266')
    expect(screen.getByTestId('gw-siwx-network').textContent).toBe('Gangway Local')
    expect(screen.getByTestId('gw-siwx-statement').textContent).toBe('Sign in to the test app')
    expect(screen.getByLabelText('Message to sign').tagName).toBe('DL')
    expect(screen.getByText(/Cancel to go on without signing in\./)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Sign' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy()
    expect(screen.queryByTestId('gw-header-close')).not.toBeNull()
  })

  it("required: no close button and Cancel says it disconnects; with a signed-in network it says it switches back", async () => {
    const siwx = fakeSiwx({ required: true })
    const kit = await signView(siwx, { name: '', description: '', url: '', icons: [] })
    expect(screen.queryByTestId('gw-header-close')).toBeNull()
    expect(screen.getByText(/Canceling will disconnect you\./)).toBeTruthy()
    // No name and no icon: the app's initial stands in.
    expect(screen.getByTestId('gw-siwx-title').textContent).toBe('This app needs to connect to your wallet')
    expect(screen.getByTestId('gw-siwx-app-icon').textContent).toBe('T')
    const store = await kit.slice('siwx')
    await act(async () => {
      kit.account.setConnected(`eip155:31338:${FAKE_ADDRESS}`)
      kit.networks.setActive(SECOND)
      store.lastSignedNetwork = testNetwork
    })
    expect(screen.getByText(/Canceling switches back to Gangway Local\./)).toBeTruthy()
  })

  it('Sign shows the wallet step while it waits, then the view lets the modal close', async () => {
    const siwx = fakeSiwx({ required: true })
    const kit = await signView(siwx)
    let answer: (signature: string) => void = () => {}
    ;(kit.options.adapters[0] as FakeAdapter).signWith = () => new Promise((resolve) => (answer = resolve))
    fireEvent.click(screen.getByTestId('gw-siwx-sign'))
    await waitFor(() => expect(screen.getByTestId('gw-siwx-status').textContent).toBe('Confirm the signature in your wallet…'))
    expect(screen.getByTestId('gw-siwx-sign').getAttribute('aria-busy')).toBe('true')
    expect(screen.getByTestId('gw-siwx-cancel').getAttribute('aria-disabled')).toBe('true')
    await act(async () => answer('0xsigned'))
    await waitFor(() => expect(kit.modal.isOpen).toBe(false))
    expect(siwx.sessions).toHaveLength(1)
  })
})
