/** SIWXSignMessage's layout CSS (its buttons bring theirs). */
export const SIWX_CSS = /* css */ `
.gw-siwx { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 8px 4px 4px; text-align: center; }
.gw-siwx-icon { width: 64px; height: 64px; border-radius: 18px; object-fit: cover; background: var(--gw-surface); display: flex; align-items: center; justify-content: center; font-size: 2.4em; font-weight: 600; color: var(--gw-fg); box-shadow: 0 0 0 1px var(--gw-border); }
.gw-siwx-title { margin: 4px 0 0; font-size: 1.6em; font-weight: 600; overflow-wrap: anywhere; }
.gw-siwx-text { margin: 0; color: var(--gw-fg-muted); font-size: 1.35em; max-width: 300px; }
.gw-siwx-summary { width: 100%; margin: 4px 0 0; padding: 10px 12px; border-radius: 14px; background: var(--gw-surface); display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; text-align: left; font-size: 1.3em; }
.gw-siwx-summary dt { color: var(--gw-fg-muted); }
.gw-siwx-summary dd { margin: 0; color: var(--gw-fg); overflow-wrap: anywhere; text-align: right; }
.gw-siwx-status { margin: 0; min-height: 1.4em; font-size: 1.3em; color: var(--gw-fg-muted); }
.gw-siwx-actions { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; width: 100%; }
`
