import { Hono, type Context, type Env } from 'hono'
import type { RawHandler, RawRequest } from './rawRoute'
import { readBytesLimited } from './readLimited'


const rawRequestOf = (c: Context): RawRequest => ({
  url: c.req.url,
  method: c.req.method,
  path: c.req.path,
  header: (name) => c.req.header(name),
  body: async (maxBytes) => (maxBytes === undefined ? new Uint8Array(await c.req.arrayBuffer()) : readBytesLimited(c.req.raw.body, maxBytes)),
})

/** A raw route (rawRoute.ts) served by Hono: `method` on each of `paths`. */
export function honoRawRoute<E extends Env>(method: string, paths: readonly string[], handler: RawHandler): Hono<E> {
  const app = new Hono<E>()
  app.on(method, [...paths], async (c) => {
    const answer = await handler(rawRequestOf(c))
    // A copy: a Response takes a Uint8Array only over an ArrayBuffer of its own.
    return new Response(typeof answer.body === 'string' ? answer.body : new Uint8Array(answer.body), { status: answer.status, headers: answer.headers })
  })
  return app
}
