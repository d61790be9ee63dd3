import type { MiddlewareHandler } from 'hono'
import { originCors } from './originCors'

/** The demo's two origins; more come from the comma-separated env CORS_ORIGINS. */
export const DEFAULT_CORS_ORIGINS = ['http://127.0.0.1:3000', 'http://localhost:3000'] as const

export function corsOrigins(extra: string | undefined = process.env['CORS_ORIGINS']): string[] {
  const added = (extra ?? '').split(',').map((origin) => origin.trim()).filter(Boolean)
  return [...new Set([...DEFAULT_CORS_ORIGINS, ...added])]
}

/** What every service's CORS grants an allowed origin. */
export const CORS_METHODS_AND_HEADERS = { allowMethods: ['GET', 'POST', 'OPTIONS'], allowHeaders: ['Content-Type'], maxAge: 600 }

/**
 * CORS that reflects only the service's own origins, for routes that belong to no project (`/v1/local-chains`);
 * project routes use corsForProjects. Any other origin gets no Access-Control-Allow-Origin.
 */
export function corsForLocalOrigins(origins: readonly string[] = corsOrigins()): MiddlewareHandler {
  return originCors({ ...CORS_METHODS_AND_HEADERS, origin: (origin) => (origins.includes(origin) ? origin : null) })
}
