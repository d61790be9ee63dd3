/** CSS of Connect's legal checkbox and collapsed wallet list, which come with the wallet rows. */

export const CONNECT_GATE_CSS = /* css */ `
.gw-connect-gate { border: 0; margin: 0; padding: 0; min-width: 0; }
.gw-connect-gate:disabled { opacity: 0.5; }
.gw-connect-gate:disabled .gw-row { cursor: not-allowed; }
.gw-legal { display: flex; align-items: flex-start; gap: 10px; margin: 0 0 14px; padding: 10px 12px; border: 1px solid var(--gw-border); border-radius: 12px; font-size: 1.3em; line-height: 1.4; color: var(--gw-fg-muted); cursor: pointer; }
.gw-legal input { width: 18px; height: 18px; margin: 1px 0 0; flex: none; accent-color: var(--gw-accent); cursor: pointer; }
.gw-legal a { color: var(--gw-fg); font-weight: 600; }
.gw-legal input:focus-visible, .gw-legal a:focus-visible { outline: 2px solid var(--gw-accent); outline-offset: 2px; }
`
