import type { ProjectOrigins } from '../../projects/isProjectOrigin'

/**
 * Spec §9 allowed frame ancestors: Cloudflare Pages and Vercel previews and a tunnel domain (Cloudflare quick
 * tunnels) by wildcard, and localhost and the loopback IP only as the project lists them, port by port: any
 * page on another local port shares the browser's storage partition with the project's pages, so a `:*`
 * would let it frame the login frame and act on the visitor's session. Only a seeded dev project
 * (allowLocalOrigins) gets every local port, which is its point: an app on any dev server port.
 */
export const DEFAULT_FRAME_ANCESTORS = ['https://*.pages.dev', 'https://*.vercel.app', 'https://*.trycloudflare.com'] as const

/** A CSP host-source we are willing to echo: scheme://host[:port], wildcards only where CSP allows them. */
const SOURCE = /^https?:\/\/(\*\.)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*(:(\d{1,5}|\*))?$/
/** A loopback source with a port wildcard: never echoed (see above). */
const LOOPBACK_ANY_PORT = /^http:\/\/(localhost|127\.0\.0\.1):\*$/

/** What a dev project adds: the pages of this machine on any port (isLoopbackOrigin's hosts and schemes). */
export const LOCAL_FRAME_ANCESTORS = ['http://localhost:*', 'http://127.0.0.1:*', 'https://localhost:*', 'https://127.0.0.1:*'] as const

/** The frame-ancestors source list for a project (its malformed origins are left out, never echoed). */
export function frameAncestors(allowedOrigins: readonly string[] = [], allowLocalOrigins = false): string[] {
  const project = allowedOrigins.map((origin) => origin.trim().replace(/\/$/, '')).filter((origin) => SOURCE.test(origin) && !LOOPBACK_ANY_PORT.test(origin))
  return [...new Set([...project, ...(allowLocalOrigins ? LOCAL_FRAME_ANCESTORS : []), ...DEFAULT_FRAME_ANCESTORS])]
}

/** The frame pages' Content-Security-Policy: who may frame them, and same-origin script and fetch only. */
export function frameCsp(project: ProjectOrigins | undefined): string {
  return [
    `frame-ancestors ${frameAncestors(project?.allowedOrigins, project?.allowLocalOrigins).join(' ')}`,
    "default-src 'none'",
    "script-src 'self'",
    "connect-src 'self'",
    "style-src 'unsafe-inline'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
}
