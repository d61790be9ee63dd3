/**
 * The error answers of the reference cloud's APIs and of the login frame: `{ message, code? }`. The codes
 * are what the kit maps to its §8 alerts; the texts are the §8 provider messages, word for word.
 */
export const API_ERROR_TEXTS = {
  INVALID_KEY: 'Unauthorized: invalid key',
  ORIGIN_NOT_ALLOWED: 'Unauthorized: origin not allowed',
  PROJECT_ID_NOT_CONFIGURED: 'Project ID Not Configured',
  SESSION_NOT_YET_VALID: 'JWT validation error: JWT Token is not yet valid',
  UNVERIFIED_DOMAIN: 'unverified_domain',
  // The secure site's own: an unsafe wallet request that the visitor did not approve in its approval frame.
  APPROVAL_REQUIRED: 'Approval required: the visitor approves this request in the secure approval frame',
} as const

export type ApiErrorCode = keyof typeof API_ERROR_TEXTS

export const isApiErrorCode = (value: unknown): value is ApiErrorCode => typeof value === 'string' && Object.hasOwn(API_ERROR_TEXTS, value)

/** The body of an error answer for one of the known cases. */
export const apiErrorBody = (code: ApiErrorCode) => ({ code, message: API_ERROR_TEXTS[code] })

/** The text of an error body: `message`, or `error` (a text or an object with a message), or the body itself when it is text. */
function errorText(body: unknown, depth = 0): string | undefined {
  if (typeof body === 'string') return body.trim()
  if (typeof body !== 'object' || body === null || depth > 2) return undefined
  const { message, error } = body as { message?: unknown; error?: unknown }
  if (typeof message === 'string') return message.trim()
  return errorText(error, depth + 1)
}

/**
 * The case an error answer stands for: its `code` when it names one; otherwise the §8 provider error mapping
 * of its exact text (servers that send only the text). Anything else is no known case.
 */
export function apiErrorCodeOf(body: unknown): ApiErrorCode | undefined {
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined
  if (isApiErrorCode(code)) return code
  const text = errorText(body)
  return (Object.keys(API_ERROR_TEXTS) as ApiErrorCode[]).find((known) => API_ERROR_TEXTS[known] === text)
}
