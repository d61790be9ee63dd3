import { Hono } from 'hono'
import { confirmPrimaryOtp, confirmSecondaryOtp, startEmailUpdate } from '../flows/updateEmail'
import { otpBody, updateEmailBody } from '../http/bodySchemas'
import { parseBody } from '../http/parseBody'
import { requireSession } from '../http/requireSession'
import type { SecureEnv } from '../http/secureEnv'
import type { SecureContext } from '../secureContext'

/** Changing the e-mail (Bearer): the current address's code, then the new address's code. */
export function emailUpdateRoutes(ctx: SecureContext): Hono<SecureEnv> {
  const app = new Hono<SecureEnv>()
  const session = requireSession(ctx)
  app.post('/api/email/update', session, async (c) => {
    return c.json({ action: await startEmailUpdate(ctx, c.get('user'), parseBody(c, updateEmailBody).newEmail) })
  })
  app.post('/api/email/update/primary', session, async (c) => {
    return c.json({ action: await confirmPrimaryOtp(ctx, c.get('user'), parseBody(c, otpBody).otp) })
  })
  app.post('/api/email/update/secondary', session, async (c) => {
    return c.json({ email: await confirmSecondaryOtp(ctx, c.get('user'), parseBody(c, otpBody).otp) })
  })
  return app
}
