/** CSS of TokenRow (gangway/ui). */
export const TOKEN_CSS = /* css */ `
.gw-token-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; }
.gw-token-row { display: flex; align-items: center; gap: 10px; padding: 8px 10px; border-radius: calc(var(--gw-radius) * 3); background: var(--gw-surface); font-size: 1.35em; }
.gw-token-icon { width: 32px; height: 32px; border-radius: 50%; background: var(--gw-surface-hover); flex: none; }
.gw-token-name { flex: 1; min-width: 0; display: flex; flex-direction: column; font-weight: 600; }
.gw-token-amount { color: var(--gw-fg-muted); font-weight: 500; font-size: 0.9em; font-variant-numeric: tabular-nums; }
.gw-token-value { font-variant-numeric: tabular-nums; font-weight: 600; }
`
