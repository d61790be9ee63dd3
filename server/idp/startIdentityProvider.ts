/**
 * The local identity provider: an OpenID provider standing in for Google, GitHub, Apple, Facebook, X and
 * Discord (one client each, the secure site's), its sign-in and consent pages, and the Farcaster relay
 * stand-in. One node:http server on 127.0.0.1; everything lives in memory and is gone on close.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createOidcProvider, socialClientMetadata } from './createOidcProvider'
import { errorPage } from './errorPage'
import { createFarcasterRoutes } from './farcasterRoutes'
import { createInteractionRoutes } from './interactionRoutes'
import { FARCASTER_RELAY_PATH } from './localSocialClients'
import { BodyTooLargeError, sendHtml, sendJson } from './nodeHttp'

export interface IdentityProviderOptions {
  /** 0 picks a free port (the issuer names it). */
  port: number
  host?: string
  /** Where the secure site is served: the clients' redirect URIs are `<secureSiteUrl>/social/callback/<provider>`. */
  secureSiteUrl: string
  /** The Farcaster stand-in's clock (channel expiry, the SIWE message's issuedAt); default Date.now. */
  now?: () => number
  log?: (line: string) => void
}

export interface IdentityProvider {
  /** The issuer, `http://<host>:<port>`. */
  url: string
  /** Closes every connection and the server; resolves once the port is free. Idempotent. */
  close(): Promise<void>
}

export async function startIdentityProvider(options: IdentityProviderOptions): Promise<IdentityProvider> {
  const host = options.host ?? '127.0.0.1'
  const log = options.log ?? (() => {})
  // Listening comes first so that port 0 can pick a free port: the issuer names the real one.
  let handle = (_request: IncomingMessage, response: ServerResponse): void => void response.writeHead(503).end()
  const server = createServer((request, response) => handle(request, response))
  const port = await listen(server, options.port, host)
  let closing: Promise<void> | undefined
  const close = (): Promise<void> => {
    closing ??= new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()))
      server.closeAllConnections()
    })
    return closing
  }

  const issuer = `http://${host}:${port}`
  try {
    const route = await createRoutes(issuer, options, log)
    handle = (request, response) => {
      route(request, response).catch((error: unknown) => {
        if (response.headersSent) return void response.destroy()
        if (error instanceof BodyTooLargeError) return sendHtml(response, 413, errorPage('request_too_large', error.message))
        log(`identity provider: ${request.method} ${request.url}: ${error instanceof Error ? error.message : String(error)}`)
        sendHtml(response, 500, errorPage('server_error'))
      })
    }
  } catch (error) {
    await close()
    throw error
  }
  log(`identity provider ${issuer} (Farcaster relay stand-in at ${issuer}${FARCASTER_RELAY_PATH})`)
  return { url: issuer, close }
}

type Route = (request: IncomingMessage, response: ServerResponse) => Promise<void>

async function createRoutes(issuer: string, options: IdentityProviderOptions, log: (line: string) => void): Promise<Route> {
  const { secureSiteUrl } = options
  const provider = await createOidcProvider(issuer, secureSiteUrl)
  provider.on('server_error', (_ctx, error) => log(`identity provider: ${error.message}`))
  const clientNames = new Map(socialClientMetadata(secureSiteUrl).map((client) => [client.client_id, String(client.client_name)]))
  const interactions = createInteractionRoutes(provider, clientNames)
  const farcaster = createFarcasterRoutes(issuer, options.now ? { now: options.now } : {})
  const oidc = provider.callback()
  return async (request, response) => {
    const url = new URL(request.url ?? '/', issuer)
    if (url.pathname === '/health') return sendJson(response, 200, { ok: true })
    if (url.pathname.startsWith(`${FARCASTER_RELAY_PATH}/`)) return farcaster(request, response, url)
    if (url.pathname.startsWith('/interaction/')) return interactions(request, response, url.pathname)
    await oidc(request, response)
  }
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException): void => {
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${port} (identity provider) is already in use on ${host}`) : error)
    }
    server.once('error', onError)
    server.listen(port, host, () => {
      server.off('error', onError)
      resolve((server.address() as AddressInfo).port)
    })
  })
}
