/**
 * CSS of the e-mail views: the Connect view's e-mail form (the email plugin), EmailLogin, UpdateEmailWallet
 * and ApproveTransaction. Each renders it in its own <style>, so it loads with them.
 */
import { BUTTON_CSS } from './buttonStyles'

export const EMAIL_CSS = /* css */ `
${BUTTON_CSS}
.gw-email-form { display: flex; flex-direction: column; gap: 8px; width: 100%; }
.gw-email-label { color: var(--gw-fg-muted); font-size: 1.25em; font-weight: 500; }
.gw-email-field { display: flex; gap: 8px; }
.gw-email-field .gw-button { width: auto; flex: none; }
.gw-email-input {
  flex: 1; min-width: 0; height: 40px; padding: 0 12px; border: 1px solid var(--gw-border); border-radius: calc(var(--gw-radius) * 3);
  background: var(--gw-surface); color: var(--gw-fg); font: inherit; font-size: 1.4em;
}
.gw-email-input::placeholder { color: var(--gw-fg-muted); }
.gw-email-input:focus-visible { outline: none; border-color: var(--gw-accent); box-shadow: 0 0 0 3px var(--gw-accent-soft); }
.gw-email-input[aria-invalid="true"] { border-color: var(--gw-error); }
.gw-email-input[readonly] { opacity: 0.7; }
.gw-otp-input { width: 100%; height: 52px; text-align: center; font-size: 2.2em; font-weight: 600; letter-spacing: 0.5em; padding-left: 0.5em; font-variant-numeric: tabular-nums; }
.gw-button[aria-disabled="true"] { opacity: 0.6; cursor: default; }
.gw-button:hover { filter: brightness(1.08); }
.gw-button-link { width: auto; height: 32px; padding: 0 8px; background: transparent; color: var(--gw-accent-text); font-size: 1.3em; }
.gw-field-error { margin: 0; color: var(--gw-error); font-size: 1.25em; }
.gw-email-step { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 12px 4px 4px; text-align: center; }
.gw-email-step .gw-email-form { text-align: left; }
.gw-email-status { display: flex; flex-direction: column; align-items: center; gap: 6px; }
.gw-email-status:focus { outline: none; }
.gw-email-title { margin: 0; font-size: 1.6em; font-weight: 600; overflow-wrap: anywhere; }
.gw-email-text { margin: 0; color: var(--gw-fg-muted); font-size: 1.35em; max-width: 300px; overflow-wrap: anywhere; }
.gw-spinner { width: 40px; height: 40px; border-radius: 50%; border: 3px solid var(--gw-border); border-top-color: var(--gw-accent); animation: gw-spin 1s linear infinite; flex: none; }
.gw-spinner-small { width: 16px; height: 16px; border-width: 2px; border-color: currentColor; border-top-color: transparent; }
.gw-approve { display: flex; flex-direction: column; gap: 12px; padding: 8px 0 4px; }
.gw-approve-card { display: flex; flex-direction: column; gap: 8px; padding: 12px; border-radius: calc(var(--gw-radius) * 4); background: var(--gw-surface); }
.gw-approve-title { margin: 0; font-size: 1.6em; font-weight: 600; }
.gw-approve-details { display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; margin: 0; font-size: 1.3em; }
.gw-approve-details dt { color: var(--gw-fg-muted); }
.gw-approve-details dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
.gw-approve-message { margin: 0; max-height: 160px; overflow-y: auto; padding: 10px; border-radius: calc(var(--gw-radius) * 3); background: var(--gw-bg); font-size: 1.3em; white-space: pre-wrap; overflow-wrap: anywhere; }
.gw-approve-mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
.gw-approve-actions { display: flex; gap: 8px; }
.gw-approve-error { margin: 0; padding: 10px 12px; border-radius: calc(var(--gw-radius) * 3); background: var(--gw-alert-bg); color: var(--gw-error); font-size: 1.35em; overflow-wrap: anywhere; }
@keyframes gw-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .gw-spinner { animation: none !important; border-top-color: var(--gw-border); border-right-color: var(--gw-accent); } }
`
