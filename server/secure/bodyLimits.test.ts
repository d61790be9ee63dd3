import { describe, expect, it } from 'vitest'
import { CALLER, useSecureSite } from './testing/useSecureSite'

const DEVICE = 'device-body-limit-01'

describe('secure site: body size limits', () => {
  const site = useSecureSite()
  const json = (padding: number): string => JSON.stringify({ ...CALLER, email: 'x@example.com', deviceId: DEVICE, padding: 'x'.repeat(padding) })
  const post = async (path: string, body: string, headers: Record<string, string>) => {
    const response = await site.raw(path, { method: 'POST', headers, body })
    return [response.status, await response.json()] as const
  }

  it('an API body over 64 KiB: 413 before anything reads it, with or without Content-Length', async () => {
    const big = json(64 * 1024)
    const tooLarge = [413, { message: 'Body over 65536 bytes' }]
    expect(await post('/api/email/connect', big, { 'content-type': 'application/json' })).toEqual(tooLarge)
    expect(await post('/api/email/connect', big, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(big)) })).toEqual(tooLarge)
    // Multi-byte characters count as bytes.
    expect(await post('/api/email/connect', json(0).replace('"padding":""', `"padding":"${'é'.repeat(33_000)}"`), { 'content-type': 'application/json' })).toEqual(tooLarge)
    expect(site.mails('x@example.com')).toHaveLength(0)
  })

  it('a body just under the limit goes through', async () => {
    const body = json(60 * 1024)
    expect(await post('/api/email/connect', body, { 'content-type': 'application/json' })).toEqual([200, { action: 'VERIFY_OTP' }])
  })

  it('a form_post answer over 8 KiB: 413', async () => {
    const form = (size: number) => new URLSearchParams({ code: 'c0de', state: 'ab'.repeat(32), user: 'u'.repeat(size) }).toString()
    const headers = { 'content-type': 'application/x-www-form-urlencoded' }
    expect(await post('/social/callback/apple', form(8 * 1024), headers)).toEqual([413, { message: 'Body over 8192 bytes' }])
    const small = await site.raw('/social/callback/apple', { method: 'POST', headers, body: form(4 * 1024) })
    expect(small.status).toBe(303)
  })
})
