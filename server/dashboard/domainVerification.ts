import { invalidateProject } from '../cache/cloudCaches'
import type { Db } from '../db/Db'
import { readLimited } from '../http/readLimited'
import { writeAudit } from './auditLog'
import { DashboardError, invalidInput } from './dashboardError'
import { newVerificationToken } from './dashboardSecrets'
import { readTeamProject } from './projectSettings'

export const VERIFICATION_PATH = '/.well-known/gangway-verification.txt'
export const VERIFICATION_LIMITS = { timeoutMs: 5_000, maxRedirects: 3, maxBodyBytes: 1_024 } as const

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>

/**
 * Fetches `<origin>/.well-known/gangway-verification.txt` and says whether its body (trimmed) is `token`.
 * 5 s in all; a redirect is followed only on the same host (at most 3); a body over 1 KiB is not the token.
 * Resolves with why it failed, or null when it passed.
 */
export async function checkVerificationToken(origin: string, token: string, fetchImpl: FetchLike = fetch): Promise<string | null> {
  const signal = AbortSignal.timeout(VERIFICATION_LIMITS.timeoutMs)
  const host = new URL(origin).hostname
  let url = `${origin}${VERIFICATION_PATH}`
  try {
    for (let hop = 0; ; hop++) {
      const response = await fetchImpl(url, { redirect: 'manual', signal, headers: { accept: 'text/plain' } })
      if (response.status >= 300 && response.status < 400) {
        const location = response.headers.get('location')
        await response.body?.cancel()
        if (!location) return `${url} answered ${response.status} without a Location`
        const next = new URL(location, url)
        if (next.hostname !== host || !/^https?:$/.test(next.protocol)) return `${url} redirects to another host (${next.host}): not followed`
        if (hop >= VERIFICATION_LIMITS.maxRedirects) return `more than ${VERIFICATION_LIMITS.maxRedirects} redirects`
        url = next.href
        continue
      }
      if (!response.ok) {
        await response.body?.cancel()
        return `${url} answered ${response.status}`
      }
      const body = await readLimited(response, VERIFICATION_LIMITS.maxBodyBytes)
      if (body === undefined) return `${url}: the body is over ${VERIFICATION_LIMITS.maxBodyBytes} bytes`
      return body.trim() === token ? null : `${url} does not serve the token`
    }
  } catch (error) {
    if (signal.aborted) return `${url} did not answer within ${VERIFICATION_LIMITS.timeoutMs / 1000} s`
    return `${url} could not be fetched (${error instanceof Error ? error.message : String(error)})`
  }
}

/** The project's token for `origin` (made once; the origin must be one of its allowed origins, exactly). */
export async function startDomainVerification(db: Db, target: { teamId: string; projectId: string; actor: string }, origin: string): Promise<string> {
  const project = await readTeamProject(db, target.teamId, target.projectId)
  if (!project.allowedOrigins.includes(origin)) throw invalidInput('origin', `${origin} is not one of the project's allowed origins: add it first`)
  const existing = project.domains.find((domain) => domain.origin === origin)
  if (existing) return existing.token
  const token = newVerificationToken()
  await db.query('INSERT INTO domain_verifications (project_id, origin, token) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [target.projectId, origin, token])
  await writeAudit(db, { teamId: target.teamId, projectId: target.projectId, actor: target.actor, action: 'domain.add', before: null, after: { origin } })
  const { rows } = await db.query<{ token: string }>('SELECT token FROM domain_verifications WHERE project_id = $1 AND origin = $2', [target.projectId, origin])
  return rows[0]?.token ?? token
}

/**
 * Fetches the origin's token; when it matches, the origin is verified (the secure site then serves its embedded
 * wallets there: the 'Unverified Domain' refusal stops). 422 with the reason otherwise; nothing written.
 */
export async function verifyDomain(db: Db, target: { teamId: string; projectId: string; actor: string }, origin: string, fetchImpl?: FetchLike | undefined): Promise<string> {
  const project = await readTeamProject(db, target.teamId, target.projectId)
  const domain = project.domains.find((entry) => entry.origin === origin)
  if (!domain) throw invalidInput('origin', `${origin} has no verification token: start its verification first`)
  const failure = await checkVerificationToken(origin, domain.token, fetchImpl)
  if (failure !== null) throw new DashboardError(422, 'VERIFICATION_FAILED', `Not verified: ${failure}`, 'origin')
  const { rows } = await db.query<{ verified_at: Date }>(
    'UPDATE domain_verifications SET verified_at = now() WHERE project_id = $1 AND origin = $2 RETURNING verified_at',
    [target.projectId, origin],
  )
  invalidateProject(db, target.projectId)
  await writeAudit(db, { teamId: target.teamId, projectId: target.projectId, actor: target.actor, action: 'domain.verify', before: { origin, verifiedAt: domain.verifiedAt }, after: { origin, verifiedAt: new Date(rows[0]!.verified_at).toISOString() } })
  return new Date(rows[0]!.verified_at).toISOString()
}
