import { DashboardApiError, errorText } from '../api'

/** A failure to show beside the control it is about. */
export interface FieldError {
  message: string
  field: string | undefined
}

export const fieldError = (error: unknown): FieldError => ({ message: errorText(error), field: error instanceof DashboardApiError ? error.field : undefined })
