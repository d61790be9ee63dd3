/** CSS of the Swap views; rendered in their own <style> inside the modal's shadow root, so it loads with them. */

export const SWAP_CSS = /* css */ `
.gw-swap { display: flex; flex-direction: column; gap: 10px; padding: 4px 0; }
.gw-swap-panel { display: flex; flex-direction: column; gap: 6px; padding: 12px; border: 1px solid var(--gw-border); border-radius: calc(var(--gw-radius) * 4); background: var(--gw-surface); }
.gw-swap-panel-head { display: flex; justify-content: space-between; align-items: center; color: var(--gw-fg-muted); font-size: 1.2em; }
.gw-swap-panel-head label { color: var(--gw-fg); font-weight: 600; font-size: 1.1em; }
.gw-swap-line { display: flex; align-items: center; gap: 8px; }
.gw-swap-input {
  flex: 1; min-width: 0; height: 40px; padding: 0 4px; border: 0; border-radius: calc(var(--gw-radius) * 2); background: transparent;
  color: var(--gw-fg); font: inherit; font-size: 2.2em; font-weight: 600; font-variant-numeric: tabular-nums;
}
.gw-swap-input::placeholder { color: var(--gw-fg-muted); }
.gw-swap-input:focus-visible { outline: 2px solid var(--gw-accent); outline-offset: 1px; }
.gw-swap-input[aria-invalid="true"] { color: var(--gw-error); }
.gw-swap-input[readonly] { cursor: default; }
.gw-swap-token {
  flex: none; display: inline-flex; align-items: center; gap: 6px; height: 36px; padding: 0 10px 0 6px; border: 1px solid var(--gw-border);
  border-radius: 999px; background: var(--gw-bg); color: var(--gw-fg); font: inherit; font-size: 1.4em; font-weight: 600; cursor: pointer;
}
.gw-swap-token[data-empty="true"] { padding-left: 12px; background: var(--gw-accent); border-color: var(--gw-accent); color: var(--gw-on-accent); }
.gw-swap-token img, .gw-swap-pick img { width: 24px; height: 24px; border-radius: 50%; }
.gw-swap-token:hover { background: var(--gw-surface-hover); }
.gw-swap-token:focus-visible, .gw-swap-max:focus-visible, .gw-swap-flip:focus-visible, .gw-swap-pick:focus-visible,
.gw-swap .gw-button:focus-visible { outline: 2px solid var(--gw-accent); outline-offset: 2px; }
.gw-swap-max {
  border: 0; padding: 2px 8px; border-radius: 999px; background: var(--gw-accent-soft); color: var(--gw-accent-text); font: inherit; font-weight: 600; cursor: pointer;
}
.gw-swap-max:disabled { opacity: 0.5; cursor: default; }
.gw-swap-field-error { margin: 0; color: var(--gw-error); font-size: 1.2em; font-weight: 500; }
.gw-swap-flip {
  align-self: center; width: 36px; height: 36px; margin: -16px 0; z-index: 1; border: 4px solid var(--gw-bg); border-radius: 12px;
  background: var(--gw-surface); color: var(--gw-fg); font-size: 1.6em; line-height: 1; cursor: pointer;
}
.gw-swap-flip:disabled { opacity: 0.6; cursor: default; }
.gw-swap-details { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 6px 12px; margin: 0; padding: 10px 12px; border-radius: calc(var(--gw-radius) * 3); background: var(--gw-surface); font-size: 1.2em; }
.gw-swap-details dt { color: var(--gw-fg-muted); }
.gw-swap-details dd { margin: 0; color: var(--gw-fg); text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.gw-swap-details dd[data-high="true"] { color: var(--gw-error); font-weight: 600; }
.gw-swap-status { margin: 0; color: var(--gw-fg-muted); font-size: 1.2em; text-align: center; overflow-wrap: anywhere; }
.gw-swap-retry { display: flex; flex-direction: column; gap: 8px; }
.gw-swap .gw-button[aria-disabled="true"] { opacity: 0.6; cursor: not-allowed; }
.gw-swap-search { display: flex; flex-direction: column; gap: 12px; }
.gw-swap-section-title { margin: 4px 0 0; color: var(--gw-fg-muted); font-size: 1.2em; font-weight: 600; }
.gw-swap-list { display: flex; flex-direction: column; gap: 2px; margin: 0; padding: 0; list-style: none; }
.gw-swap-pick {
  display: flex; width: 100%; align-items: center; gap: 10px; padding: 8px; border: 0; border-radius: calc(var(--gw-radius) * 3);
  background: transparent; color: var(--gw-fg); font: inherit; text-align: left; cursor: pointer;
}
.gw-swap-pick:hover { background: var(--gw-surface-hover); }
.gw-swap-pick[aria-current="true"] { background: var(--gw-accent-soft); }
.gw-swap-pick-name { display: flex; flex: 1; flex-direction: column; min-width: 0; font-size: 1.4em; font-weight: 600; }
.gw-swap-pick-name small { color: var(--gw-fg-muted); font-size: 0.85em; font-weight: 400; }
.gw-swap-pick-balance { color: var(--gw-fg-muted); font-size: 1.3em; font-variant-numeric: tabular-nums; }
.gw-swap-icon { display: inline-block; width: 24px; height: 24px; border-radius: 50%; background: var(--gw-accent-soft); }
`
