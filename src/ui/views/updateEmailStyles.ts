/** The e-mail update view's layout CSS (its components bring theirs). */
export const UPDATE_EMAIL_CSS = /* css */ `
.gw-update-email-form { display: flex; flex-direction: column; gap: 8px; width: 100%; }
.gw-update-email { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 12px 4px 4px; text-align: center; }
.gw-update-email-status { display: flex; flex-direction: column; align-items: center; gap: 6px; }
.gw-update-email-status:focus { outline: none; }
.gw-update-email-title { margin: 0; font-size: 1.6em; font-weight: 600; overflow-wrap: anywhere; }
.gw-update-email-text { margin: 0; color: var(--gw-fg-muted); font-size: 1.35em; max-width: 300px; overflow-wrap: anywhere; }
`
