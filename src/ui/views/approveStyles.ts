/** CSS of ApproveTransaction: the request's card, its details, the actions. */
export const APPROVE_CSS = /* css */ `
.gw-approve { display: flex; flex-direction: column; gap: 12px; padding: 8px 0 4px; }
.gw-approve-card { display: flex; flex-direction: column; gap: 8px; padding: 12px; border-radius: calc(var(--gw-radius) * 4); background: var(--gw-surface); }
.gw-approve-title { margin: 0; font-size: 1.6em; font-weight: 600; }
.gw-approve-details { display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; margin: 0; font-size: 1.3em; }
.gw-approve-details dt { color: var(--gw-fg-muted); }
.gw-approve-details dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
.gw-approve-message { margin: 0; max-height: 160px; overflow-y: auto; padding: 10px; border-radius: calc(var(--gw-radius) * 3); background: var(--gw-bg); font-size: 1.3em; white-space: pre-wrap; overflow-wrap: anywhere; }
.gw-approve-mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
.gw-approve-actions { display: flex; gap: 8px; }
.gw-approve-error { margin: 0; padding: 10px 12px; border-radius: calc(var(--gw-radius) * 3); background: var(--gw-alert-bg); color: var(--gw-error); font-size: 1.35em; overflow-wrap: anywhere; }
`
