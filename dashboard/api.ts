import type { AnalyticsSummary } from '../server/dashboard/analyticsSummary'
import type { AuditRow } from '../server/dashboard/auditLog'
import type { ProjectSettings } from '../server/dashboard/projectSettings'
import type { Member } from '../server/dashboard/teams'

export type { AnalyticsSummary, AuditRow, Member, ProjectSettings }

/** A refusal of the dashboard's API: its stable code, and the field at fault when there is one. */
export class DashboardApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field: string | undefined,
  ) {
    super(message)
    this.name = 'DashboardApiError'
  }
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`/app/v1${path}`, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })
  const answer = (await response.json().catch(() => ({}))) as { code?: string; message?: string; field?: string }
  if (!response.ok) throw new DashboardApiError(response.status, answer.code ?? 'SERVER_ERROR', answer.message ?? `HTTP ${response.status}`, answer.field)
  return answer as T
}

export type FeaturesChange = Partial<Pick<ProjectSettings['features'], 'email' | 'socials' | 'swaps' | 'onramp' | 'activity' | 'multiWallet' | 'pay' | 'plugins'>> & {
  rollouts?: Record<string, number>
}

/** The dashboard's JSON API (/app/v1), same origin, the session cookie sent by the browser. */
export const dashboardApi = {
  sendCode: (email: string) => call<{ sent: true }>('POST', '/sign-in/code', { email }),
  signIn: (email: string, code: string) => call<{ member: Member }>('POST', '/sign-in', { email, code }),
  me: () => call<{ member: Member | null }>('GET', '/me'),
  signOut: () => call<{ signedOut: true }>('POST', '/sign-out', {}),
  projects: () => call<{ projects: ProjectSettings[] }>('GET', '/projects'),
  createProject: (name: string) => call<{ project: ProjectSettings; secretKey: string }>('POST', '/projects', { name }),
  project: (id: string) => call<{ project: ProjectSettings }>('GET', `/projects/${encodeURIComponent(id)}`),
  setOrigins: (id: string, origins: string[]) => call<{ project: ProjectSettings }>('PUT', `/projects/${encodeURIComponent(id)}/origins`, { origins }),
  setFeatures: (id: string, change: FeaturesChange) => call<{ project: ProjectSettings }>('PUT', `/projects/${encodeURIComponent(id)}/features`, change),
  setDomainPolicy: (id: string, requireVerifiedDomain: boolean) => call<{ project: ProjectSettings }>('PUT', `/projects/${encodeURIComponent(id)}/domain-policy`, { requireVerifiedDomain }),
  startDomain: (id: string, origin: string) => call<{ origin: string; token: string; url: string }>('POST', `/projects/${encodeURIComponent(id)}/domains`, { origin }),
  verifyDomain: (id: string, origin: string) => call<{ origin: string; verifiedAt: string }>('POST', `/projects/${encodeURIComponent(id)}/domains/verify`, { origin }),
  rotateKey: (id: string) => call<{ secretKey: string }>('POST', `/projects/${encodeURIComponent(id)}/key`, {}),
  analytics: (id: string) => call<AnalyticsSummary>('GET', `/projects/${encodeURIComponent(id)}/analytics`),
  audit: (id: string) => call<{ entries: AuditRow[] }>('GET', `/projects/${encodeURIComponent(id)}/audit`),
  rotateTeamKey: () => call<{ teamKey: string }>('POST', '/team/key', {}),
}

export type DashboardApi = typeof dashboardApi

/** What to show for a failed call: the server's message, or the network's. */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error))
