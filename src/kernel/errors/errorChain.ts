import { BaseError, walkCauses, type ErrorCode } from './BaseError'

/** An error's code: a kit error's, or a wallet's EIP-1193 / JSON-RPC code; undefined for anything else. */
export function codeOf(error: unknown): ErrorCode | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined
  return typeof error.code === 'string' || typeof error.code === 'number' ? error.code : undefined
}

/** The first code along the chain of causes (this error first) that `wanted` knows. */
export function findCode<T extends ErrorCode>(error: unknown, wanted: (code: ErrorCode) => code is T): T | undefined {
  const hit = walkCauses(error, (item) => {
    const code = codeOf(item)
    return code !== undefined && wanted(code)
  })
  return hit === undefined ? undefined : (codeOf(hit) as T)
}

/** An error's message for a visitor: a kit error's short message, a wallet error's message, else its text. */
export function messageOf(error: unknown): string {
  if (error instanceof BaseError) return error.shortMessage
  if (error instanceof Error) return error.message
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') return error.message
  return String(error)
}
