import { Hono } from 'hono'
import type { ProjectEnv } from '../http/requireProject'
import { fixtureResponse } from './fixtureResponse'
import { remoteConfig } from './remoteConfig'

/** Per-project settings: remote feature config, allowed origins, analytics switch. */
export function projectRoutes(): Hono<ProjectEnv> {
  const app = new Hono<ProjectEnv>()
  app.get('/appkit/v1/config', (c) => {
    const project = c.get('project')
    return fixtureResponse(c, project.fixture) ?? c.json(remoteConfig(project.features))
  })
  app.get('/projects/v1/origins', (c) => {
    const project = c.get('project')
    return fixtureResponse(c, project.fixture) ?? c.json({ allowedOrigins: project.allowedOrigins })
  })
  app.get('/getAnalyticsConfig', (c) => c.json({ isAnalyticsEnabled: c.get('project').analyticsEnabled }))
  return app
}
