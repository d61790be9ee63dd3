/** CSS of the activity list; rendered by the view in its own <style>. */
export const ACTIVITY_CSS = /* css */ `
.gw-activity { display: flex; flex-direction: column; gap: 4px; }
.gw-activity-group { margin: 8px 0 4px; font-size: 1.2em; font-weight: 600; color: var(--gw-fg-muted); }
.gw-activity-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; }
.gw-activity-row { display: grid; grid-template-columns: 32px 1fr auto; gap: 2px 10px; align-items: center; padding: 8px 10px; border-radius: calc(var(--gw-radius) * 3); background: var(--gw-surface); font-size: 1.3em; }
.gw-activity-icon { grid-row: span 2; width: 32px; height: 32px; border-radius: 50%; background: var(--gw-surface-hover); object-fit: cover; }
.gw-activity-title { font-weight: 600; }
.gw-activity-amount { text-align: right; font-weight: 600; font-variant-numeric: tabular-nums; }
.gw-activity-amount[data-sign="+"] { color: var(--gw-success); }
.gw-activity-desc, .gw-activity-time { color: var(--gw-fg-muted); font-size: 0.9em; }
.gw-activity-time { text-align: right; }
`
