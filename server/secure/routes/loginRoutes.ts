import { Hono } from 'hono'
import { approveDeviceByToken, deviceApproved } from '../flows/approveDevice'
import { connectEmail } from '../flows/connectEmail'
import { verifyLoginOtp } from '../flows/verifyLoginOtp'
import { connectEmailBody, deviceStatusBody, verifyOtpBody } from '../http/bodySchemas'
import { parseBody } from '../http/parseBody'
import type { SecureEnv } from '../http/secureEnv'
import { confirmDevicePage, messagePage } from '../pages/messagePage'
import type { SecureContext } from '../secureContext'

/** E-mail login: connect, device approval (mailed link + status), code → session. */
export function loginRoutes(ctx: SecureContext, options: { publicUrl?: string | undefined }): Hono<SecureEnv> {
  const app = new Hono<SecureEnv>()
  app.post('/api/email/connect', async (c) => {
    const { email, deviceId } = parseBody(c, connectEmailBody)
    const base = options.publicUrl ?? new URL(c.req.url).origin
    const action = await connectEmail(ctx, { email, deviceId, verifyDeviceUrl: `${base}/verify-device` })
    return c.json({ action })
  })
  app.post('/api/device/status', async (c) => {
    return c.json({ approved: await deviceApproved(ctx, parseBody(c, deviceStatusBody)) })
  })
  app.post('/api/otp/verify', async (c) => {
    return c.json(await verifyLoginOtp(ctx, parseBody(c, verifyOtpBody)))
  })
  const TOKEN = /^[A-Za-z0-9_-]{20,100}$/
  const invalidLink = messagePage('Link not valid', 'This link is invalid, used or expired. Log in again to get a new one.')
  // GET only shows the question; the approval is the POST the visitor's button sends.
  app.get('/verify-device', (c) => {
    const token = c.req.query('token') ?? ''
    return TOKEN.test(token) ? c.html(confirmDevicePage(token)) : c.html(invalidLink, 400)
  })
  app.post('/verify-device', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const token = typeof form['token'] === 'string' ? form['token'] : ''
    const approved = TOKEN.test(token) && (await approveDeviceByToken(ctx, token))
    return approved ? c.html(messagePage('Device approved', 'Device approved. You can go back to the app.')) : c.html(invalidLink, 400)
  })
  return app
}
