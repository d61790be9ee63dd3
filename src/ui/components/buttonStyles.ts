/** CSS of Button (gangway/ui): full width by default; primary, secondary and link variants. */
export const BUTTON_CSS = /* css */ `
.gw-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px; height: 40px; padding: 0 16px; width: 100%;
  border: 0; border-radius: calc(var(--gw-radius) * 3); background: var(--gw-accent); color: var(--gw-on-accent); font: inherit; font-size: 1.4em; font-weight: 600;
  cursor: pointer; text-decoration: none; box-sizing: border-box;
}
.gw-button:hover { filter: brightness(1.08); }
.gw-button[aria-disabled="true"], .gw-button:disabled { opacity: 0.6; cursor: default; filter: none; }
.gw-button-secondary { background: var(--gw-surface); color: var(--gw-fg); }
.gw-button-link { width: auto; height: 32px; padding: 0 8px; background: transparent; color: var(--gw-accent-text); font-size: 1.3em; }
.gw-button-inline { width: auto; flex: none; }
`
