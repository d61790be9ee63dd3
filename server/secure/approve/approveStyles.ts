/**
 * The approval frame's CSS: the modal's look (its palette and accent arrive as custom properties, set by
 * applyApprovalTheme) on a transparent page, so the frame reads as part of ApproveTransaction.
 */
export const APPROVE_PAGE_CSS = `
*,*::before,*::after{box-sizing:border-box}
html,body{margin:0;background:transparent;color:var(--gw-fg);font-family:var(--gw-font-family);font-size:10px;line-height:1.35;-webkit-font-smoothing:antialiased}
body{padding:4px}
.gw-approve{display:flex;flex-direction:column;gap:12px;padding:8px 0 4px}
.gw-approve-card{display:flex;flex-direction:column;gap:8px;padding:12px;border-radius:calc(var(--gw-radius) * 4);background:var(--gw-surface)}
.gw-approve-title{margin:0;font-size:1.6em;font-weight:600}
.gw-approve-origin{margin:0;font-size:1.25em;color:var(--gw-fg-muted);overflow-wrap:anywhere}
.gw-approve-origin strong{color:var(--gw-fg);font-weight:600}
.gw-approve-details{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0;font-size:1.3em}
.gw-approve-details dt{color:var(--gw-fg-muted)}
.gw-approve-details dd{margin:0;min-width:0;overflow-wrap:anywhere}
.gw-approve-message{margin:0;max-height:160px;overflow-y:auto;padding:10px;border-radius:calc(var(--gw-radius) * 3);background:var(--gw-bg);font-size:1.3em;white-space:pre-wrap;overflow-wrap:anywhere}
.gw-approve-warning{margin:0;padding:10px 12px;border-radius:calc(var(--gw-radius) * 3);background:var(--gw-alert-bg);color:var(--gw-error);font-size:1.3em}
.gw-approve-mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
.gw-approve-actions{display:flex;gap:8px}
.gw-button{display:inline-flex;align-items:center;justify-content:center;height:40px;padding:0 16px;width:100%;border:0;border-radius:calc(var(--gw-radius) * 3);background:var(--gw-accent);color:var(--gw-on-accent);font:inherit;font-size:1.4em;font-weight:600;cursor:pointer}
.gw-button:hover{filter:brightness(1.08)}
.gw-button:disabled{opacity:.6;cursor:default;filter:none}
.gw-button-secondary{background:var(--gw-bg);color:var(--gw-fg)}
.gw-button:focus-visible,.gw-approve-message:focus-visible{outline:2px solid var(--gw-accent);outline-offset:2px}
.gw-approve-status{margin:0;font-size:1.3em;color:var(--gw-fg-muted)}
.gw-approve-status[data-kind="error"]{padding:10px 12px;border-radius:calc(var(--gw-radius) * 3);background:var(--gw-alert-bg);color:var(--gw-error)}
.gw-approve-status:empty{display:none}
`
