/** CSS of ApproveTransaction: the approval frame (the secure site draws the request inside it), a refusal. */
export const APPROVE_CSS = /* css */ `
.gw-approve { display: flex; flex-direction: column; gap: 12px; padding: 8px 0 4px; }
.gw-approve-frame { display: block; width: calc(100% + 8px); margin: 0 -4px; border: 0; background: transparent; }
`
