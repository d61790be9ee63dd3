// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { KitRoot } from '../../kernel/root'
import { FAKE_ADDRESS } from '../../test-support/fakeAdapter'
import { fakeAuthBridge, type FakeAuthBridge, type FrameAnswers } from '../../test-support/fakeAuthBridge'
import { loadPlugin, renderPluginView } from '../../test-support/pluginTestKit'
import { kitsPerTest } from '../../test-support/kitsPerTest'
import { testOptions } from '../../test-support/testKit'
import type { EmailLoginStore } from './EmailLoginStore'
import { email as emailPlugin } from './index'

const EMAIL = 'ada@example.com'
const LONG_EMAIL = 'ada.lovelace.analytical.engine@example.com'

const startKit = kitsPerTest()
/** A kit whose login frame is fake, after the address was sent (CONNECT_EMAIL answered with `action`). */
async function emailLogin(answers: FrameAnswers, email = EMAIL): Promise<{ kit: KitRoot; frame: FakeAuthBridge }> {
  const kit = startKit(testOptions({ plugins: [emailPlugin()] }))
  const frame = fakeAuthBridge(kit, { CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }), ...answers })
  const { store } = await loadPlugin<EmailLoginStore>(kit, 'email')
  await renderPluginView(kit, 'EmailLogin')
  await act(async () => void store.connectEmail(email))
  return { kit, frame }
}

const root = () => screen.getByTestId('gw-email-login')
const codeInput = () => screen.getByTestId('gw-otp-input') as HTMLInputElement
const type = (value: string) => fireEvent.change(codeInput(), { target: { value } })
const rejected = (message: string) => () => Promise.reject(new Error(message))

describe('EmailLogin view', () => {
  it('device step: asks to open the mailed link, with a spinner; then moves focus to the code input', async () => {
    let approved: (reply: Record<string, never>) => void = () => undefined
    const device = new Promise<Record<string, never>>((resolve) => (approved = resolve))
    const { frame } = await emailLogin({ CONNECT_EMAIL: () => ({ action: 'VERIFY_DEVICE' }), CONNECT_DEVICE: () => device })
    expect(root().getAttribute('data-step')).toBe('device')
    const status = screen.getByRole('status')
    expect(status.textContent).toBe(`Register this deviceWe sent a link to ${EMAIL}. Open it to approve this device.`)
    expect(root().querySelector('.gw-spinner')?.getAttribute('aria-hidden')).toBe('true')
    expect(screen.queryByTestId('gw-otp-input')).toBeNull()
    expect(frame.request).toHaveBeenCalledWith('CONNECT_DEVICE', {})
    await act(async () => approved({}))
    expect(root().getAttribute('data-step')).toBe('otp')
    await waitFor(() => expect(document.activeElement).toBe(codeInput()))
  })

  it('code step: a labelled one-time-code input, focused, with the e-mail truncated past 30 characters', async () => {
    await emailLogin({}, LONG_EMAIL)
    expect(root().getAttribute('data-step')).toBe('otp')
    const input = screen.getByLabelText(`Enter the code sent to ${LONG_EMAIL.slice(0, 30)}…`) as HTMLInputElement
    expect(input).toBe(codeInput())
    expect(input.getAttribute('inputmode')).toBe('numeric')
    expect(input.getAttribute('autocomplete')).toBe('one-time-code')
    expect(input.getAttribute('pattern')).toBe('\\d{6}')
    expect(input.maxLength).toBe(6)
    expect(screen.getByTitle(LONG_EMAIL).textContent).toBe(`${LONG_EMAIL.slice(0, 30)}…`)
    await waitFor(() => expect(document.activeElement).toBe(input))
  })

  it("six digits submit the code; a refused code shows 'Invalid code', announced, and the input takes focus again", async () => {
    const { frame } = await emailLogin({ CONNECT_OTP: rejected('Invalid code') })
    type('12 34')
    expect(codeInput().value).toBe('1234')
    expect(frame.request).not.toHaveBeenCalledWith('CONNECT_OTP', expect.anything())
    await act(async () => type('123456'))
    expect(frame.request).toHaveBeenCalledWith('CONNECT_OTP', { otp: '123456' })
    const error = await screen.findByTestId('gw-otp-error')
    expect(error.textContent).toBe('Invalid code')
    expect(error.getAttribute('role')).toBe('alert')
    expect(codeInput().getAttribute('aria-invalid')).toBe('true')
    expect(codeInput().getAttribute('aria-describedby')).toBe(error.id)
    expect(root().getAttribute('data-step')).toBe('otp')
    await waitFor(() => expect(document.activeElement).toBe(codeInput()))
    // Enter sends the code in the field again.
    await act(async () => void fireEvent.submit(codeInput().form!))
    expect(frame.request.mock.calls.filter(([request]) => request === 'CONNECT_OTP')).toHaveLength(2)
  })

  it('Enter with fewer than six digits asks for the whole code and sends nothing; a pasted code with spaces is sent', async () => {
    const { frame } = await emailLogin({ CONNECT_OTP: rejected('Invalid code') })
    type('123')
    fireEvent.submit(codeInput().form!)
    expect(screen.getByTestId('gw-otp-error').textContent).toBe('Enter the 6-digit code')
    expect(frame.request).not.toHaveBeenCalledWith('CONNECT_OTP', expect.anything())
    await act(async () => void fireEvent.paste(codeInput(), { clipboardData: { getData: () => '654 321' } }))
    expect(frame.request).toHaveBeenCalledWith('CONNECT_OTP', { otp: '654321' })
  })

  it('while the code is checked the input is read-only and busy; then Connecting…; then the account is connected by e-mail', async () => {
    let checked: (reply: Record<string, never>) => void = () => undefined
    let user: (reply: { address: string; chainId: number; email: string }) => void = () => undefined
    const { kit } = await emailLogin({
      CONNECT_OTP: () => new Promise((resolve) => (checked = resolve)),
      GET_USER: () => new Promise((resolve) => (user = resolve)),
    })
    await act(async () => type('123456'))
    expect(root().getAttribute('data-step')).toBe('verifying')
    expect(codeInput().readOnly).toBe(true)
    expect(codeInput().getAttribute('aria-busy')).toBe('true')
    expect(screen.getByRole('status').textContent).toBe('Checking the code…')
    expect(screen.getByTestId('gw-otp-resend').getAttribute('aria-disabled')).toBe('true')
    await act(async () => checked({}))
    expect(root().getAttribute('data-step')).toBe('connecting')
    expect(screen.getByRole('status').textContent).toBe('Connecting…')
    expect(screen.queryByTestId('gw-otp-input')).toBeNull()
    await act(async () => user({ address: FAKE_ADDRESS, chainId: 31337, email: EMAIL }))
    await waitFor(() => expect(kit.account.connectorId).toBe('auth'))
    expect(kit.account.address).toBe(FAKE_ADDRESS)
  })

  it("'Resend code' within 30 s says 'Please try again after {n} seconds'; after that it sends a new code", async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { frame } = await emailLogin({})
    vi.setSystemTime(Date.now() + 3_000)
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }))
    expect(screen.getByTestId('gw-otp-error').textContent).toBe('Please try again after 27 seconds')
    expect(frame.request.mock.calls.filter(([request]) => request === 'CONNECT_EMAIL')).toHaveLength(1)
    vi.setSystemTime(Date.now() + 27_000)
    await act(async () => void fireEvent.click(screen.getByTestId('gw-otp-resend')))
    expect(frame.request.mock.calls.filter(([request]) => request === 'CONNECT_EMAIL')).toHaveLength(2)
    expect(root().getAttribute('data-step')).toBe('otp')
    expect(screen.queryByTestId('gw-otp-error')).toBeNull()
  })

  it('opened without an address sent, it says where to start', async () => {
    const kit = startKit(testOptions({ plugins: [emailPlugin()] }))
    await renderPluginView(kit, 'EmailLogin')
    expect((await screen.findByTestId('gw-email-login')).getAttribute('data-step')).toBe('idle')
    expect(screen.getByRole('status').textContent).toBe('Enter your email on the Connect view to get a code.')
  })
})
