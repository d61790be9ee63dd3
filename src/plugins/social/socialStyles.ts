/** The social plugin's own CSS: its buttons keep the surface look, in a row of icons after the first one. */
export const SOCIAL_CSS = /* css */ `
.gw-social { display: flex; flex-direction: column; gap: 8px; width: 100%; }
.gw-social-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(40px, 1fr)); gap: 8px; }
.gw-social .gw-button { background: var(--gw-surface); color: var(--gw-fg); box-shadow: inset 0 0 0 1px var(--gw-border); padding: 0 12px; }
.gw-social .gw-button:hover { filter: none; background: var(--gw-surface-hover, var(--gw-surface)); box-shadow: inset 0 0 0 1px var(--gw-accent); }
.gw-social-grid .gw-button { padding: 0; }
.gw-social-icon { flex: none; }
.gw-social-status { margin: 0; color: var(--gw-fg-muted); font-size: 1.25em; text-align: center; }
`
