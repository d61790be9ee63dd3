import { escapeHtml } from './messagePage'

/**
 * The login frame page: no content of its own but a line shown when it is opened outside a frame; the
 * script (/frame.js) reads its parameters from the URL and the chains the site knows from `data-chains`.
 */
export function framePage(chainIds: readonly number[]): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Gangway secure frame</title>
<script src="/frame.js" defer></script>
</head><body data-chains="${escapeHtml(chainIds.join(','))}">
<p id="status" hidden style="font:14px system-ui,sans-serif"></p>
</body></html>`
}
