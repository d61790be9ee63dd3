// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { FAKE_ADDRESS, SessionFakeAdapter } from '../../test-support/fakeAdapter'
import { connectByEmail, fakeAuthBridge } from '../../test-support/fakeAuthBridge'
import { loadPlugin } from '../../test-support/pluginTestKit'
import { kitsPerTest } from '../../test-support/kitsPerTest'
import { appKitOf, testOptions } from '../../test-support/testKit'
import type { EmailLoginStore } from './EmailLoginStore'
import { email } from './index'
import { createMemoryStorage } from '../../kernel/storage/storage'

// The modal's own directory and config calls stay unanswered here.
const startKit = kitsPerTest()

async function emailKit(storage = createMemoryStorage()) {
  const kit = startKit(testOptions({ adapters: [new SessionFakeAdapter()], plugins: [email()], storage }))
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

  it('a reload at the code step resumes there: the same address shows the code step with no new mail, and the mailed code connects', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const storage = createMemoryStorage()
    const before = await emailKit(storage)
    await before.store.connectEmail('grace@example.com')
    expect(before.store.step).toBe('otp')
    before.kit.destroy()
    vi.setSystemTime(Date.now() + 5_000)
    const { kit, frame, store } = await emailKit(storage)
    frame.answer({ CONNECT_OTP: () => ({}), GET_USER: () => ({ address: FAKE_ADDRESS, chainId: 31337, email: 'grace@example.com' }) })
    expect(store.step).toBe('idle')
    await store.connectEmail('grace@example.com')
    expect([store.step, store.error, kit.router.view]).toEqual(['otp', undefined, 'EmailLogin'])
    expect(frame.request).not.toHaveBeenCalledWith('CONNECT_EMAIL', expect.anything())
    // Asking for another code still waits out the 30 s from the first mail.
    await store.resendCode()
    expect(store.error).toBe('Please try again after 25 seconds')
    await store.submitOtp('123456')
    expect(kit.account.connectorId).toBe('auth')
    // Connected: nothing is pending any more.
    kit.destroy()
    const after = await emailKit(storage)
    await after.store.connectEmail('grace@example.com')
    expect(after.frame.request).toHaveBeenCalledWith('CONNECT_EMAIL', { email: 'grace@example.com' })
  })

  it('a code mailed 10 minutes ago or more is not resumed: the address gets a new one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const storage = createMemoryStorage()
    const before = await emailKit(storage)
    await before.store.connectEmail('grace@example.com')
    before.kit.destroy()
    vi.setSystemTime(Date.now() + 10 * 60_000)
    const { frame, store } = await emailKit(storage)
    await store.connectEmail('grace@example.com')
    expect(frame.request).toHaveBeenCalledWith('CONNECT_EMAIL', { email: 'grace@example.com' })
    expect([store.step, store.error]).toEqual(['otp', undefined])
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
