/**
 * Tells a CORS refusal from a service that is down, after a fetch failed with a TypeError (the browser reports
 * both that way). Its own chunk, loaded only after such a failure.
 */
import { OriginRefusedError } from '../errors/originRefused'
import type { FetchLike } from './httpTypes'

/** How long the probe may take: a live service answers at once. */
const PROBE_TIMEOUT_MS = 5000

/**
 * An OriginRefusedError when `url` is on another origin than the page and a `no-cors` request to it resolves
 * (an opaque answer: the service is up, so it was this origin it refused); undefined when the probe fails too
 * (the service is down or unreachable) or when there is no page.
 */
export async function corsRefusal(fetchFn: FetchLike, url: string, projectId: string, failure: unknown): Promise<OriginRefusedError | undefined> {
  if (typeof location === 'undefined' || new URL(url).origin === location.origin) return undefined
  try {
    await fetchFn(url, { mode: 'no-cors', credentials: 'omit', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) })
  } catch {
    return undefined
  }
  return new OriginRefusedError(location.origin, projectId, url, failure)
}
