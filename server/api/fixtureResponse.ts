import type { Context } from 'hono'
import type { ProjectFixture } from '../projects/project'

/** A body of the wrong shape for the 'malformed' fixture: valid JSON, but no field the client expects. */
const MALFORMED_BODY = { features: 'not-a-list', allowedOrigins: 42, fixture: 'gangway-malformed' }

/** The deliberate misbehaviour of a fixture project, or null for a normal project. */
export function fixtureResponse(c: Context, fixture: ProjectFixture | null): Response | null {
  switch (fixture) {
    case 'rate_limited':
      c.header('Retry-After', '60')
      return c.json({ message: 'Rate limited' }, 429)
    case 'server_error':
      return c.json({ message: 'Internal server error' }, 500)
    case 'malformed':
      return c.json(MALFORMED_BODY, 200)
    case null:
      return null
  }
}
