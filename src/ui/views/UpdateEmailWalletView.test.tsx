// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { KitRoot } from '../../kernel/root'
import { FAKE_ADDRESS, SessionFakeAdapter } from '../../test-support/fakeAdapter'
import { connectByEmail, fakeAuthBridge } from '../../test-support/fakeAuthBridge'
import { FakeAdapter } from '../../test-support/fakeAdapter'
import { kitsPerTest } from '../../test-support/kitsPerTest'
import { renderWithKit, testOptions } from '../../test-support/testKit'
import { social } from '../../plugins/social'
import { registerCoreViews, viewEntry, type LazyViewComponent } from './coreViews'

const OLD = 'ada@example.com'
const NEW = 'ada.lovelace@example.org'

const startKit = kitsPerTest()
/**
 * A kit with social login only (the e-mail update is the kernel's, for e-mail and social logins alike);
 * `withConnector` false: its adapter takes no session provider, so the kit has no auth connector.
 */
function kit(withConnector = true): KitRoot {
  return startKit(testOptions({ adapters: [withConnector ? new SessionFakeAdapter() : new FakeAdapter()], plugins: [social()], testing: { timings: { emailChangePoll: 1 } } }))
}

/** The view as the modal shows it: its chunk and its slices (emailUpdate, auth) loaded first. */
async function renderUpdateView(made: KitRoot): Promise<void> {
  registerCoreViews(made.lazy)
  const View = await made.lazy.load<LazyViewComponent>(viewEntry('UpdateEmailWallet'))
  renderWithKit(made, <View />)
}

const root = () => screen.getByTestId('gw-update-email')
const otpInput = () => screen.getByTestId('gw-update-otp-input') as HTMLInputElement
function submitNewEmail(value: string): void {
  fireEvent.change(screen.getByLabelText('New email'), { target: { value } })
  fireEvent.click(screen.getByTestId('gw-update-email-submit'))
}

describe('UpdateEmailWallet view', () => {
  it('a code to the current address, then one to the new address, then the new e-mail; Done goes back to Account', async () => {
    const made = kit()
    let current = OLD
    const frame = await connectByEmail(made, OLD, FAKE_ADDRESS, {
      UPDATE_EMAIL: () => ({ action: 'VERIFY_PRIMARY_OTP' }),
      UPDATE_EMAIL_PRIMARY_OTP: ({ otp }) => (otp === '111111' ? {} : Promise.reject(new Error('Invalid code'))),
      UPDATE_EMAIL_SECONDARY_OTP: ({ otp }) => {
        if (otp !== '222222') throw new Error('Invalid code')
        current = NEW
        return { newEmail: NEW }
      },
      GET_USER: () => ({ address: FAKE_ADDRESS, chainId: 31337, email: current }),
    })
    made.router.push('Account')
    made.router.push('UpdateEmailWallet')
    await renderUpdateView(made)
    expect(root().getAttribute('data-step')).toBe('idle')
    expect((await screen.findByTestId('gw-update-current-email')).textContent).toBe(`Current email: ${OLD}`)
    expect((screen.getByLabelText('New email') as HTMLInputElement).type).toBe('email')

    await act(async () => submitNewEmail(NEW))
    expect(frame.request).toHaveBeenCalledWith('UPDATE_EMAIL', { email: NEW })
    expect(root().getAttribute('data-step')).toBe('primary')
    expect(screen.getByLabelText(`Enter the code sent to ${OLD}`)).toBe(otpInput())
    await waitFor(() => expect(document.activeElement).toBe(otpInput()))

    await act(async () => void fireEvent.change(otpInput(), { target: { value: '111111' } }))
    expect(frame.request).toHaveBeenCalledWith('UPDATE_EMAIL_PRIMARY_OTP', { otp: '111111' })
    expect(root().getAttribute('data-step')).toBe('secondary')
    expect(screen.getByLabelText(`Enter the code sent to ${NEW}`)).toBe(otpInput())
    expect(otpInput().value).toBe('')

    await act(async () => void fireEvent.change(otpInput(), { target: { value: '999999' } }))
    const error = screen.getByTestId('gw-update-email-error')
    expect(error.textContent).toBe('Invalid code')
    expect(error.getAttribute('role')).toBe('alert')
    expect(root().getAttribute('data-step')).toBe('secondary')

    await act(async () => void fireEvent.change(otpInput(), { target: { value: '222222' } }))
    await waitFor(() => expect(root().getAttribute('data-step')).toBe('done'))
    expect(screen.getByRole('status').textContent).toBe(`Your email is now ${NEW}`)
    // The kit's embedded wallet keeps the new e-mail (Account shows it).
    expect(frame.store.email).toBe(NEW)
    const done = screen.getByRole('button', { name: 'Done' })
    await waitFor(() => expect(document.activeElement).toBe(done))
    act(() => fireEvent.click(done))
    expect(made.router.view).toBe('Account')
    expect((await made.slice('emailUpdate')).step).toBe('idle')
  })

  it("a code refused at the first step says 'Invalid code' and stays on it", async () => {
    const made = kit()
    await connectByEmail(made, OLD, FAKE_ADDRESS, {
      UPDATE_EMAIL: () => ({ action: 'VERIFY_PRIMARY_OTP' }),
      UPDATE_EMAIL_PRIMARY_OTP: () => Promise.reject(new Error('Invalid code')),
    })
    await renderUpdateView(made)
    await act(async () => submitNewEmail(NEW))
    await act(async () => void fireEvent.change(otpInput(), { target: { value: '123456' } }))
    expect(screen.getByTestId('gw-update-email-error').textContent).toBe('Invalid code')
    expect(root().getAttribute('data-step')).toBe('primary')
    expect(screen.getByLabelText(`Enter the code sent to ${OLD}`)).toBe(otpInput())
  })

  it("'Not connected to email or social' when the account is another wallet's", async () => {
    const made = kit()
    await made.connection.connect('io.test')
    const frame = fakeAuthBridge(made)
    await renderUpdateView(made)
    await act(async () => submitNewEmail(NEW))
    const error = screen.getByTestId('gw-update-email-error')
    expect(error.textContent).toBe('Not connected to email or social')
    expect(screen.getByLabelText('New email').getAttribute('aria-describedby')).toBe(error.id)
    expect(frame.request).not.toHaveBeenCalled()
  })

  it("'No auth connector found' when the kit has no auth connector (its EVM adapter takes no embedded wallet)", async () => {
    const made = kit(false)
    await made.connection.connect('io.test')
    await renderUpdateView(made)
    await screen.findByTestId('gw-update-email-input')
    await act(async () => submitNewEmail(NEW))
    expect(screen.getByTestId('gw-update-email-error').textContent).toBe('No auth connector found')
  })
})
