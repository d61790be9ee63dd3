import type { Context } from 'hono'
import { DashboardError, invalidInput } from './dashboardError'

/** Who is acting: a signed-in member (`actor` their e-mail) or an automation key (team-wide, or one project's). */
export interface Actor {
  teamId: string
  actor: string
  /** A project secret key acts for this project only. */
  projectId?: string
  /** A signed-in member's e-mail (the session routes), absent for a key. */
  email?: string
}

export type DashboardEnv = { Variables: { actor: Actor } }

/** The JSON body of a state-changing request: application/json only (a form post from another site is refused). */
export async function jsonBody(c: Context): Promise<unknown> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    throw new DashboardError(415, 'INVALID_INPUT', 'Content-Type must be application/json', 'content-type')
  }
  try {
    return await c.req.json()
  } catch {
    throw invalidInput('body', 'body: not JSON')
  }
}

/** The project the route names, when the actor may act on it: a project key only for its own project. */
export function projectOf(c: Context<DashboardEnv>): string {
  const projectId = c.req.param('id') ?? ''
  const actor = c.get('actor')
  if (actor.projectId !== undefined && actor.projectId !== projectId) {
    throw new DashboardError(403, 'FORBIDDEN', `This key is project ${actor.projectId}'s: it cannot act on '${projectId}'`, 'projectId')
  }
  return projectId
}

/** Team-wide operations (create a project, the team key): a member or the team key, not a project key. */
export function requireTeamActor(c: Context<DashboardEnv>): Actor {
  const actor = c.get('actor')
  if (actor.projectId !== undefined) throw new DashboardError(403, 'FORBIDDEN', 'A project secret key acts on its own project only: use the team API key', 'authorization')
  return actor
}
