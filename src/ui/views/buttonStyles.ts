/** The full-width button, for the lazy views that have one (they render it in their own <style>). */
export const BUTTON_CSS = /* css */ `
.gw-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px; height: 40px; padding: 0 16px; width: 100%;
  border: 0; border-radius: calc(var(--gw-radius) * 3); background: var(--gw-accent); color: var(--gw-on-accent); font: inherit; font-size: 1.4em; font-weight: 600; cursor: pointer;
}
.gw-button-secondary { background: var(--gw-surface); color: var(--gw-fg); }
`
