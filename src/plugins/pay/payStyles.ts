/** CSS of the Pay view; rendered in its own <style> inside the modal's shadow root, so it loads with the view. */

export const PAY_CSS = /* css */ `
.gw-pay { display: flex; flex-direction: column; gap: 14px; padding: 4px 0; }
.gw-pay-what { display: flex; align-items: center; gap: 12px; padding: 12px; border-radius: calc(var(--gw-radius) * 3); background: var(--gw-surface); }
.gw-pay-what img, .gw-pay-icon { flex: none; width: 36px; height: 36px; border-radius: 50%; }
.gw-pay-icon { display: grid; place-items: center; background: var(--gw-accent-soft); color: var(--gw-accent-text); font-size: 1.3em; font-weight: 700; }
.gw-pay-amount { margin: 0; color: var(--gw-fg); font-size: 2em; font-weight: 700; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.gw-pay-asset { margin: 0; color: var(--gw-fg-muted); font-size: 1.25em; }
.gw-pay-facts { display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 6px 12px; margin: 0; padding: 0 4px; font-size: 1.3em; }
.gw-pay-facts dt { color: var(--gw-fg-muted); }
.gw-pay-facts dd { margin: 0; color: var(--gw-fg); text-align: right; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.gw-pay-recipient { border-radius: 4px; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
.gw-pay-recipient:focus-visible { outline: 2px solid var(--gw-accent); outline-offset: 2px; }
.gw-pay-section { display: flex; flex-direction: column; gap: 8px; margin: 0; }
.gw-pay-heading { margin: 0; color: var(--gw-fg-muted); font-size: 1.25em; font-weight: 500; }
.gw-pay-hint { margin: 0; color: var(--gw-fg-muted); font-size: 1.2em; }
.gw-pay-exchange-image { flex: none; width: 32px; height: 32px; border-radius: 8px; }
.gw-pay-status { display: flex; align-items: center; gap: 10px; margin: 0; color: var(--gw-fg); font-size: 1.35em; }
.gw-pay-success { margin: 0; color: var(--gw-success); font-size: 1.6em; font-weight: 700; text-align: center; }
.gw-pay-hash { margin: 0; color: var(--gw-fg-muted); font-size: 1.15em; text-align: center; overflow-wrap: anywhere; }
.gw-pay-actions { display: flex; gap: 8px; }
.gw-pay .gw-button:focus-visible, .gw-pay .gw-row:focus-visible { outline: 2px solid var(--gw-accent); outline-offset: 2px; }
`
