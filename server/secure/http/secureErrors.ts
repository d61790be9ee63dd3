import type { Env, Hono } from 'hono'
import { apiErrorCodeOf } from '../../../src/protocol/apiErrors'
import { ApiError } from './apiError'

const codeOf = (message: string) => {
  const code = apiErrorCodeOf({ message })
  return code ? { code } : {}
}

/** The cloud's JSON error shape `{ message, code? }`: ApiError with its status, unknown routes 404, anything else 500 (logged). */
export function secureErrors<E extends Env>(app: Hono<E>, log: (line: string) => void): void {
  app.notFound((c) => c.json({ message: 'Not found' }, 404))
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json({ message: error.message, ...codeOf(error.message) }, error.status)
    log(`${c.req.method} ${c.req.path} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    return c.json({ message: 'Internal server error' }, 500)
  })
}
