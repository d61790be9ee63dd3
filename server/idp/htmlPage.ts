/** The identity provider's pages: one self-contained HTML document each, no external assets. */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Escapes text for an HTML element or a quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character)
}

const STYLE = `
body{font-family:system-ui,sans-serif;background:#f4f4f5;color:#18181b;margin:0;padding:40px 16px}
main{max-width:360px;margin:0 auto;background:#fff;border-radius:12px;padding:24px 28px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.4em;margin:0 0 4px}
.note{color:#71717a;font-size:.85em;margin:0 0 20px}
label{display:block;margin:12px 0 4px;font-size:.9em}
input{box-sizing:border-box;width:100%;padding:8px;font-size:1em;border:1px solid #a1a1aa;border-radius:6px}
.actions{display:flex;gap:8px;margin-top:20px}
button{flex:1;padding:9px;font-size:1em;border-radius:6px;border:1px solid #3f3f46;background:#fff;cursor:pointer}
button.primary{background:#18181b;color:#fff}
[role=alert]{background:#fee2e2;color:#991b1b;padding:8px 10px;border-radius:6px;margin:12px 0}
ul{padding-left:20px}
`

/** A whole page; `title` is text (escaped here), `body` is HTML the caller has already escaped. */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p class="note">Gangway local identity provider</p>
${body}
</main>
</body>
</html>
`
}
