import { describe, expect, it } from 'vitest'
import { useSecureSite } from './testing/useSecureSite'

describe('secure site: per-address limits across devices (a caller picks its device ids)', () => {
  const site = useSecureSite()
  const message = async (response: Response) => ((await response.json()) as { message?: string }).message

  it('at most 5 codes per address in 10 minutes, however many device ids ask', async () => {
    const email = 'spammed@example.com'
    for (let n = 0; n < 5; n++) expect((await site.post('email/connect', { email, deviceId: `rotating-device-${n}` })).status).toBe(200)
    const sixth = await site.post('email/connect', { email, deviceId: 'rotating-device-5' })
    expect(sixth.status).toBe(429)
    expect(await message(sixth)).toBe('Too many attempts. Try again later.')
    expect(site.mails(email)).toHaveLength(5)
    site.advance(10 * 60_000 + 1)
    expect((await site.post('email/connect', { email, deviceId: 'rotating-device-6' })).status).toBe(200)
  })

  it('10 wrong codes per address in an hour lock it, even the right code, whatever the device', async () => {
    const email = 'guessed@example.com'
    let wrong = 0
    for (let device = 0; wrong < 10; device++) {
      const deviceId = `guessing-device-${device}`
      await site.post('email/connect', { email, deviceId })
      const code = site.lastCode(email)
      for (let attempt = 0; attempt < 3 && wrong < 10; attempt++, wrong++) {
        await site.post('otp/verify', { email, deviceId, otp: code === '000000' ? '111111' : '000000' })
      }
      site.advance(2 * 60_000 + 1)
    }
    await site.post('email/connect', { email, deviceId: 'the-owner-device' })
    const right = await site.post('otp/verify', { email, deviceId: 'the-owner-device', otp: site.lastCode(email) })
    expect(right.status).toBe(429)
    expect(await message(right)).toBe('Too many attempts. Try again later.')
  })
})
