/**
 * A body's bytes, or undefined once they pass `max` (counted as they stream, as Hono's bodyLimit counts; the rest is
 * not read). `cancel`: a fetch answer's download is cancelled there; a request's body is left to its server.
 */
export async function readBytesLimited(body: ReadableStream<Uint8Array> | null, max: number, cancel = false): Promise<Buffer | undefined> {
  if (!body) return Buffer.alloc(0)
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      if (cancel) await reader.cancel()
      return undefined
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/** The body as text, or undefined once it passes `max` bytes (the rest is not read). */
export async function readLimited(response: Response, max: number): Promise<string | undefined> {
  return (await readBytesLimited(response.body, max, true))?.toString('utf8')
}
