import { BaseError } from './BaseError'

/** An error's message for a visitor: a kit error's short message, a wallet error's message, else its text. */
export function messageOf(error: unknown): string {
  if (error instanceof BaseError) return error.shortMessage
  if (error instanceof Error) return error.message
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') return error.message
  return String(error)
}
