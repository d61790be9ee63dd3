// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FAKE_ADDRESS } from '../../test-support/fakeAdapter'
import { appKitOf, testNetwork } from '../../test-support/testKit'
import { fakeSiwx } from '../../test-support/fakeSiwx'
import { settle, startKit, useQuietApi } from '../../kernel/stores/connectionTestKit'
import { AppKitProvider } from '../AppKitProvider'
import { ConnectButton } from './ConnectButton'
import type { ConnectButtonRenderProps } from './useConnectButtonState'

function screenWidth(large: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: large && query.includes('768'), addEventListener: () => {}, removeEventListener: () => {} }))
}

async function connectedKit() {
  const { kit } = startKit()
  await act(async () => {
    await kit.connection.connect('io.test')
    await settle()
  })
  return kit
}

describe('ConnectButton, connected (RainbowKit props)', () => {
  useQuietApi()
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('large screen by default: the network name, the balance and the shortened address; the network opens the network list', async () => {
    screenWidth(true)
    const kit = await connectedKit()
    render(
      <AppKitProvider appkit={appKitOf(kit)}>
        <ConnectButton />
      </AppKitProvider>,
    )
    expect(screen.getByTestId('gw-chain-button').textContent).toBe('Gangway Local')
    expect(screen.getByTestId('gw-connect-button').textContent).toBe('10000.000 ETH · 0xf39F…2266')
    await act(async () => screen.getByTestId('gw-chain-button').click())
    expect(appKitOf(kit).getView()).toBe('SwitchNetwork')
  })

  it('small screen by default: the network as an icon and no balance; accountStatus, chainStatus and showBalance override', async () => {
    screenWidth(false)
    const kit = await connectedKit()
    const { rerender } = render(
      <AppKitProvider appkit={appKitOf(kit)}>
        <ConnectButton />
      </AppKitProvider>,
    )
    expect(screen.getByTestId('gw-chain-button').textContent).toBe('G')
    expect(screen.getByTestId('gw-connect-button').textContent).toBe('0xf39F…2266')
    rerender(
      <AppKitProvider appkit={appKitOf(kit)}>
        <ConnectButton chainStatus="none" accountStatus="avatar" showBalance={{ smallScreen: true }} />
      </AppKitProvider>,
    )
    expect(screen.queryByTestId('gw-chain-button')).toBeNull()
    expect(screen.getByTestId('gw-connect-button').textContent).toBe('10000.000 ETH · ')
    expect(screen.getByRole('img', { name: FAKE_ADDRESS })).toBeTruthy()
  })

  it('ConnectButton.Custom hands over account, chain, mounted and the modal openers', async () => {
    screenWidth(true)
    const kit = await connectedKit()
    const seen: ConnectButtonRenderProps[] = []
    render(
      <AppKitProvider appkit={appKitOf(kit)}>
        <ConnectButton.Custom>
          {(props) => {
            seen.push(props)
            return (
              <button type="button" onClick={props.openAccountModal}>
                {props.account?.displayName} on {props.chain?.name}
              </button>
            )
          }}
        </ConnectButton.Custom>
      </AppKitProvider>,
    )
    const last = seen.at(-1)!
    expect(last.mounted).toBe(true)
    expect(last.account).toMatchObject({ address: FAKE_ADDRESS, displayName: '0xf39F…2266', displayBalance: '10000.000 ETH', balanceSymbol: 'ETH' })
    expect(last.chain).toMatchObject({ id: 31337, name: 'Gangway Local', unsupported: false, hasIcon: false })
    expect(last.accountModalOpen).toBe(false)
    await act(async () => screen.getByRole('button', { name: '0xf39F…2266 on Gangway Local' }).click())
    expect(seen.at(-1)!.accountModalOpen).toBe(true)
  })

  it('ConnectButton.Custom while disconnected: no account, openConnectModal opens Connect', async () => {
    const { kit } = startKit()
    render(
      <AppKitProvider appkit={appKitOf(kit)}>
        <ConnectButton.Custom>
          {({ account, openConnectModal, connectModalOpen }) => (
            <button type="button" onClick={openConnectModal}>
              {account ? 'connected' : `connect ${connectModalOpen ? 'open' : 'closed'}`}
            </button>
          )}
        </ConnectButton.Custom>
      </AppKitProvider>,
    )
    await act(async () => screen.getByRole('button', { name: 'connect closed' }).click())
    expect(screen.getByRole('button', { name: 'connect open' })).toBeTruthy()
    expect(appKitOf(kit).getView()).toBe('Connect')
  })

  it('ConnectButton.Custom: the profile name and avatar as ensName / ensAvatar (and displayName), and authenticationStatus with siwx', async () => {
    screenWidth(true)
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(
          new Response(String(url).includes('/v1/identity/') ? '{"name":"ada.eth","avatar":"https://example.com/ada.png"}' : '{"count":0,"data":[]}', { headers: { 'content-type': 'application/json' } }),
        ),
      ),
    )
    // The local chains are testnets, which have no profile: this kit runs on a mainnet-like network.
    const siwx = fakeSiwx()
    const { kit } = startKit(undefined, undefined, { networks: [{ ...testNetwork }], siwx })
    const seen: ConnectButtonRenderProps[] = []
    render(
      <AppKitProvider appkit={appKitOf(kit)}>
        <ConnectButton.Custom>{(props) => (seen.push(props), null)}</ConnectButton.Custom>
      </AppKitProvider>,
    )
    expect(seen.at(-1)?.authenticationStatus).toBe('unauthenticated')
    await act(async () => {
      await kit.connection.connect('io.test')
      await settle()
    })
    await vi.waitFor(() => expect(seen.at(-1)?.account).toMatchObject({ address: FAKE_ADDRESS, displayName: 'ada.eth', ensName: 'ada.eth', ensAvatar: 'https://example.com/ada.png' }))
    // No session yet: the sign view asks; once signed (the wallet answers personal_sign), the status follows.
    await vi.waitFor(() => expect(appKitOf(kit).getView()).toBe('SIWXSignMessage'))
    expect(seen.at(-1)?.authenticationStatus).toBe('unauthenticated')
    await act(async () => (await kit.slice('siwx')).sign())
    await vi.waitFor(() => expect(seen.at(-1)?.authenticationStatus).toBe('authenticated'))
  })
})
