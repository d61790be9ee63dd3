/** CSS of ProfileWallets: the visitor's wallet connections per namespace. */
export const PROFILE_WALLETS_CSS = /* css */ `
.gw-wallets { display: flex; flex-direction: column; gap: 14px; }
.gw-wallets-group { display: flex; flex-direction: column; gap: 8px; }
.gw-wallets-heading { margin: 0; color: var(--gw-fg-muted); font-size: 1.25em; font-weight: 600; }
.gw-wallets-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; }
.gw-wallet-connection { display: flex; align-items: center; gap: 10px; padding: 8px 10px; border: 1px solid transparent; border-radius: calc(var(--gw-radius) * 4); background: var(--gw-surface); }
.gw-wallet-connection[data-status="connected"] { border-color: var(--gw-accent); }
.gw-wallet-connection .gw-wallet-image { width: 36px; height: 36px; border-radius: calc(var(--gw-radius) * 2); flex: none; }
.gw-wallet-connection-text { display: flex; flex-direction: column; min-width: 0; flex: 1; }
.gw-wallet-connection-name { display: flex; align-items: center; gap: 6px; min-width: 0; font-size: 1.4em; font-weight: 600; }
.gw-wallet-connection-label { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.gw-wallet-connection-detail { color: var(--gw-fg-muted); font-size: 1.2em; font-variant-numeric: tabular-nums; }
.gw-wallet-connection-balance { white-space: nowrap; }
.gw-wallet-connection-badge { flex: none; padding: 1px 7px; border-radius: 999px; background: var(--gw-accent-soft); color: var(--gw-accent-text); font-size: 0.75em; font-weight: 600; }
.gw-wallet-connection-action { height: 32px; padding: 0 10px; border: 0; border-radius: 999px; background: var(--gw-surface-hover); color: var(--gw-fg); font: inherit; font-size: 1.2em; font-weight: 600; cursor: pointer; flex: none; }
.gw-wallet-connection-action:hover { filter: brightness(1.1); }
.gw-wallet-connection-icon { width: 32px; padding: 0; display: inline-flex; align-items: center; justify-content: center; color: var(--gw-fg-muted); }
.gw-wallets-footer { display: flex; gap: 8px; }
.gw-wallets-footer .gw-button { flex: 1; }
`
