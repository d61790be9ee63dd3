import { createServer } from 'node:net'

/** Resolves when nothing listens on 127.0.0.1:port; rejects with a clear message when the port is taken. */
export function assertPortFree(port: number, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} (${what}) is already in use on 127.0.0.1: stop whatever holds it and retry`)
          : error,
      )
    })
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()))
  })
}
