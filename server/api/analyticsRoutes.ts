import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import type { Db } from '../db/Db'
import type { ProjectEnv } from '../http/requireProject'
import { analyticsEventSchema } from './analyticsEvent'

const READ_BACK_LIMIT = 200
const MAX_BODY_BYTES = 64 * 1024

/** POST /e stores an analytics event (202); GET /e reads a project's events back, newest first (tests, debugging). */
export function analyticsRoutes(db: Db): Hono<ProjectEnv> {
  const app = new Hono<ProjectEnv>()
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ message: `Invalid analytics event: body over ${MAX_BODY_BYTES} bytes` }, 413),
  })
  app.post('/e', limit, async (c) => {
    let body: unknown
    try {
      body = await c.req.json()
    } catch {
      return c.json({ message: 'Invalid analytics event: body must be JSON' }, 400)
    }
    const parsed = analyticsEventSchema.safeParse(body)
    if (!parsed.success) {
      return c.json({ message: `Invalid analytics event: ${z.prettifyError(parsed.error).replace(/\n/g, '; ')}` }, 400)
    }
    await db.query('INSERT INTO analytics_events (project_id, event_id, payload) VALUES ($1, $2, $3::jsonb)', [
      c.get('project').id,
      parsed.data.eventId,
      JSON.stringify(parsed.data),
    ])
    return c.body(null, 202)
  })
  app.get('/e', async (c) => {
    const { rows } = await db.query<{ payload: unknown }>(
      'SELECT payload FROM analytics_events WHERE project_id = $1 ORDER BY id DESC LIMIT $2',
      [c.get('project').id, READ_BACK_LIMIT],
    )
    return c.json({ data: rows.map((row) => row.payload) })
  })
  return app
}
