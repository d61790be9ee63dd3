import { codeOf } from '../../errors/errorChain'
import { HttpError } from '../../errors/http'

/** How a call to a reference-cloud service failed, for a plugin to map onto its own error codes. */
export type ServiceFailure =
  /** Cancelled by its signal (the visitor moved on): not an error to show. */
  | { readonly kind: 'aborted' }
  /** The service answered with an error status; `body` is its JSON (unparsed: the plugin's schema reads it), if any. */
  | { readonly kind: 'refused'; readonly status: number; readonly body: unknown }
  | { readonly kind: 'timeout' }
  /** It answered 2xx with a body not of the expected shape. */
  | { readonly kind: 'unreadable' }
  /** Out of reach (the network, CORS, a service down). */
  | { readonly kind: 'unreachable' }

const isNamed = (error: unknown, name: string): boolean => typeof error === 'object' && error !== null && 'name' in error && error.name === name

/** The AbortError of a call cancelled by its signal. */
export const isAbortError = (error: unknown): boolean => isNamed(error, 'AbortError')

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return (await response.clone().json()) as unknown
  } catch {
    return undefined
  }
}

/** What kind of failure a kit HTTP call's rejection is (HttpClient's HttpError, TimeoutError, ResponseShapeError, …). */
export async function serviceFailureOf(error: unknown): Promise<ServiceFailure> {
  if (isAbortError(error)) return { kind: 'aborted' }
  if (error instanceof HttpError) return { kind: 'refused', status: error.status, body: await jsonOf(error.response) }
  if (isNamed(error, 'TimeoutError') || codeOf(error) === 'TIMEOUT') return { kind: 'timeout' }
  if (codeOf(error) === 'BAD_RESPONSE') return { kind: 'unreadable' }
  return { kind: 'unreachable' }
}
