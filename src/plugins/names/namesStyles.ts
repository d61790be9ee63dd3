/** CSS of the names views; rendered in their own <style> inside the modal's shadow root, so it loads with them. */

export const NAMES_CSS = /* css */ `
.gw-names { display: flex; flex-direction: column; gap: 12px; padding: 4px 0; }
.gw-names-intro { margin: 0; color: var(--gw-fg-muted); font-size: 1.3em; text-align: center; }
.gw-names-zone { flex: none; align-self: center; color: var(--gw-fg-muted); font-size: 1.4em; }
.gw-names-availability { margin: 0; min-height: 1.4em; font-size: 1.25em; font-weight: 500; color: var(--gw-fg-muted); overflow-wrap: anywhere; }
.gw-names-availability[data-availability="available"] { color: var(--gw-success); }
.gw-names-availability[data-availability="registered"] { color: var(--gw-error); }
.gw-names .gw-button[aria-disabled="true"] { opacity: 0.6; cursor: not-allowed; }
.gw-names .gw-button:focus-visible { outline: 2px solid var(--gw-accent); outline-offset: 2px; }
.gw-names-heading { margin: 4px 0 0; color: var(--gw-fg-muted); font-size: 1.2em; font-weight: 600; }
.gw-names-list { display: flex; flex-direction: column; gap: 4px; margin: 0; padding: 0; list-style: none; }
.gw-names-suggestion {
  display: flex; width: 100%; align-items: center; gap: 8px; padding: 10px 12px; border: 1px solid var(--gw-border);
  border-radius: calc(var(--gw-radius) * 3); background: var(--gw-surface); color: var(--gw-fg); font: inherit; font-size: 1.35em; text-align: left; cursor: pointer;
}
.gw-names-suggestion:hover:not(:disabled) { background: var(--gw-surface-hover); }
.gw-names-suggestion:focus-visible { outline: 2px solid var(--gw-accent); outline-offset: 2px; }
.gw-names-suggestion:disabled { cursor: default; color: var(--gw-fg-muted); }
.gw-names-suggestion-name { flex: 1; min-width: 0; overflow-wrap: anywhere; }
.gw-names-tag { flex: none; padding: 3px 8px; border-radius: 999px; font-size: 0.75em; font-weight: 600; background: var(--gw-accent-soft); color: var(--gw-accent-text); }
.gw-names-tag[data-registered="true"] { background: var(--gw-surface-hover); color: var(--gw-fg-muted); }
.gw-names-done { display: flex; flex-direction: column; align-items: center; gap: 14px; padding: 12px 0 4px; text-align: center; }
.gw-names-check {
  display: inline-flex; width: 56px; height: 56px; align-items: center; justify-content: center; border-radius: 50%;
  background: var(--gw-accent-soft); color: var(--gw-success);
}
.gw-names-done h3 { margin: 0; color: var(--gw-fg); font-size: 1.6em; font-weight: 600; }
.gw-names-done p { margin: 0; color: var(--gw-fg-muted); font-size: 1.35em; }
.gw-names-done .gw-names-registered { color: var(--gw-fg); font-weight: 600; overflow-wrap: anywhere; }
`
