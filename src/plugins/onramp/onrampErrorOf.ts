import { onrampErrorSchema, serviceFailureOf, type ServiceFailure } from 'gangway/plugin'
import { OnrampError, type OnrampErrorCode } from './onrampErrors'

const REFUSAL_CODES: Readonly<Record<string, OnrampErrorCode>> = {
  NO_PRICE: 'NO_PRICE',
  PROVIDER_CANNOT_FILL: 'PROVIDER_CANNOT_FILL',
  CHAIN_UNREACHABLE: 'SERVICE_UNREACHABLE',
}

const FAILURE_CODES = { timeout: 'SERVICE_TIMEOUT', unreadable: 'SERVICE_UNREADABLE', unreachable: 'SERVICE_UNREACHABLE' } as const

/** The service's `{ code, message, parameter? }` refusal as the error the view shows. */
function refusalOf(failure: Extract<ServiceFailure, { kind: 'refused' }>, cause: unknown): OnrampError {
  const refusal = onrampErrorSchema.safeParse(failure.body)
  const options = { cause, values: { status: failure.status, reason: refusal.success ? refusal.data.message : `HTTP ${failure.status}` } }
  const code = refusal.success ? REFUSAL_CODES[refusal.data.code] : undefined
  return new OnrampError(code ?? (failure.status >= 500 ? 'SERVICE_FAILED' : 'SERVICE_REFUSED'), options)
}

/**
 * Any failure of an onramp call as an OnrampError with a stable code: the service's refusals by their code, a 5xx,
 * a timeout, an unreadable body, a service out of reach. An abort is passed through as it is.
 */
export async function onrampErrorOf(error: unknown): Promise<unknown> {
  if (error instanceof OnrampError) return error
  const failure = await serviceFailureOf(error)
  if (failure.kind === 'aborted') return error
  if (failure.kind === 'refused') return refusalOf(failure, error)
  return new OnrampError(FAILURE_CODES[failure.kind], { cause: error })
}
