/** CSS of TextField, SelectField, Select and CodeInput (gangway/ui). */
export const FIELD_CSS = /* css */ `
.gw-field { display: flex; flex-direction: column; gap: 8px; width: 100%; text-align: left; }
.gw-field-label { color: var(--gw-fg-muted); font-size: 1.25em; font-weight: 500; }
.gw-field-row { display: flex; gap: 8px; }
.gw-input {
  flex: 1; min-width: 0; width: 100%; height: 40px; padding: 0 12px; border: 1px solid var(--gw-border); border-radius: calc(var(--gw-radius) * 3);
  background: var(--gw-surface); color: var(--gw-fg); font: inherit; font-size: 1.4em; box-sizing: border-box;
}
.gw-input::placeholder { color: var(--gw-fg-muted); }
.gw-input:focus-visible { outline: none; border-color: var(--gw-accent); box-shadow: 0 0 0 3px var(--gw-accent-soft); }
.gw-input[aria-invalid="true"] { border-color: var(--gw-error); }
.gw-input[readonly], .gw-input:disabled { opacity: 0.7; }
.gw-input:disabled { cursor: default; }
.gw-select { position: relative; display: flex; flex: none; }
.gw-select-wide { flex: 1; min-width: 0; }
.gw-select select { appearance: none; padding-right: 34px; cursor: pointer; }
.gw-select option { background: var(--gw-bg); color: var(--gw-fg); }
.gw-select::after {
  content: ''; position: absolute; right: 14px; top: 50%; width: 7px; height: 7px; margin-top: -6px; pointer-events: none;
  border: solid var(--gw-fg-muted); border-width: 0 2px 2px 0; transform: rotate(45deg);
}
.gw-code-input { height: 52px; text-align: center; font-size: 2.2em; font-weight: 600; letter-spacing: 0.5em; padding-left: 0.5em; font-variant-numeric: tabular-nums; }
.gw-field-error { margin: 0; color: var(--gw-error); font-size: 1.25em; }
.gw-field-hint { margin: 0; color: var(--gw-fg-muted); font-size: 1.2em; overflow-wrap: anywhere; }
.gw-field-hint:empty { display: none; }
`
