/**
 * Spec §9 allowed frame ancestors: localhost and the loopback IP on any port, Cloudflare Pages and Vercel
 * previews, and a tunnel domain (Cloudflare quick tunnels), plus the project's own allowed origins.
 */
export const DEFAULT_FRAME_ANCESTORS = [
  'http://localhost:*',
  'http://127.0.0.1:*',
  'https://*.pages.dev',
  'https://*.vercel.app',
  'https://*.trycloudflare.com',
] as const

/** A CSP host-source we are willing to echo: scheme://host[:port], wildcards only where CSP allows them. */
const SOURCE = /^https?:\/\/(\*\.)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*(:(\d{1,5}|\*))?$/

/** The frame-ancestors source list for a project (its malformed origins are left out, never echoed). */
export function frameAncestors(allowedOrigins: readonly string[] = []): string[] {
  const project = allowedOrigins.map((origin) => origin.trim().replace(/\/$/, '')).filter((origin) => SOURCE.test(origin))
  return [...new Set([...DEFAULT_FRAME_ANCESTORS, ...project])]
}

/** The frame page's Content-Security-Policy: who may frame it, and same-origin script and fetch only. */
export function frameCsp(allowedOrigins: readonly string[] = []): string {
  return [
    `frame-ancestors ${frameAncestors(allowedOrigins).join(' ')}`,
    "default-src 'none'",
    "script-src 'self'",
    "connect-src 'self'",
    "style-src 'unsafe-inline'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
}
