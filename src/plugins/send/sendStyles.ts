/** CSS of the Send view; rendered in its own <style> inside the modal's shadow root, so it loads with the view. */

export const SEND_CSS = /* css */ `
.gw-send { display: flex; flex-direction: column; gap: 14px; padding: 4px 0; }
.gw-send-field { display: flex; flex-direction: column; gap: 6px; }
.gw-send-label { color: var(--gw-fg); font-size: 1.3em; font-weight: 600; }
.gw-send-control {
  width: 100%; height: 44px; padding: 0 12px; border: 1px solid var(--gw-border); border-radius: calc(var(--gw-radius) * 3);
  background: var(--gw-surface); color: var(--gw-fg); font: inherit; font-size: 1.5em; font-variant-numeric: tabular-nums;
}
.gw-send-control::placeholder { color: var(--gw-fg-muted); }
.gw-send-control:hover { background: var(--gw-surface-hover); }
.gw-send-control:focus-visible { outline: 2px solid var(--gw-accent); outline-offset: 1px; }
.gw-send-control[aria-invalid="true"] { border-color: var(--gw-error); }
.gw-send-control:disabled { opacity: 0.6; cursor: default; }
.gw-send-select { position: relative; }
.gw-send-select select { appearance: none; padding-right: 36px; cursor: pointer; }
.gw-send-select::after {
  content: ''; position: absolute; right: 16px; top: 50%; width: 7px; height: 7px; margin-top: -6px; pointer-events: none;
  border: solid var(--gw-fg-muted); border-width: 0 2px 2px 0; transform: rotate(45deg);
}
.gw-send-select option { background: var(--gw-bg); color: var(--gw-fg); }
.gw-send-amount { display: flex; gap: 8px; }
.gw-send-max {
  flex: none; height: 44px; padding: 0 14px; border: 0; border-radius: calc(var(--gw-radius) * 3);
  background: var(--gw-accent-soft); color: var(--gw-accent-text); font: inherit; font-size: 1.3em; font-weight: 600; cursor: pointer;
}
.gw-send-max:disabled { opacity: 0.5; cursor: default; }
.gw-send-max:focus-visible, .gw-send .gw-button:focus-visible { outline: 2px solid var(--gw-accent); outline-offset: 2px; }
.gw-send-hint { margin: 0; min-height: 1.35em; color: var(--gw-fg-muted); font-size: 1.2em; overflow-wrap: anywhere; }
.gw-send-hint:empty { min-height: 0; }
.gw-send-profile { display: inline-flex; align-items: center; gap: 6px; }
.gw-send-profile img { width: 18px; height: 18px; border-radius: 50%; }
.gw-send-field-error { margin: 0; color: var(--gw-error); font-size: 1.2em; font-weight: 500; }
.gw-send-alert { margin: 0; padding: 10px 12px; border-radius: calc(var(--gw-radius) * 3); background: var(--gw-alert-bg); color: var(--gw-error); font-size: 1.3em; font-weight: 600; text-align: center; }
.gw-send .gw-button[aria-disabled="true"] { opacity: 0.7; cursor: progress; }
`
