import type { Env, Hono } from 'hono'

/** JSON bodies for unknown routes (404) and uncaught errors (500, logged). */
export function jsonErrors<E extends Env>(app: Hono<E>, log: (line: string) => void = console.error): void {
  app.notFound((c) => c.json({ message: 'Not found' }, 404))
  app.onError((error, c) => {
    log(`${c.req.method} ${c.req.path} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    return c.json({ message: 'Internal server error' }, 500)
  })
}
