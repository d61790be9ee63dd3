import type { Env, Hono } from 'hono'

/** The body of an uncaught error's 500. */
export const INTERNAL_ERROR_BODY = { message: 'Internal server error' } as const

/** The log line of an uncaught error. */
export const internalErrorLine = (method: string, path: string, error: unknown): string =>
  `${method} ${path} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`

/** JSON bodies for unknown routes (404) and uncaught errors (500, logged). */
export function jsonErrors<E extends Env>(app: Hono<E>, log: (line: string) => void = console.error): void {
  app.notFound((c) => c.json({ message: 'Not found' }, 404))
  app.onError((error, c) => {
    log(internalErrorLine(c.req.method, c.req.path, error))
    return c.json(INTERNAL_ERROR_BODY, 500)
  })
}
