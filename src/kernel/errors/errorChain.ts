import { walkCauses, type ErrorCode } from './BaseError'

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
