import type { ContentfulStatusCode } from 'hono/utils/http-status'

export type DashboardErrorCode =
  | 'INVALID_INPUT'
  | 'NOT_SIGNED_IN'
  | 'BAD_ORIGIN'
  | 'INVALID_KEY'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'INVALID_CODE'
  | 'CODE_EXPIRED'
  | 'TOO_MANY_ATTEMPTS'
  | 'TOO_SOON'
  | 'VERIFICATION_FAILED'
  | 'SERVER_ERROR'

/** An expected refusal of the dashboard or the automation API: answered as `{ code, message, field? }` with its status. */
export class DashboardError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: DashboardErrorCode,
    message: string,
    /** The input field at fault, as a path (`origins.2`, `rollouts.email`, `projectId`). */
    readonly field?: string,
  ) {
    super(message)
    this.name = 'DashboardError'
  }

  get body(): { code: DashboardErrorCode; message: string; field?: string } {
    return { code: this.code, message: this.message, ...(this.field !== undefined && { field: this.field }) }
  }
}

export const invalidInput = (field: string, message: string): DashboardError => new DashboardError(400, 'INVALID_INPUT', message, field)

/** Unknown, or another team's: the same answer, so ids of other teams cannot be probed. */
export const projectNotFound = (projectId: string): DashboardError =>
  new DashboardError(404, 'NOT_FOUND', `No project '${projectId}' in your team`, 'projectId')
