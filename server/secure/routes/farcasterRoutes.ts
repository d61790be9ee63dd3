import { Hono } from 'hono'
import { farcasterStatus, startFarcasterLogin } from '../flows/farcasterLogin'
import { farcasterBody } from '../http/bodySchemas'
import { parseBody } from '../http/parseBody'
import type { SecureEnv } from '../http/secureEnv'
import type { SecureContext } from '../secureContext'
import type { FarcasterRelay } from '../social/farcasterRelay'

/** Sign In With Farcaster through the relay: a channel (its URL for the QR code), then its status → session. */
export function farcasterRoutes(ctx: SecureContext, relay: FarcasterRelay, options: { siteUrl: string }): Hono<SecureEnv> {
  const app = new Hono<SecureEnv>()
  app.post('/api/farcaster/channel', async (c) => {
    const { deviceId } = parseBody(c, farcasterBody)
    return c.json({ url: await startFarcasterLogin(ctx, relay, { deviceId, projectId: c.get('project').id }, options.siteUrl) })
  })
  app.post('/api/farcaster/status', async (c) => {
    const { deviceId } = parseBody(c, farcasterBody)
    return c.json(await farcasterStatus(ctx, relay, { deviceId, projectId: c.get('project').id }, options.siteUrl))
  })
  return app
}
