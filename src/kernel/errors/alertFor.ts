import type { AlertId } from '../alertCatalogue'
import type { ErrorCode } from './BaseError'
import { findCode } from './errorChain'

/** §8 provider error mapping and the origins and config failures: which alert an error's code raises. */
const ALERT_BY_CODE: Readonly<Record<string, AlertId>> = {
  ORIGIN_NOT_ALLOWED: 'ORIGIN_NOT_ALLOWED',
  SESSION_NOT_YET_VALID: 'SESSION_EXPIRED',
  INVALID_KEY: 'INVALID_PROJECT_ID',
  PROJECT_ID_NOT_CONFIGURED: 'PROJECT_ID_NOT_CONFIGURED',
  UNVERIFIED_DOMAIN: 'UNVERIFIED_DOMAIN',
  LOAD_TIMEOUT: 'EMBEDDED_WALLET_LOAD_FAILED',
  REQUEST_TIMEOUT: 'EMBEDDED_WALLET_TIMEOUT',
  RATE_LIMITED: 'RATE_LIMITED',
  SERVER_ERROR: 'SERVER_ERROR',
}

const raisesAlert = (code: ErrorCode): code is string => typeof code === 'string' && Object.hasOwn(ALERT_BY_CODE, code)

/** The alert an error raises (the first code along its causes that has one), if any. The one code → alert table. */
export function alertFor(error: unknown): AlertId | undefined {
  const code = findCode(error, raisesAlert)
  return code === undefined ? undefined : ALERT_BY_CODE[code]
}
