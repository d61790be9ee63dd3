import { Hono } from 'hono'
import type { ProjectEnv } from '../http/requireProject'
import { isLoopbackOrigin } from '../projects/isLoopbackOrigin'
import type { Project } from '../projects/project'
import { fixtureResponse } from './fixtureResponse'
import { remoteConfig } from './remoteConfig'

/**
 * The origins answer: the project's list, plus for a dev project the asking page's own loopback origin, so the
 * kit's allowed-origins check passes on any local port as CORS does.
 */
function allowedOriginsFor(project: Project, origin: string | undefined): string[] {
  const local = project.allowLocalOrigins && origin !== undefined && isLoopbackOrigin(origin) && !project.allowedOrigins.includes(origin)
  return local ? [...project.allowedOrigins, origin] : project.allowedOrigins
}

/** Per-project settings: remote feature config, allowed origins, analytics switch. */
export function projectRoutes(): Hono<ProjectEnv> {
  const app = new Hono<ProjectEnv>()
  app.get('/appkit/v1/config', (c) => {
    const project = c.get('project')
    return fixtureResponse(c, project.fixture) ?? c.json(remoteConfig(project.features, project.rollouts))
  })
  app.get('/projects/v1/origins', (c) => {
    const project = c.get('project')
    return fixtureResponse(c, project.fixture) ?? c.json({ allowedOrigins: allowedOriginsFor(project, c.req.header('origin')) })
  })
  app.get('/getAnalyticsConfig', (c) => c.json({ isAnalyticsEnabled: c.get('project').analyticsEnabled }))
  return app
}
