import { Hono } from 'hono'
import type { Mailbox } from '../../mail/mailbox'
import type { SecureEnv } from '../http/secureEnv'

/** GET /dev/mailbox?to=<email>: the SMTP sink's messages, newest first (only mounted when the sink is in use). */
export function mailboxRoute(mailbox: Mailbox): Hono<SecureEnv> {
  const app = new Hono<SecureEnv>()
  app.get('/dev/mailbox', (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json(mailbox.list(c.req.query('to')))
  })
  return app
}
