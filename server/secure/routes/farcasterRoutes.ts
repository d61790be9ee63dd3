import { Hono } from 'hono'
import { farcasterStatus, startFarcasterLogin } from '../flows/farcasterLogin'
import { farcasterBody } from '../http/bodySchemas'
import { parseBody } from '../http/parseBody'
import type { SecureEnv } from '../http/secureEnv'
import type { SecureContext } from '../secureContext'
import type { FarcasterSetup } from '../social/farcasterSetup'

/** Sign In With Farcaster through the relay: a channel (its URL for the QR code), then its status → session. */
export function farcasterRoutes(ctx: SecureContext, farcaster: FarcasterSetup): Hono<SecureEnv> {
  const app = new Hono<SecureEnv>()
  app.post('/api/farcaster/channel', async (c) => {
    const { deviceId } = parseBody(c, farcasterBody)
    return c.json({ url: await startFarcasterLogin(ctx, farcaster, { deviceId, projectId: c.get('project').id }) })
  })
  app.post('/api/farcaster/status', async (c) => {
    const { deviceId } = parseBody(c, farcasterBody)
    return c.json(await farcasterStatus(ctx, farcaster, { deviceId, projectId: c.get('project').id }))
  })
  return app
}
