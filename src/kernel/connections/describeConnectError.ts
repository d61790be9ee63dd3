import { TimeoutError } from './withTimeout'
import { FLOW_ERROR_TEXTS } from '../flowErrors'

/** §8 wording for a failed connect: the headline the view shows, and what the wallet said. */
export function describeConnectError(error: unknown): { message: string; detail: string } {
  const detail = error instanceof Error ? error.message : typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : String(error)
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined
  if (code === 4001) return { message: FLOW_ERROR_TEXTS.connectionRejected, detail }
  if (error instanceof TimeoutError) return { message: FLOW_ERROR_TEXTS.failedToConnect, detail: `${detail} in time.` }
  return { message: FLOW_ERROR_TEXTS.failedToConnect, detail }
}
