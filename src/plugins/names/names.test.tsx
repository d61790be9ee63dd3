// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { IdentityStore } from '../../kernel/account/IdentityStore'
import type { PluginDescriptor } from '../../kernel/plugins/types'
import type { KitRoot } from '../../kernel/root'
import { FAKE_ADDRESS, SessionFakeAdapter } from '../../test-support/fakeAdapter'
import { connectByEmail } from '../../test-support/fakeAuthBridge'
import { kitsPerTest } from '../../test-support/kitsPerTest'
import { loadPlugin } from '../../test-support/pluginTestKit'
import { renderWithKit, testNetwork, testOptions } from '../../test-support/testKit'
import AccountView from '../../ui/views/AccountView'
import { email } from '../email'
import { names } from './index'
import type { NamesStore } from './NamesStore'

const startKit = kitsPerTest()
function kit(plugins: PluginDescriptor[] = [email(), names()], features: Record<string, boolean> = {}, network = testNetwork): KitRoot {
  return startKit(testOptions({ adapters: [new SessionFakeAdapter()], plugins, features, networks: [network] }))
}

const chooseName = () => screen.queryByTestId('gw-account-action-choose-name')

describe('names()', () => {
  beforeEach(() => vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {}))))
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('declares RegisterAccountName and RegisterAccountNameSuccess, the flag names, and the Account row', () => {
    expect(names()).toMatchObject({
      name: 'names',
      flag: 'names',
      views: { RegisterAccountName: { title: 'Choose Name' }, RegisterAccountNameSuccess: { title: 'Name Registered' } },
      accountAction: { id: 'choose-name', view: 'RegisterAccountName', label: 'Choose account name' },
    })
  })

  it('the Account view of an embedded wallet without a name offers "Choose account name", which opens RegisterAccountName', async () => {
    const made = kit()
    await connectByEmail(made, 'ada@example.com', FAKE_ADDRESS)
    renderWithKit(made, <AccountView />)
    const row = await screen.findByRole('button', { name: 'Choose account name' })
    expect(row.getAttribute('data-testid')).toBe('gw-account-action-choose-name')
    act(() => fireEvent.click(row))
    expect(made.router.view).toBe('RegisterAccountName')
  })

  it('no row for another wallet, on a network outside eip155, or with the flag off', async () => {
    const injected = kit()
    await injected.connection.connect('io.test')
    renderWithKit(injected, <AccountView />)
    await screen.findByTestId('gw-account-address')
    expect(chooseName()).toBeNull()
    cleanup()
    const off = kit([email(), names()], { names: false })
    await connectByEmail(off, 'ada@example.com', FAKE_ADDRESS)
    renderWithKit(off, <AccountView />)
    await screen.findByTestId('gw-account-address')
    expect(chooseName()).toBeNull()
  })

  it("after a registration the Account view shows the name and the row goes, also on a testnet whose identities are not looked up", async () => {
    const made = kit([email(), names()], {}, { ...testNetwork, testnet: true })
    await connectByEmail(made, 'ada@example.com', FAKE_ADDRESS)
    renderWithKit(made, <AccountView />)
    await screen.findByRole('button', { name: 'Choose account name' })
    const { context } = await loadPlugin<NamesStore>(made, 'names')
    expect(context.profileName).toBeUndefined()
    await act(() => context.setProfileName('alice-wallet.gangway.id'))
    expect(screen.getByTestId('gw-account-address').textContent).toBe('alice-wallet.gangway.id')
    expect(context.profileName).toBe('alice-wallet.gangway.id')
    await waitFor(() => expect(chooseName()).toBeNull())
    // The Account view loads the identity again (as it does when shown again): the registered name stays.
    await act(() => made.lazy.get<IdentityStore>('identity')!.load())
    expect(screen.getByTestId('gw-account-address').textContent).toBe('alice-wallet.gangway.id')
  })
})
