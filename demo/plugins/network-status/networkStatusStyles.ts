import { THEME_TOKENS as t } from 'gangway/ui'

/** The plugin's CSS, from the kit's theme tokens (so it follows light, dark and the host's variables). */
export const NETWORK_STATUS_CSS = /* css */ `
.ns-dot { display: inline-block; width: 10px; height: 10px; border-radius: 50%; flex: none; background: ${t.foregroundMuted}; }
.ns-dot[data-verdict="operational"] { background: ${t.success}; }
.ns-dot[data-verdict="unreachable"] { background: ${t.error}; }
.ns-dot-frame { width: 40px; height: 40px; display: inline-flex; align-items: center; justify-content: center; border-radius: calc(${t.radius} * 3); background: ${t.surfaceHover}; flex: none; }
.ns-view { display: flex; flex-direction: column; gap: 14px; padding: 4px 0; }
.ns-hero { text-align: center; }
.ns-network { margin: 0; font-size: 1.3em; color: ${t.foregroundMuted}; }
.ns-label { margin: 6px 0 2px; font-size: 1.3em; }
.ns-block { margin: 0; font-size: 3.2em; font-weight: 700; font-variant-numeric: tabular-nums; }
.ns-facts { display: grid; grid-template-columns: auto 1fr; gap: 8px 12px; margin: 0; padding: 12px; border-radius: calc(${t.radius} * 4); background: ${t.surface}; font-size: 1.3em; }
.ns-facts dt { color: ${t.foregroundMuted}; }
.ns-facts dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; display: flex; align-items: center; justify-content: flex-end; gap: 6px; }
`
