/** CSS of the Send view; rendered in its own <style> inside the modal's shadow root, so it loads with the view. */

export const SEND_CSS = /* css */ `
.gw-send { display: flex; flex-direction: column; gap: 14px; padding: 4px 0; }
.gw-send-max {
  flex: none; height: 44px; padding: 0 14px; border: 0; border-radius: calc(var(--gw-radius) * 3);
  background: var(--gw-accent-soft); color: var(--gw-accent-text); font: inherit; font-size: 1.3em; font-weight: 600; cursor: pointer;
}
.gw-send-max:disabled { opacity: 0.5; cursor: default; }
.gw-send-max:focus-visible, .gw-send .gw-button:focus-visible { outline: 2px solid var(--gw-accent); outline-offset: 2px; }
.gw-send-profile { display: inline-flex; align-items: center; gap: 6px; }
.gw-send-profile img { width: 18px; height: 18px; border-radius: 50%; }
.gw-send-alert { margin: 0; padding: 10px 12px; border-radius: calc(var(--gw-radius) * 3); background: var(--gw-alert-bg); color: var(--gw-error); font-size: 1.3em; font-weight: 600; text-align: center; }
.gw-send .gw-button[aria-disabled="true"] { opacity: 0.7; cursor: progress; }
`
