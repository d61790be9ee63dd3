import { createServer, type Server } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import type { NodeRoute } from './nodeRawRoute'

/** An app a server serves: its fetch, and optionally a route taken on Node's own server ahead of it (nodeRawRoute.ts). */
export type FetchApp = { fetch: (request: Request) => Response | Promise<Response>; readonly nodeRoute?: NodeRoute }

export interface Listening {
  url: string
  close(): Promise<void>
}

/**
 * Serves an app on 127.0.0.1:port (or `host`: a lone service in a container listens on 0.0.0.0); rejects with a
 * clear message when the port is taken.
 */
export function listen(app: FetchApp, port: number, what: string, host = '127.0.0.1'): Promise<Listening> {
  const viaHono = getRequestListener((request) => app.fetch(request))
  const nodeRoute = app.nodeRoute
  const server: Server = createServer(
    {},
    nodeRoute
      ? (incoming, outgoing) => {
          if (!nodeRoute(incoming, outgoing)) void viaHono(incoming, outgoing)
        }
      : viaHono,
  )
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException): void => {
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${port} (${what}) is already in use on ${host}`) : error)
    }
    server.once('error', onError)
    server.listen(port, host, () => {
      server.off('error', onError)
      resolve({
        url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()))
            server.closeAllConnections()
          }),
      })
    })
  })
}
