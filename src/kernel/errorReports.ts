import type { EventsStore } from './stores/EventsStore'

/** What an analytics error report carries (§7 POST /e props), within the reference cloud's limits. */
export interface ErrorReport {
  readonly errorType: string
  readonly errorMessage: string
  readonly stackTrace: string
}

/** The report of a thrown error, or of a shown text (`type` names it; no stack). */
export function errorReportOf(error: unknown, type?: string): ErrorReport {
  const isError = error instanceof Error
  return {
    errorType: (type ?? (isError ? error.name : typeof error)).slice(0, 256),
    errorMessage: (isError ? error.message : String(error)).slice(0, 4096),
    stackTrace: ((isError && error.stack) || '').slice(0, 16384),
  }
}

/**
 * An error the kit shows, as an 'error' kit event: subscribeEvents sees it, and with analytics on it is reported
 * (POST /e, at most 5 a minute: AnalyticsSink).
 */
export function reportError(events: Pick<EventsStore, 'emit'>, event: string, error: unknown, type?: string): void {
  events.emit(event, { ...errorReportOf(error, type) }, 'error')
}
