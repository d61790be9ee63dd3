import { cors } from 'hono/cors'
import type { MiddlewareHandler } from 'hono'

/** The demo's two origins; more come from the comma-separated env CORS_ORIGINS. */
export const DEFAULT_CORS_ORIGINS = ['http://127.0.0.1:3000', 'http://localhost:3000'] as const

export function corsOrigins(extra: string | undefined = process.env['CORS_ORIGINS']): string[] {
  const added = (extra ?? '').split(',').map((origin) => origin.trim()).filter(Boolean)
  return [...new Set([...DEFAULT_CORS_ORIGINS, ...added])]
}

/** CORS that reflects only the allowed origins; any other origin gets no Access-Control-Allow-Origin. */
export function corsForLocalOrigins(origins: readonly string[] = corsOrigins()): MiddlewareHandler {
  return cors({
    origin: (origin) => (origins.includes(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    allowHeaders: ['Content-Type'],
    maxAge: 600,
  })
}
