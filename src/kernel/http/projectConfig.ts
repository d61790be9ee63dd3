/** The project's remote config (GET /appkit/v1/config, §7) and analytics switch, mapped to §8 alerts. */
import * as z from 'zod/mini'
import { apiErrorCodeOf } from '../../protocol/apiErrors'
import type { AlertId } from '../alertCatalogue'
import { HttpError } from '../errors/http'
import { OriginRefusedError } from '../errors/originRefused'
import { ResponseShapeError } from '../errors/responseShape'
import type { RemoteFeatures } from '../plugins/flagTypes'
import { remoteFeaturesFromWire, type RemoteFeatureWire } from '../plugins/remoteFeatures'
import type { HttpClient } from './client'

export const PROJECT_CONFIG_PATH = '/appkit/v1/config'
export const ANALYTICS_CONFIG_PATH = '/getAnalyticsConfig'

export type ProjectConfigResult =
  | { readonly ok: true; readonly remote: RemoteFeatures }
  | { readonly ok: false; readonly alert: AlertId; readonly detail?: string }

const configSchema = z.object({ features: z.array(z.unknown()) })
const featureSchema = z.object({
  id: z.string(),
  isEnabled: z.boolean(),
  config: z.optional(z.nullable(z.array(z.string()))),
})
const analyticsSchema = z.object({ isAnalyticsEnabled: z.boolean() })
// A refinement rather than z.int/minimum/maximum: those would join the zod chunk the page loads first.
const shareSchema = z.number().check(z.refine((share) => Number.isInteger(share) && share >= 0 && share <= 100))

/** The config's `rollouts` (feature → share of visitors, 0–100); a malformed share is dropped (and logged), as a malformed feature is. */
function rolloutsOf(body: unknown): Record<string, number> | undefined {
  const raw = typeof body === 'object' && body !== null ? (body as { rollouts?: unknown }).rollouts : undefined
  if (raw === undefined) return undefined
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    console.warn(`[gangway] dropped the malformed rollouts of ${PROJECT_CONFIG_PATH}`, raw)
    return undefined
  }
  const shares: [string, number][] = []
  for (const [feature, value] of Object.entries(raw)) {
    const share = shareSchema.safeParse(value)
    if (share.success) shares.push([feature, share.data])
    else console.warn(`[gangway] dropped a malformed rollout share of ${PROJECT_CONFIG_PATH}`, feature, value)
  }
  return Object.fromEntries(shares)
}

/** The `message` (or `error`) of a JSON body, else the body text itself. */
function messageOf(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim()
  if (typeof body !== 'object' || body === null) return undefined
  const { message, error } = body as { message?: unknown; error?: unknown }
  if (typeof message === 'string') return message.trim()
  if (typeof error === 'string') return error.trim()
  if (typeof error === 'object' && error !== null) return messageOf(error)
  return undefined
}

/** The error body: its JSON, else `{ message }` with its text. */
async function errorBody(response: Response): Promise<unknown> {
  try {
    const text = await response.clone().text()
    try {
      return JSON.parse(text)
    } catch {
      return { message: text.trim() }
    }
  } catch {
    return undefined
  }
}

async function fromHttpError(error: HttpError): Promise<ProjectConfigResult> {
  const { status } = error
  const body = await errorBody(error.response)
  const code = apiErrorCodeOf(body)
  const message = messageOf(body)
  if (status === 403 && code === 'INVALID_KEY') return { ok: false, alert: 'INVALID_PROJECT_ID' }
  if (status === 403 && code === 'ORIGIN_NOT_ALLOWED') return { ok: false, alert: 'ORIGIN_NOT_ALLOWED' }
  if (status === 400 || code === 'PROJECT_ID_NOT_CONFIGURED') return { ok: false, alert: 'PROJECT_ID_NOT_CONFIGURED' }
  if (status === 429) return { ok: false, alert: 'RATE_LIMITED' }
  return { ok: false, alert: 'SERVER_ERROR', detail: message ? `${error.message}: ${message}` : error.message }
}

/**
 * Fetches and parses the remote feature config (and its rollout shares). Never throws: 403 'Unauthorized: invalid key' →
 * INVALID_PROJECT_ID; 400 or a 'Project ID Not Configured' body → PROJECT_ID_NOT_CONFIGURED;
 * 429 → RATE_LIMITED; a CORS refusal of this page's origin → ORIGIN_NOT_ALLOWED with its text; 5xx, any other status, a malformed body or a network failure → SERVER_ERROR with
 * a detail. A malformed feature entry is dropped (and logged); the others still apply.
 */
export async function fetchProjectConfig(client: HttpClient): Promise<ProjectConfigResult> {
  let body: unknown
  try {
    body = await client.get(PROJECT_CONFIG_PATH, { schema: z.unknown() })
  } catch (error) {
    if (error instanceof HttpError) return fromHttpError(error)
    if (error instanceof ResponseShapeError) return { ok: false, alert: 'SERVER_ERROR', detail: error.message }
    if (error instanceof OriginRefusedError) return { ok: false, alert: 'ORIGIN_NOT_ALLOWED', detail: error.message }
    return { ok: false, alert: 'SERVER_ERROR', detail: `Network error: ${error instanceof Error ? error.message : String(error)}` }
  }
  if (apiErrorCodeOf(body) === 'PROJECT_ID_NOT_CONFIGURED') return { ok: false, alert: 'PROJECT_ID_NOT_CONFIGURED' }
  const parsed = configSchema.safeParse(body)
  if (!parsed.success) return { ok: false, alert: 'SERVER_ERROR', detail: `Unexpected response from ${PROJECT_CONFIG_PATH}` }
  const features: RemoteFeatureWire[] = []
  for (const item of parsed.data.features) {
    const feature = featureSchema.safeParse(item)
    if (feature.success) features.push({ ...feature.data, config: feature.data.config ?? null })
    else console.warn(`[gangway] dropped a malformed feature of ${PROJECT_CONFIG_PATH}`, item)
  }
  return { ok: true, remote: remoteFeaturesFromWire(features, rolloutsOf(body)) }
}

/** GET /getAnalyticsConfig → isAnalyticsEnabled; false on any failure. */
export async function fetchAnalyticsConfig(client: HttpClient): Promise<boolean> {
  try {
    const { isAnalyticsEnabled } = await client.get(ANALYTICS_CONFIG_PATH, { schema: analyticsSchema })
    return isAnalyticsEnabled
  } catch {
    return false
  }
}
