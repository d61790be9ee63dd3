import { Hono } from 'hono'
import type { Mailbox } from '../../mail/mailbox'
import type { SecureEnv } from '../http/secureEnv'

/**
 * GET /dev/mailbox?to=<email>: one address's mail from the SMTP sink, newest first. Only mounted when the sink is
 * in use on a loopback secure site (server/start.ts); never the whole mailbox (it holds every login code and link).
 */
export function mailboxRoute(mailbox: Mailbox): Hono<SecureEnv> {
  const app = new Hono<SecureEnv>()
  app.get('/dev/mailbox', (c) => {
    c.header('Cache-Control', 'no-store')
    const to = c.req.query('to')?.trim()
    if (!to) return c.json({ message: "Missing parameter 'to': the mailbox lists one address's mail" }, 400)
    return c.json(mailbox.list(to))
  })
  return app
}
