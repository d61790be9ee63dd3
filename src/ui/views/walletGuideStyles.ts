/** CSS of the wallet guide under Connect ("Haven't got a wallet? Get started"), which comes with the wallet rows. */

export const WALLET_GUIDE_CSS = /* css */ `
.gw-guide { margin: 14px 0 0; text-align: center; font-size: 1.3em; color: var(--gw-fg-muted); }
.gw-guide-link { border: 0; padding: 0; background: none; font: inherit; font-weight: 600; color: var(--gw-accent); cursor: pointer; }
.gw-guide-link:hover { text-decoration: underline; }
`
