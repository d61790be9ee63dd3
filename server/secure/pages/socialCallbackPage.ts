import { SOCIAL_ERROR, SOCIAL_RECEIVED, SOCIAL_RESULT } from '../../../src/protocol/socialMessages'
import type { CallbackOutcome } from '../flows/socialCallback'
import { escapeHtml } from './messagePage'

/**
 * /social/callback.js, the callback page's whole script (the site's CSP allows same-origin scripts only).
 * RESULT goes to the frames of the opener with this site's own origin as target, so only the login frame
 * gets the code; the host page gets RECEIVED (no secret) and the page closes itself. ERROR carries no secret
 * and goes to the login frame and the host page.
 */
export const SOCIAL_CALLBACK_SCRIPT = `(function () {
  var data = document.body.dataset, opener = window.opener;
  if (!opener) return;
  var toLoginFrame = function (message) {
    for (var i = 0; i < opener.frames.length; i++) {
      try { opener.frames[i].postMessage(message, location.origin); } catch (error) {}
    }
  };
  if (data.resultUri !== undefined) {
    toLoginFrame({ type: ${JSON.stringify(SOCIAL_RESULT)}, resultUri: data.resultUri });
    opener.postMessage({ type: ${JSON.stringify(SOCIAL_RECEIVED)} }, '*');
    window.close();
  } else if (data.errorMessage !== undefined) {
    var error = { type: ${JSON.stringify(SOCIAL_ERROR)}, message: data.errorMessage };
    toLoginFrame(error);
    opener.postMessage(error, '*');
  }
})();
`

export const CLOSE_WINDOW = 'You can close this window.'

/** The popup's last page: what it shows, and for the script its message in data attributes (escaped). */
export function socialCallbackPage(outcome: Exclude<CallbackOutcome, { kind: 'redirect' }>): string {
  const attributes =
    outcome.kind === 'result'
      ? `data-result-uri="${escapeHtml(outcome.resultUri)}"`
      : `data-error-message="${escapeHtml(outcome.message)}"`
  const text = outcome.kind === 'result' ? CLOSE_WINDOW : outcome.message
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${outcome.kind === 'result' ? 'Signed in' : 'Sign-in failed'}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;color:#1b1b1f}p{max-width:32rem;padding:1rem}</style>
<script src="/social/callback.js" defer></script>
</head><body ${attributes}><p>${escapeHtml(text)}</p></body></html>`
}

/** The callback page's policy: its own script only; no framing; no referrer (its URL holds the code). */
export const SOCIAL_CALLBACK_CSP = ["default-src 'none'", "script-src 'self'", "style-src 'unsafe-inline'", "base-uri 'none'", "form-action 'none'", "frame-ancestors 'none'"].join('; ')
