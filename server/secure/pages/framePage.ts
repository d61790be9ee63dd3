import { escapeHtml } from './messagePage'

/**
 * The login frame page: no content of its own but a line shown when it is opened outside a frame; the
 * script (/frame.js) reads its parameters from the URL, the chains the site knows from `data-chains`, and the
 * project's allowed origins from `data-allowed-origins` (absent for an unknown project).
 */
export function framePage(chainIds: readonly number[], allowedOrigins: readonly string[] | undefined): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Gangway secure frame</title>
<script src="/frame.js" defer></script>
</head><body data-chains="${escapeHtml(chainIds.join(','))}"${allowedOriginsAttribute(allowedOrigins)}>
<p id="status" hidden style="font:14px system-ui,sans-serif"></p>
</body></html>`
}

/** The project's allowed origins for the page's own parent check; nothing for an unknown project. */
export function allowedOriginsAttribute(allowedOrigins: readonly string[] | undefined): string {
  return allowedOrigins === undefined ? '' : ` data-allowed-origins="${escapeHtml(JSON.stringify(allowedOrigins))}"`
}
