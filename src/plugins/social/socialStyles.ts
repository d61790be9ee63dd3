/** CSS of the Connect view's social buttons; rendered in the section's own <style>, so it loads with it. */
import { BUTTON_CSS } from '../../ui/views/buttonStyles'

export const SOCIAL_CSS = /* css */ `
${BUTTON_CSS}
.gw-social { display: flex; flex-direction: column; gap: 8px; width: 100%; }
.gw-social-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(40px, 1fr)); gap: 8px; }
.gw-social .gw-button { background: var(--gw-surface); color: var(--gw-fg); box-shadow: inset 0 0 0 1px var(--gw-border); }
.gw-social .gw-button:hover { filter: none; background: var(--gw-surface-hover, var(--gw-surface)); box-shadow: inset 0 0 0 1px var(--gw-accent); }
.gw-social .gw-button[aria-disabled="true"] { opacity: 0.6; cursor: default; }
.gw-social-icon-button { padding: 0; }
.gw-social-icon { flex: none; }
.gw-social-status { margin: 0; color: var(--gw-fg-muted); font-size: 1.25em; text-align: center; }
.gw-social-error { margin: 0; color: var(--gw-error); font-size: 1.25em; text-align: center; }
.gw-social-spinner { width: 16px; height: 16px; border-radius: 50%; border: 2px solid currentColor; border-top-color: transparent; animation: gw-spin 1s linear infinite; flex: none; }
@keyframes gw-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .gw-social-spinner { animation: none !important; border-top-color: currentColor; opacity: 0.6; } }
`
