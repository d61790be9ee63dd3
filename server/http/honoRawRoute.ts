import { Hono, type Context, type Env } from 'hono'
import type { RawHandler, RawRequest } from './rawRoute'

/** The body of a Hono request, or undefined once it passes `maxBytes` (counted as it streams, as Hono's bodyLimit counts). */
async function readCounted(request: Request, maxBytes: number): Promise<Uint8Array | undefined> {
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) return undefined
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

const rawRequestOf = (c: Context): RawRequest => ({
  url: c.req.url,
  method: c.req.method,
  path: c.req.path,
  header: (name) => c.req.header(name),
  body: async (maxBytes) => (maxBytes === undefined ? new Uint8Array(await c.req.arrayBuffer()) : readCounted(c.req.raw, maxBytes)),
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
