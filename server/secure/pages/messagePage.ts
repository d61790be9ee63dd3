export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

/** A one-message HTML page (the device-approval link's answer). */
export function messagePage(title: string, message: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;color:#1b1b1f}p{max-width:32rem;padding:1rem}</style>
</head><body><p>${escapeHtml(message)}</p></body></html>`
}

/**
 * The device-approval link's page: a button that approves by POST, so a mail scanner that follows the link
 * (GET) approves nothing; only a person pressing it does.
 */
export function confirmDevicePage(token: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Approve this device</title>
<style>body{font:16px/1.5 system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;color:#1b1b1f}form{max-width:32rem;padding:1rem;text-align:center}button{font:inherit;padding:.6rem 1.2rem;border-radius:.6rem;border:0;background:#3b4ef5;color:#fff;cursor:pointer}</style>
</head><body><form method="post" action="/verify-device"><p>A sign-in from a new device is waiting for your approval. Approve it only if it was you.</p>
<input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">Approve this device</button></form></body></html>`
}
