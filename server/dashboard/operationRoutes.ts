import { Hono } from 'hono'
import type { Db } from '../db/Db'
import { readAudit } from './auditLog'
import { analyticsSummary } from './analyticsSummary'
import { createProjectBodySchema, domainBodySchema, domainPolicyBodySchema, featuresBodySchema, originsBodySchema, parseInput } from './dashboardInputs'
import { jsonBody, projectOf, requireTeamActor, type DashboardEnv } from './dashboardEnv'
import { startDomainVerification, verifyDomain, type FetchLike } from './domainVerification'
import { updateFeatures } from './featureUpdate'
import { createProject, listTeamProjects, readTeamProject, rotateProjectKey, setAllowedOrigins, setDomainPolicy } from './projectSettings'
import { rotateTeamKey } from './teams'

/**
 * The operations on a team's projects, the same for a signed-in member (/app/v1, cookie) and for automation
 * (/api/v1, a key): every body is parsed whole before anything is written (400 naming the field), and every
 * change is written with its audit entry.
 */
export function operationRoutes(db: Db, options: { verificationFetch?: FetchLike | undefined } = {}): Hono<DashboardEnv> {
  const app = new Hono<DashboardEnv>()
  const target = (c: Parameters<typeof projectOf>[0]) => {
    const { teamId, actor } = c.get('actor')
    return { teamId, actor, projectId: projectOf(c) }
  }

  app.get('/projects', async (c) => {
    const actor = c.get('actor')
    const projects = await listTeamProjects(db, actor.teamId)
    return c.json({ projects: actor.projectId === undefined ? projects : projects.filter((project) => project.id === actor.projectId) })
  })
  app.post('/projects', async (c) => {
    const actor = requireTeamActor(c)
    const { name } = parseInput(createProjectBodySchema, await jsonBody(c))
    const { project, secretKey } = await createProject(db, actor.teamId, actor.actor, name)
    return c.json({ project, secretKey }, 201)
  })
  app.get('/projects/:id', async (c) => {
    const { teamId, projectId } = target(c)
    return c.json({ project: await readTeamProject(db, teamId, projectId) })
  })
  app.put('/projects/:id/origins', async (c) => {
    const where = target(c)
    const { origins } = parseInput(originsBodySchema, await jsonBody(c))
    await setAllowedOrigins(db, where, origins)
    return c.json({ project: await readTeamProject(db, where.teamId, where.projectId) })
  })
  app.put('/projects/:id/features', async (c) => {
    const where = target(c)
    const body = parseInput(featuresBodySchema, await jsonBody(c))
    await updateFeatures(db, where, body)
    return c.json({ project: await readTeamProject(db, where.teamId, where.projectId) })
  })
  app.put('/projects/:id/domain-policy', async (c) => {
    const where = target(c)
    const { requireVerifiedDomain } = parseInput(domainPolicyBodySchema, await jsonBody(c))
    await setDomainPolicy(db, where, requireVerifiedDomain)
    return c.json({ project: await readTeamProject(db, where.teamId, where.projectId) })
  })
  app.post('/projects/:id/domains', async (c) => {
    const where = target(c)
    const { origin } = parseInput(domainBodySchema, await jsonBody(c))
    const token = await startDomainVerification(db, where, origin)
    return c.json({ origin, token, url: `${origin}/.well-known/gangway-verification.txt` })
  })
  app.post('/projects/:id/domains/verify', async (c) => {
    const where = target(c)
    const { origin } = parseInput(domainBodySchema, await jsonBody(c))
    const verifiedAt = await verifyDomain(db, where, origin, options.verificationFetch)
    return c.json({ origin, verifiedAt })
  })
  app.post('/projects/:id/key', async (c) => {
    const where = target(c)
    return c.json({ secretKey: await rotateProjectKey(db, where.teamId, where.actor, where.projectId) })
  })
  app.get('/projects/:id/analytics', async (c) => {
    const { teamId, projectId } = target(c)
    await readTeamProject(db, teamId, projectId)
    return c.json(await analyticsSummary(db, projectId))
  })
  app.get('/projects/:id/audit', async (c) => {
    const { teamId, projectId } = target(c)
    await readTeamProject(db, teamId, projectId)
    return c.json({ entries: await readAudit(db, projectId) })
  })
  app.post('/team/key', async (c) => {
    const actor = requireTeamActor(c)
    return c.json({ teamKey: await rotateTeamKey(db, actor.teamId, actor.actor) })
  })
  return app
}
