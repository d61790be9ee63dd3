import type { ProjectOrigins } from '../../projects/isProjectOrigin'
import { escapeHtml } from './messagePage'

/**
 * The login frame page: no content of its own but a line shown when it is opened outside a frame; the
 * script (/frame.js) reads its parameters from the URL, the chains the site knows from `data-chains`, and the
 * project's origins from `data-allowed-origins` and `data-local-origins` (absent for an unknown project).
 */
export function framePage(chainIds: readonly (number | string)[], project: ProjectOrigins | undefined): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Gangway secure frame</title>
<script src="/frame.js" defer></script>
</head><body data-chains="${escapeHtml(chainIds.join(','))}"${allowedOriginsAttribute(project)}>
<p id="status" hidden style="font:14px system-ui,sans-serif;color:var(--gw-fg);background:var(--gw-bg)"></p>
</body></html>`
}

/** Marks a dev project's page: a parent on any loopback origin is allowed too (parentRefusal). */
export const LOCAL_ORIGINS_ANY_PORT = 'any-port'

/**
 * The project's origins for the page's own parent check: its allowed origins, and for a dev project
 * `data-local-origins`; nothing for an unknown project.
 */
export function allowedOriginsAttribute(project: ProjectOrigins | undefined): string {
  if (project === undefined) return ''
  const local = project.allowLocalOrigins ? ` data-local-origins="${LOCAL_ORIGINS_ANY_PORT}"` : ''
  return ` data-allowed-origins="${escapeHtml(JSON.stringify(project.allowedOrigins))}"${local}`
}
