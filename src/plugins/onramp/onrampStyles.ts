/** CSS of the onramp views; rendered in their own <style> inside the modal's shadow root, so it loads with them. */

export const ONRAMP_CSS = /* css */ `
.gw-onramp { display: flex; flex-direction: column; gap: 14px; padding: 4px 0; }
.gw-onramp-field legend { padding: 0; margin-bottom: 6px; color: var(--gw-fg-muted); font-size: 1.25em; font-weight: 500; }
.gw-onramp-field { display: flex; flex-direction: column; gap: 6px; margin: 0; padding: 0; border: 0; min-width: 0; }
.gw-onramp-chips { display: flex; gap: 8px; flex-wrap: wrap; }
.gw-onramp-chip {
  display: inline-flex; align-items: center; gap: 6px; height: 36px; padding: 0 14px; border: 1px solid var(--gw-border); border-radius: 999px;
  background: var(--gw-surface); color: var(--gw-fg); font-size: 1.3em; font-weight: 600; cursor: pointer;
}
.gw-onramp-chip:has(input:checked) { border-color: var(--gw-accent); background: var(--gw-accent-soft); color: var(--gw-accent-text); }
.gw-onramp-chip input, .gw-onramp-provider input { margin: 0; accent-color: var(--gw-accent); }
.gw-onramp-chip:has(input:focus-visible), .gw-onramp-provider:has(input:focus-visible) { outline: 2px solid var(--gw-accent); outline-offset: 2px; }
.gw-onramp-providers { display: flex; flex-direction: column; gap: 6px; }
.gw-onramp-provider {
  display: grid; grid-template-columns: auto 1fr auto; align-items: center; gap: 2px 10px; padding: 10px 12px; border: 1px solid var(--gw-border);
  border-radius: calc(var(--gw-radius) * 3); background: var(--gw-surface); color: var(--gw-fg); cursor: pointer;
}
.gw-onramp-provider:has(input:checked) { border-color: var(--gw-accent); }
.gw-onramp-provider-name { font-size: 1.4em; font-weight: 600; }
.gw-onramp-provider-fee { color: var(--gw-fg-muted); font-size: 1.2em; white-space: nowrap; }
.gw-onramp-provider-about { grid-column: 2 / 4; color: var(--gw-fg-muted); font-size: 1.15em; }
.gw-onramp-tag { margin-left: 6px; padding: 2px 8px; border-radius: 999px; background: var(--gw-warning-bg); color: var(--gw-fg); font-size: 0.75em; font-weight: 600; vertical-align: middle; }
.gw-onramp-quote { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 6px 12px; margin: 0; padding: 10px 12px; border-radius: calc(var(--gw-radius) * 3); background: var(--gw-surface); font-size: 1.2em; }
.gw-onramp-quote dt { color: var(--gw-fg-muted); }
.gw-onramp-quote dd { margin: 0; color: var(--gw-fg); text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.gw-onramp-quote .gw-onramp-total { font-weight: 700; }
.gw-onramp-quote-status { display: flex; align-items: center; gap: 8px; margin: 0; padding: 10px 12px; border-radius: calc(var(--gw-radius) * 3); background: var(--gw-surface); color: var(--gw-fg-muted); font-size: 1.2em; }
.gw-onramp-estimated { margin: 0; color: var(--gw-fg); font-size: 1.3em; font-weight: 600; }
.gw-onramp-estimated small { display: block; color: var(--gw-fg-muted); font-weight: 400; overflow-wrap: anywhere; }
.gw-onramp .gw-button:focus-visible, .gw-onramp-progress .gw-button:focus-visible { outline: 2px solid var(--gw-accent); outline-offset: 2px; }
.gw-onramp .gw-button[aria-disabled="true"] { opacity: 0.7; }
.gw-onramp-progress { display: flex; flex-direction: column; gap: 12px; padding: 4px 0; }
.gw-onramp-summary { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 6px 12px; margin: 0; padding: 10px 12px; border-radius: calc(var(--gw-radius) * 3); background: var(--gw-surface); font-size: 1.2em; }
.gw-onramp-summary dt { color: var(--gw-fg-muted); }
.gw-onramp-summary dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.gw-onramp-status { display: flex; align-items: center; gap: 10px; margin: 0; color: var(--gw-fg); font-size: 1.35em; }
.gw-onramp-success { margin: 0; color: var(--gw-success); font-size: 1.6em; font-weight: 700; text-align: center; outline: none; }
.gw-onramp-hash { margin: 0; color: var(--gw-fg-muted); font-size: 1.15em; text-align: center; overflow-wrap: anywhere; }
.gw-onramp-actions { display: flex; gap: 8px; }
`
