import { describe, expect, it } from 'vitest'
import { useSecureSite } from './testing/useSecureSite'
import { signerOnly } from './testing/signerOnly'

const DEVICE = 'device-update-0001'

describe('secure site: changing the e-mail', () => {
  const site = useSecureSite()
  const call = async (path: string, body: Record<string, unknown>, token?: string) => {
    const response = await site.post(path, body, token)
    return [response.status, await response.json()]
  }

  it('current address code, then new address code → the e-mail changes, the wallet stays', async () => {
    const token = await site.login('old@example.com', DEVICE)
    const before = (await (await site.post('user', {}, token)).json()) as { address: string }

    expect(await call('email/update', { newEmail: 'New@Example.com' }, token)).toEqual([200, { action: 'VERIFY_PRIMARY_OTP' }])
    expect(site.mails('old@example.com')[0]?.subject).toBe('Your Gangway confirmation code')
    expect(site.mails('new@example.com')).toHaveLength(0)
    // The steps go in order, each with its own address's code.
    expect(await call('email/update/secondary', { otp: '123456' }, token)).toEqual([400, { message: 'No e-mail update in progress' }])
    expect(await call('email/update/primary', { otp: site.lastCode('old@example.com') }, token)).toEqual([200, { action: 'VERIFY_SECONDARY_OTP' }])
    const newCode = site.lastCode('new@example.com')
    expect(await call('email/update/secondary', { otp: newCode === '000000' ? '111111' : '000000' }, token)).toEqual([400, { message: 'Invalid code' }])
    expect(await call('email/update/secondary', { otp: newCode }, token)).toEqual([200, { email: 'new@example.com' }])

    expect(await call('user', {}, token)).toEqual([200, { email: 'new@example.com', address: before.address, chainId: 31337, ...signerOnly(before.address) }])
    // The new address logs in (this device is verified) and finds the same wallet; the old one is a new user.
    site.advance(30_000)
    expect(await call('email/connect', { email: 'new@example.com', deviceId: DEVICE })).toEqual([200, { action: 'VERIFY_OTP' }])
    expect(await call('email/update/primary', { otp: '123456' }, token)).toEqual([400, { message: 'No e-mail update in progress' }])
  })

  it('refuses the current e-mail, one in use, a repeat within 30 s, and callers without a session', async () => {
    const token = await site.login('first@example.com', DEVICE)
    await site.login('second@example.com', DEVICE)
    expect(await call('email/update', { newEmail: 'first@example.com' }, token)).toEqual([400, { message: 'The new e-mail is the current one' }])
    expect(await call('email/update', { newEmail: 'SECOND@example.com' }, token)).toEqual([409, { message: 'E-mail already in use' }])
    expect(await call('email/update', { newEmail: 'third@example.com' }, token)).toEqual([200, { action: 'VERIFY_PRIMARY_OTP' }])
    site.advance(1_000)
    expect(await call('email/update', { newEmail: 'third@example.com' }, token)).toEqual([429, { message: 'Please try again after 29 seconds' }])
    expect(await call('email/update', { newEmail: 'third@example.com' })).toEqual([401, { message: 'Not signed in' }])
    expect(await call('email/update', { newEmail: 'bad' }, token)).toEqual([400, { message: 'Invalid request: newEmail: must be a valid e-mail' }])
  })
})
