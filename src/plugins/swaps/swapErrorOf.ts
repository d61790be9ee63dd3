import { codeOf, convertErrorSchema, HttpError } from 'gangway/plugin'
import { SwapError } from './swapErrors'

const isNamed = (error: unknown, name: string): boolean => typeof error === 'object' && error !== null && 'name' in error && error.name === name

/** The cancelled call of a quote the visitor has moved on from: not an error to show. */
export const isAbort = (error: unknown): boolean => isNamed(error, 'AbortError')

/** The service's `{ code, message }` refusal as the swap error the view shows. */
async function refusalOf(error: HttpError): Promise<SwapError> {
  let body: unknown
  try {
    body = await error.response.clone().json()
  } catch {
    body = undefined
  }
  const refusal = convertErrorSchema.safeParse(body)
  const options = { cause: error, values: { status: error.status, reason: refusal.success ? refusal.data.message : `HTTP ${error.status}` } }
  if (!refusal.success) return new SwapError(error.status >= 500 ? 'SERVICE_FAILED' : 'SERVICE_REFUSED', options)
  switch (refusal.data.code) {
    case 'NETWORK_NOT_SUPPORTED_FOR_SWAPS':
      return new SwapError('NETWORK_NOT_SUPPORTED', options)
    case 'NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE':
      return new SwapError('GAS_PRICE_UNSUPPORTED', options)
    case 'SWAP_AGGREGATOR_NOT_CONFIGURED':
      return new SwapError('AGGREGATOR_NOT_CONFIGURED', options)
    case 'INSUFFICIENT_LIQUIDITY':
      return new SwapError('INSUFFICIENT_LIQUIDITY', options)
    case 'CHAIN_UNREACHABLE':
      return new SwapError('SERVICE_UNREACHABLE', options)
    default:
      return new SwapError(error.status >= 500 ? 'SERVICE_FAILED' : 'SERVICE_REFUSED', options)
  }
}

/**
 * Any failure of a /v1/convert/* call as a SwapError with a stable code: the service's refusals by their code,
 * a 5xx, a timeout, an unreadable body, a service out of reach. An abort is passed through as it is.
 */
export async function swapErrorOf(error: unknown): Promise<unknown> {
  if (error instanceof SwapError || isAbort(error)) return error
  if (error instanceof HttpError) return refusalOf(error)
  if (isNamed(error, 'TimeoutError') || codeOf(error) === 'TIMEOUT') return new SwapError('SERVICE_TIMEOUT', { cause: error })
  if (codeOf(error) === 'BAD_RESPONSE') return new SwapError('SERVICE_UNREADABLE', { cause: error })
  return new SwapError('SERVICE_UNREACHABLE', { cause: error })
}

/** A wallet's failure to send: 'Transaction rejected' for its 4001, else its own words. */
export function walletSwapError(error: unknown): SwapError {
  if (error instanceof SwapError) return error
  if (codeOf(error) === 4001) return new SwapError('REJECTED', { cause: error })
  const reason = error instanceof Error && error.message.trim() !== '' ? error.message.trim() : 'unknown error'
  return new SwapError('WALLET_FAILED', { cause: error, values: { reason } })
}
