/** CSS of Tabs (gangway/ui). */
export const TABS_CSS = /* css */ `
.gw-tabs-block { width: 100%; }
.gw-tabs { display: flex; gap: 4px; padding: 4px; border-radius: calc(var(--gw-radius) * 3); background: var(--gw-surface); }
.gw-tab { flex: 1; height: 32px; border: 0; border-radius: calc(var(--gw-radius) * 2); background: transparent; color: var(--gw-fg-muted); font: inherit; font-size: 1.3em; font-weight: 600; cursor: pointer; }
.gw-tab[aria-selected="true"] { background: var(--gw-bg); color: var(--gw-fg); }
.gw-tabpanel { padding-top: 10px; max-height: 260px; overflow-y: auto; }
`
