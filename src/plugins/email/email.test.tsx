// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { runInAction } from 'mobx'
import { describe, expect, it, vi } from 'vitest'
import type { KitRoot } from '../../kernel/root'
import { fakeAuthBridge } from '../../test-support/fakeAuthBridge'
import { loadPlugin, renderConnectSection } from '../../test-support/pluginTestKit'
import { kitsPerTest } from '../../test-support/kitsPerTest'
import { renderWithKit, testOptions } from '../../test-support/testKit'
import { ConnectView } from '../../ui/views/ConnectView'
import type { EmailLoginStore } from './EmailLoginStore'
import { email } from './index'

const startKit = kitsPerTest()
function kitWithEmail(overrides: Parameters<typeof testOptions>[0] = {}): KitRoot {
  return startKit(testOptions({ plugins: [email()], ...overrides }))
}

const input = () => screen.getByTestId('gw-email-input') as HTMLInputElement
function submit(value: string): void {
  fireEvent.change(input(), { target: { value } })
  fireEvent.click(screen.getByTestId('gw-email-submit'))
}

describe('email()', () => {
  it('is the Connect view’s e-mail section, gated by the email flag', () => {
    expect(email()).toMatchObject({ name: 'email', flag: 'email', connectMethod: 'email', views: {} })
    expect(kitWithEmail().plugins.connectSections('email').map((plugin) => plugin.name)).toEqual(['email'])
    expect(kitWithEmail({ features: { email: false } }).plugins.connectSections('email')).toEqual([])
  })

  it('renders its form on the Connect view once its chunk has loaded: a labelled e-mail input and Continue', async () => {
    renderWithKit(kitWithEmail(), <ConnectView />)
    const field = (await screen.findByLabelText('Email address')) as HTMLInputElement
    expect(field.getAttribute('data-testid')).toBe('gw-email-input')
    expect(field.type).toBe('email')
    expect(field.getAttribute('autocomplete')).toBe('email')
    expect(screen.getByRole('button', { name: 'Continue' }).getAttribute('type')).toBe('submit')
  })
})

describe('the e-mail form', () => {
  it("says 'Enter a valid email address', announced and tied to the input, and sends nothing", async () => {
    const kit = kitWithEmail()
    const frame = fakeAuthBridge(kit)
    await renderConnectSection(kit, 'email')
    submit('not-an-email')
    // The login code arrives with the first submit (a dynamic import), then answers.
    const error = await screen.findByTestId('gw-email-error')
    expect(error.textContent).toBe('Enter a valid email address')
    expect(error.getAttribute('role')).toBe('alert')
    expect(input().getAttribute('aria-invalid')).toBe('true')
    expect(input().getAttribute('aria-describedby')).toBe(error.id)
    expect(frame.request).not.toHaveBeenCalled()
  })

  it('sends the address with Enter, is busy while the frame answers, then shows EmailLogin at the code step', async () => {
    const kit = kitWithEmail()
    let answer: (reply: { action: 'VERIFY_OTP' }) => void = () => undefined
    const reply = new Promise<{ action: 'VERIFY_OTP' }>((resolve) => (answer = resolve))
    const frame = fakeAuthBridge(kit, { CONNECT_EMAIL: () => reply })
    await renderConnectSection(kit, 'email')
    fireEvent.change(input(), { target: { value: ' ada@example.com ' } })
    // Enter in a form's field submits the form (happy-dom has no implicit submission: the submit event stands in).
    fireEvent.submit(input().form!)
    await waitFor(() => expect(frame.request).toHaveBeenCalledWith('CONNECT_EMAIL', { email: 'ada@example.com' }))
    const button = screen.getByTestId('gw-email-submit')
    expect(button.textContent).toBe('Sending…')
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(screen.getByTestId('gw-email-form').getAttribute('aria-busy')).toBe('true')
    // A second submit while sending does nothing.
    fireEvent.click(button)
    expect(frame.request).toHaveBeenCalledTimes(1)
    await act(async () => answer({ action: 'VERIFY_OTP' }))
    await waitFor(() => expect(kit.router.view).toBe('EmailLogin'))
    expect((await loadPlugin<EmailLoginStore>(kit, 'email')).store).toMatchObject({ step: 'otp', email: 'ada@example.com', error: undefined })
    expect(screen.getByTestId('gw-email-submit').textContent).toBe('Continue')
  })

  it("a second send of the same address within 30 s says 'Please try again after {n} seconds'", async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const kit = kitWithEmail()
    const frame = fakeAuthBridge(kit, { CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }) })
    await renderConnectSection(kit, 'email')
    submit('ada@example.com')
    const { store } = await loadPlugin<EmailLoginStore>(kit, 'email')
    await waitFor(() => expect(store.step).toBe('otp'))
    vi.setSystemTime(Date.now() + 3_000)
    submit('ada@example.com')
    expect((await screen.findByTestId('gw-email-error')).textContent).toBe('Please try again after 27 seconds')
    expect(frame.request).toHaveBeenCalledTimes(1)
  })

  it('shows what went wrong in the frame (its error, word for word)', async () => {
    const kit = kitWithEmail()
    fakeAuthBridge(kit, {
      CONNECT_EMAIL: () => {
        throw new Error('iframe_load_failed')
      },
    })
    await renderConnectSection(kit, 'email')
    submit('ada@example.com')
    expect((await screen.findByTestId('gw-email-error')).textContent).toBe('iframe_load_failed')
    expect(screen.getByTestId('gw-email-submit').textContent).toBe('Continue')
  })

  it('does not show an error from the code step (after Back) until an address is sent from here', async () => {
    const kit = kitWithEmail()
    fakeAuthBridge(kit)
    const { store } = await loadPlugin<EmailLoginStore>(kit, 'email')
    runInAction(() => Object.assign(store, { step: 'otp', email: 'ada@example.com', error: 'Invalid code' }))
    await renderConnectSection(kit, 'email')
    expect(screen.queryByTestId('gw-email-error')).toBeNull()
    expect(input().value).toBe('ada@example.com')
  })
})
