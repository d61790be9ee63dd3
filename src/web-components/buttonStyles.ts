/**
 * The buttons' styles, inside each element's shadow root. Colours, font and corners come from the kit's theme
 * properties (--gw-*, the ones the modal uses), which the element sets on :host from themeMode and themeVariables.
 */
export const BUTTON_CSS = /* css */ `
  :host {
    display: inline-block;
    vertical-align: middle;
  }
  :host([hidden]) {
    display: none;
  }
  button {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    box-sizing: border-box;
    height: 40px;
    max-width: 100%;
    padding: 0 16px;
    border: 1px solid var(--gw-border);
    border-radius: calc(var(--gw-radius) * 3);
    background: var(--gw-surface);
    color: var(--gw-fg);
    font: 600 14px/1 var(--gw-font-family);
    white-space: nowrap;
    cursor: pointer;
    transition: background-color 0.15s ease, opacity 0.15s ease;
  }
  button[hidden] {
    display: none;
  }
  button:hover:not(:disabled) {
    background: var(--gw-surface-hover);
  }
  button.gw-primary {
    border-color: var(--gw-accent);
    background: var(--gw-accent);
    color: var(--gw-on-accent);
  }
  button.gw-primary:hover:not(:disabled) {
    background: color-mix(in srgb, var(--gw-accent), var(--gw-on-accent) 12%);
  }
  button:focus-visible {
    outline: 2px solid var(--gw-accent);
    outline-offset: 2px;
  }
  button:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  :host([size='sm']) button {
    height: 32px;
    padding: 0 12px;
    font-size: 12px;
  }
  .gw-detail {
    color: var(--gw-fg-muted);
    font-weight: 500;
  }
  .gw-warning {
    color: var(--gw-error);
  }
  .gw-spinner {
    width: 12px;
    height: 12px;
    border: 2px solid currentColor;
    border-right-color: transparent;
    border-radius: 50%;
    animation: gw-spin 0.8s linear infinite;
  }
  @keyframes gw-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    button {
      transition: none;
    }
    .gw-spinner {
      animation: none;
      border-right-color: currentColor;
      opacity: 0.6;
    }
  }
`
