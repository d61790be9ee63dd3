import { codeOf, HttpError, onrampErrorSchema } from 'gangway/plugin'
import { OnrampError } from './onrampErrors'

const isNamed = (error: unknown, name: string): boolean => typeof error === 'object' && error !== null && 'name' in error && error.name === name

/** The cancelled call of a quote the visitor has moved on from: not an error to show. */
export const isAbort = (error: unknown): boolean => isNamed(error, 'AbortError')

/** The service's `{ code, message, parameter? }` refusal as the error the view shows. */
async function refusalOf(error: HttpError): Promise<OnrampError> {
  let body: unknown
  try {
    body = await error.response.clone().json()
  } catch {
    body = undefined
  }
  const refusal = onrampErrorSchema.safeParse(body)
  const options = { cause: error, values: { status: error.status, reason: refusal.success ? refusal.data.message : `HTTP ${error.status}` } }
  if (!refusal.success) return new OnrampError(error.status >= 500 ? 'SERVICE_FAILED' : 'SERVICE_REFUSED', options)
  switch (refusal.data.code) {
    case 'NO_PRICE':
      return new OnrampError('NO_PRICE', options)
    case 'PROVIDER_CANNOT_FILL':
      return new OnrampError('PROVIDER_CANNOT_FILL', options)
    case 'CHAIN_UNREACHABLE':
      return new OnrampError('SERVICE_UNREACHABLE', options)
    default:
      return new OnrampError(error.status >= 500 ? 'SERVICE_FAILED' : 'SERVICE_REFUSED', options)
  }
}

/**
 * Any failure of an onramp call as an OnrampError with a stable code: the service's refusals by their code, a 5xx,
 * a timeout, an unreadable body, a service out of reach. An abort is passed through as it is.
 */
export async function onrampErrorOf(error: unknown): Promise<unknown> {
  if (error instanceof OnrampError || isAbort(error)) return error
  if (error instanceof HttpError) return refusalOf(error)
  if (isNamed(error, 'TimeoutError') || codeOf(error) === 'TIMEOUT') return new OnrampError('SERVICE_TIMEOUT', { cause: error })
  if (codeOf(error) === 'BAD_RESPONSE') return new OnrampError('SERVICE_UNREADABLE', { cause: error })
  return new OnrampError('SERVICE_UNREACHABLE', { cause: error })
}
