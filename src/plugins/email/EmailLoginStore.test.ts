// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { FAKE_ADDRESS, SessionFakeAdapter } from '../../test-support/fakeAdapter'
import { connectByEmail, fakeAuthBridge } from '../../test-support/fakeAuthBridge'
import { loadPlugin } from '../../test-support/pluginTestKit'
import { kitsPerTest } from '../../test-support/kitsPerTest'
import { appKitOf, testOptions } from '../../test-support/testKit'
import type { EmailLoginStore } from './EmailLoginStore'
import { email } from './index'

// The modal's own directory and config calls stay unanswered here.
const startKit = kitsPerTest()

async function emailKit() {
  const kit = startKit(testOptions({ adapters: [new SessionFakeAdapter()], plugins: [email()] }))
  const frame = fakeAuthBridge(kit, { CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }) })
  const { store } = await loadPlugin<EmailLoginStore>(kit, 'email')
  return { kit, frame, store }
}

describe('EmailLoginStore (§4 e-mail login)', () => {
  it('a failed resend from the code step stays on the code step', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { frame, store } = await emailKit()
    await store.connectEmail('grace@example.com')
    expect(store.step).toBe('otp')
    frame.answer({ CONNECT_EMAIL: () => Promise.reject(new Error('Please try again after 12 seconds')) })
    // §5: the same address again only after 30 s.
    vi.setSystemTime(Date.now() + 30_000)
    await store.resendCode()
    expect([store.step, store.error]).toEqual(['otp', 'Please try again after 12 seconds'])
  })

  it('the code connects the embedded wallet with the address as its e-mail', async () => {
    const { kit, frame, store } = await emailKit()
    frame.answer({ CONNECT_OTP: () => ({}), GET_USER: () => ({ address: FAKE_ADDRESS, chainId: 31337, email: 'grace@example.com' }) })
    await store.connectEmail('grace@example.com')
    await store.submitOtp('123456')
    expect(frame.request).toHaveBeenCalledWith('CONNECT_OTP', { otp: '123456' })
    expect(kit.account.connectorId).toBe('auth')
    expect(kit.account.embeddedWalletInfo?.user?.email).toBe('grace@example.com')
    expect(store.step).toBe('idle')
  })

  it('a sign-out leaves nothing of the login on screen', async () => {
    const { kit, store } = await emailKit()
    // A new fake frame in place of the first, connected.
    const frame = await connectByEmail(kit, 'grace@example.com', FAKE_ADDRESS, { SIGN_OUT: () => ({}) })
    frame.answer({ CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }) })
    await store.connectEmail('ada@example.com')
    expect([store.step, store.email]).toEqual(['otp', 'ada@example.com'])
    frame.answer({ CONNECT_EMAIL: () => Promise.reject(new Error('Invalid code')) })
    await store.connectEmail('bob@example.com')
    expect(store.error).toBe('Invalid code')
    await appKitOf(kit).disconnect()
    expect([store.step, store.error, store.email]).toEqual(['idle', undefined, undefined])
    // The signed-out address is a new login, not a re-trigger within 30 s.
    frame.answer({ CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }) })
    await store.connectEmail('ada@example.com')
    expect([store.step, store.error]).toEqual(['otp', undefined])
  })
})
