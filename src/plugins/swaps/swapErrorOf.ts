import { codeOf, convertErrorSchema, serviceFailureOf, type ServiceFailure } from 'gangway/plugin'
import { SwapError, type SwapErrorCode } from './swapErrors'

const REFUSAL_CODES: Readonly<Record<string, SwapErrorCode>> = {
  NETWORK_NOT_SUPPORTED_FOR_SWAPS: 'NETWORK_NOT_SUPPORTED',
  NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE: 'GAS_PRICE_UNSUPPORTED',
  SWAP_AGGREGATOR_NOT_CONFIGURED: 'AGGREGATOR_NOT_CONFIGURED',
  INSUFFICIENT_LIQUIDITY: 'INSUFFICIENT_LIQUIDITY',
  CHAIN_UNREACHABLE: 'SERVICE_UNREACHABLE',
}

const FAILURE_CODES = { timeout: 'SERVICE_TIMEOUT', unreadable: 'SERVICE_UNREADABLE', unreachable: 'SERVICE_UNREACHABLE' } as const

/** The service's `{ code, message }` refusal as the swap error the view shows. */
function refusalOf(failure: Extract<ServiceFailure, { kind: 'refused' }>, cause: unknown): SwapError {
  const refusal = convertErrorSchema.safeParse(failure.body)
  const options = { cause, values: { status: failure.status, reason: refusal.success ? refusal.data.message : `HTTP ${failure.status}` } }
  const code = refusal.success ? REFUSAL_CODES[refusal.data.code] : undefined
  return new SwapError(code ?? (failure.status >= 500 ? 'SERVICE_FAILED' : 'SERVICE_REFUSED'), options)
}

/**
 * Any failure of a /v1/convert/* call as a SwapError with a stable code: the service's refusals by their code,
 * a 5xx, a timeout, an unreadable body, a service out of reach. An abort is passed through as it is.
 */
export async function swapErrorOf(error: unknown): Promise<unknown> {
  if (error instanceof SwapError) return error
  const failure = await serviceFailureOf(error)
  if (failure.kind === 'aborted') return error
  if (failure.kind === 'refused') return refusalOf(failure, error)
  return new SwapError(FAILURE_CODES[failure.kind], { cause: error })
}

/** A wallet's failure to send: 'Transaction rejected' for its 4001, else its own words. */
export function walletSwapError(error: unknown): SwapError {
  if (error instanceof SwapError) return error
  if (codeOf(error) === 4001) return new SwapError('REJECTED', { cause: error })
  const reason = error instanceof Error && error.message.trim() !== '' ? error.message.trim() : 'unknown error'
  return new SwapError('WALLET_FAILED', { cause: error, values: { reason } })
}
