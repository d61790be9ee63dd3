import { createServer } from 'node:net'

/** For tests and the bench: a free port on 127.0.0.1 (asked of the system, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new TypeError('no port'))))
    })
  })
}
