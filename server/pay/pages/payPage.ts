/** The payment provider's pages: one self-contained HTML document each, no script, no external assets. */
import { escapeHtml } from '../../idp/htmlPage'

export { escapeHtml }

const STYLE = `
body{font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a;margin:0;padding:32px 16px;line-height:1.45}
header{max-width:460px;margin:0 auto 12px;font-weight:600;display:flex;gap:8px;align-items:center}
.badge{font-size:.75em;background:#fef3c7;color:#78350f;border-radius:999px;padding:2px 8px;font-weight:600}
main{max-width:460px;margin:0 auto;background:#fff;border-radius:12px;padding:24px 28px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.35em;margin:0 0 12px}
h2{font-size:1.05em;margin:20px 0 6px}
label{display:block;margin:12px 0 4px;font-size:.95em}
fieldset{border:1px solid #cbd5e1;border-radius:8px;margin:12px 0;padding:8px 12px}
fieldset label{display:flex;gap:8px;align-items:center;margin:6px 0}
input,select{box-sizing:border-box;width:100%;padding:8px;font-size:1em;border:1px solid #64748b;border-radius:6px;background:#fff;color:inherit}
input[type=radio]{width:auto}
[aria-invalid=true]{border-color:#b91c1c;border-width:2px}
.hint{color:#475569;font-size:.85em;margin:4px 0 0}
.actions{display:flex;gap:8px;margin-top:20px;flex-wrap:wrap}
.actions form{flex:1;margin:0}
button{width:100%;padding:10px;font-size:1em;border-radius:6px;border:1px solid #334155;background:#fff;color:#0f172a;cursor:pointer}
button.primary{background:#1d4ed8;border-color:#1d4ed8;color:#fff}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
[role=alert]{background:#fee2e2;color:#7f1d1d;padding:8px 10px;border-radius:6px;margin:12px 0}
[role=status]{background:#dcfce7;color:#14532d;padding:8px 10px;border-radius:6px;margin:12px 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0}
dt{color:#475569}
dd{margin:0;font-variant-numeric:tabular-nums;overflow-wrap:anywhere}
dd.total{font-weight:700}
code{overflow-wrap:anywhere}
table{border-collapse:collapse;width:100%;font-size:.9em}
th,td{text-align:left;padding:4px 6px;border-bottom:1px solid #e2e8f0}
footer{max-width:460px;margin:12px auto 0;color:#475569;font-size:.8em}
@media (prefers-reduced-motion:reduce){*{transition:none!important}}
`

/** A whole page; `title` is text (escaped here), `body` is HTML the caller has already escaped. */
export function payPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Gangway Pay</title>
<style>${STYLE}</style>
</head>
<body>
<header>Gangway Pay <span class="badge">Test mode</span></header>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
<footer>The Gangway cloud's local payment provider: test cards and a test exchange account, tokens on the local chains, no real money.</footer>
</body>
</html>
`
}

/** An alert paragraph (escaped), or nothing. */
export const alertHtml = (message: string | undefined, id = 'form-error'): string => (message ? `<p role="alert" id="${id}">${escapeHtml(message)}</p>` : '')

/** A hidden field. */
export const hidden = (name: string, value: string): string => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`

/** `<dl>` rows; values are text (escaped here). */
export const summaryList = (rows: readonly [string, string, string?][]): string =>
  `<dl>${rows.map(([term, value, testId]) => `<dt>${escapeHtml(term)}</dt><dd${testId ? ` data-testid="${testId}"` : ''}>${escapeHtml(value)}</dd>`).join('')}</dl>`
