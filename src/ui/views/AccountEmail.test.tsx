// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { runInAction } from 'mobx'
import { describe, expect, it } from 'vitest'
import type { AuthConnector } from '../../kernel/auth/AuthConnector'
import type { PluginDescriptor } from '../../kernel/plugins/types'
import type { KitRoot } from '../../kernel/root'
import { FAKE_ADDRESS, SessionFakeAdapter } from '../../test-support/fakeAdapter'
import { connectByEmail } from '../../test-support/fakeAuthBridge'
import { renderWithKit, testOptions } from '../../test-support/testKit'
import { email } from '../../plugins/email'
import { social } from '../../plugins/social'
import { kitsPerTest } from '../../test-support/kitsPerTest'
import AccountView from './AccountView'

const LONG_EMAIL = 'ada.lovelace.analytical.engine@example.com'

const startKit = kitsPerTest()
function kit(plugins: PluginDescriptor[] = [email()]): KitRoot {
  return startKit(testOptions({ adapters: [new SessionFakeAdapter()], plugins }))
}

describe('Account view, e-mail', () => {
  it("connected by e-mail: the e-mail under the address, truncated past 30 characters, and 'Update email'", async () => {
    const made = kit()
    await connectByEmail(made, LONG_EMAIL, FAKE_ADDRESS)
    renderWithKit(made, <AccountView />)
    const email = screen.getByTestId('gw-account-email')
    expect(email.textContent).toBe(`${LONG_EMAIL.slice(0, 30)}…`)
    expect(email.getAttribute('title')).toBe(LONG_EMAIL)
    const address = screen.getByTestId('gw-account-address')
    expect(address.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Update email' })))
    expect(made.router.view).toBe('UpdateEmailWallet')
  })

  it('a short e-mail shows whole', async () => {
    const made = kit()
    await connectByEmail(made, 'ada@example.com', FAKE_ADDRESS)
    renderWithKit(made, <AccountView />)
    expect(screen.getByTestId('gw-account-email').textContent).toBe('ada@example.com')
  })

  it('connected with another wallet: no e-mail, no button, and the e-mail login code is not loaded', async () => {
    const made = kit()
    await made.connection.connect('io.test')
    renderWithKit(made, <AccountView />)
    expect(screen.getByTestId('gw-account-address')).toBeTruthy()
    expect(screen.queryByTestId('gw-account-email')).toBeNull()
    expect(screen.queryByTestId('gw-account-update-email')).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(made.lazy.get('auth')).toBeUndefined()
  })

  it('an e-mail connection whose login store is not made yet fetches it, then follows its e-mail', async () => {
    const made = kit()
    act(() => made.account.setConnected(`eip155:31337:${FAKE_ADDRESS}`, 'auth'))
    renderWithKit(made, <AccountView />)
    expect(screen.getByTestId('gw-account-update-email')).toBeTruthy()
    await waitFor(() => expect(made.lazy.get('auth')).toBeDefined())
    const auth = made.lazy.get<AuthConnector>('auth')
    act(() => runInAction(() => auth && (auth.email = 'ada@example.com')))
    expect((await screen.findByTestId('gw-account-email')).textContent).toBe('ada@example.com')
  })
})

describe('Account view, social login', () => {
  it('shows the social username, the e-mail and Update email (a kit with social login only); without an e-mail, no Update email', async () => {
    const made = kit([social()])
    act(() => {
      made.account.setConnected(`eip155:31337:${FAKE_ADDRESS}`, 'auth', { name: 'Discord', identifier: 'auth', social: 'discord' })
      made.account.setEmbeddedWallet('auth', { user: { username: 'carol', email: 'carol@example.com' }, authProvider: 'discord', accountType: 'eoa', isSmartAccountDeployed: false })
    })
    const view = renderWithKit(made, <AccountView />)
    expect(screen.getByTestId('gw-account-social').dataset['provider']).toBe('discord')
    expect(screen.getByTestId('gw-account-social-username').textContent).toBe('carol')
    expect(screen.getByTestId('gw-account-email').textContent).toBe('carol@example.com')
    expect(screen.getByTestId('gw-account-update-email')).toBeTruthy()
    expect(screen.getByText('Signed in with Discord')).toBeTruthy()
    act(() => made.account.setEmbeddedWallet('auth', { user: { username: 'dave_x' }, authProvider: 'x', accountType: 'eoa', isSmartAccountDeployed: false }))
    expect(screen.getByTestId('gw-account-social-username').textContent).toBe('dave_x')
    expect(screen.queryByTestId('gw-account-update-email')).toBeNull()
    view.unmount()
  })
})
