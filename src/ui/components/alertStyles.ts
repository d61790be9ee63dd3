/** CSS of Alert (gangway/ui). */
export const ALERT_CSS = /* css */ `
.gw-inline-alert { margin: 0; padding: 10px 12px; border-radius: calc(var(--gw-radius) * 3); font-size: 1.3em; font-weight: 500; overflow-wrap: anywhere; text-align: left; }
.gw-inline-alert[data-variant="error"] { background: var(--gw-alert-bg); color: var(--gw-error); }
.gw-inline-alert[data-variant="warning"] { background: var(--gw-warning-bg); color: var(--gw-fg); }
.gw-inline-alert[data-variant="info"] { background: var(--gw-surface); color: var(--gw-fg-muted); }
`
