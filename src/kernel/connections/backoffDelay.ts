import { RESTORE_RETRY_FIRST_MS, RESTORE_RETRY_MAX_MS } from '../lazyConstants'

/** Waiting for a service to come back: 1 s, 2 s, 4 s, … at most 30 s. */
export function backoffDelay(attempt: number): number {
  return Math.min(RESTORE_RETRY_MAX_MS, RESTORE_RETRY_FIRST_MS * 2 ** Math.min(Math.max(0, attempt), 16))
}
