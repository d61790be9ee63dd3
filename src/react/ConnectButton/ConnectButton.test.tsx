// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { KitRoot } from '../../kernel/root'
import { testOptions, appKitOf } from '../../test-support/testKit'
import { AppKitProvider } from '../AppKitProvider'
import { ConnectButton } from './ConnectButton'
import { useAppKitState, useAppKitTheme } from '../hooks'

function StateProbe() {
  const state = useAppKitState()
  const { themeMode } = useAppKitTheme()
  return <output data-testid="probe">{`${state.open}:${state.selectedNetworkId}:${themeMode}`}</output>
}

describe('ConnectButton and hooks', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('pointing at the button is intent: the kit prefetches; clicking opens the modal', async () => {
    const fetch = vi.fn((_url: string) => new Promise<Response>(() => {}))
    vi.stubGlobal('fetch', fetch)
    const kit = new KitRoot(testOptions())
    render(
      <AppKitProvider appkit={appKitOf(kit)}>
        <ConnectButton />
        <StateProbe />
      </AppKitProvider>,
    )
    expect(fetch).not.toHaveBeenCalled()
    fireEvent.pointerEnter(screen.getByTestId('gw-connect-button'))
    // The directory, project config and allowed-origins calls come with their chunks, fetched on intent.
    await vi.waitFor(() => {
      const urls = fetch.mock.calls.map(([url]) => new URL(url).pathname)
      expect(urls).toEqual(expect.arrayContaining(['/getWallets', '/appkit/v1/config', '/projects/v1/origins']))
      // Loading the intent chunk is start-up work: on a busy machine it takes more than waitFor's default second.
    }, { timeout: 10_000 })
    expect(screen.getByTestId('probe').textContent).toBe('false:eip155:31337:dark')
    await act(async () => fireEvent.click(screen.getByText('Connect Wallet')))
    expect(appKitOf(kit).getState().open).toBe(true)
    expect(screen.getByTestId('probe').textContent).toBe('true:eip155:31337:dark')
    await act(async () => appKitOf(kit).setThemeMode('light'))
    expect(screen.getByTestId('probe').textContent).toBe('true:eip155:31337:light')
  })

  it('shows the short address when connected', async () => {
    const kit = new KitRoot(testOptions())
    render(
      <AppKitProvider appkit={appKitOf(kit)}>
        <ConnectButton />
      </AppKitProvider>,
    )
    await act(async () => kit.account.setConnected('eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'))
    expect(screen.getByTestId('gw-connect-button').textContent).toBe('0xf39F…2266')
  })

  it('hooks outside a provider explain what is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<ConnectButton />)).toThrow('AppKitProvider')
  })
})
