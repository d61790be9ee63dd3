import type { IncomingMessage } from 'node:http'

const DRAIN_TIMEOUT_MS = 500
const MAX_DRAIN_BYTES = 64 * 1024 * 1024

/**
 * Reads and drops what is left of a request answered before its body was read (refused, or over its limit), so the
 * connection can serve the next one; a body that goes on past 64 MiB or 500 ms closes the connection instead
 * (what @hono/node-server does for the requests Hono answers).
 */
export function drainRequest(incoming: IncomingMessage): void {
  if (incoming.destroyed || incoming.readableEnded) return
  let bytes = 0
  const cleanup = (): void => {
    clearTimeout(timer)
    incoming.off('data', onData)
    incoming.off('end', cleanup)
    incoming.off('error', cleanup)
  }
  const forceClose = (): void => {
    cleanup()
    const socket = incoming.socket
    if (!socket.destroyed) socket.destroySoon()
  }
  const timer = setTimeout(forceClose, DRAIN_TIMEOUT_MS)
  timer.unref()
  const onData = (chunk: Buffer): void => {
    bytes += chunk.length
    if (bytes > MAX_DRAIN_BYTES) forceClose()
  }
  incoming.on('data', onData)
  incoming.on('end', cleanup)
  incoming.on('error', cleanup)
  incoming.resume()
}
