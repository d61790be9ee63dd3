/** CSS of the connecting, account and network views (their components bring their own). */

export const CONNECTION_CSS = /* css */ `
.gw-connecting { display: flex; flex-direction: column; align-items: center; gap: 10px; padding: 18px 8px 6px; text-align: center; }
.gw-connecting-logo { position: relative; width: 88px; height: 88px; display: flex; align-items: center; justify-content: center; }
.gw-connecting-logo .gw-wallet-image { width: 72px; height: 72px; border-radius: calc(var(--gw-radius) * 5); }
.gw-connecting-ring { position: absolute; inset: 0; border-radius: calc(var(--gw-radius) * 6); border: 3px solid var(--gw-border); border-top-color: var(--gw-accent); animation: gw-spin 1s linear infinite; }
.gw-connecting[data-status="failed"] .gw-connecting-ring { border-color: var(--gw-error); animation: none; }
.gw-connecting-status:focus { outline: none; }
.gw-connecting-title { margin: 6px 0 0; font-size: 1.6em; font-weight: 600; }
.gw-connecting-text { margin: 0; color: var(--gw-fg-muted); font-size: 1.35em; max-width: 280px; overflow-wrap: anywhere; }
.gw-connecting-error { margin: 6px 0 0; color: var(--gw-error); font-size: 1.6em; font-weight: 600; }
.gw-connecting .gw-button { width: auto; margin-top: 8px; }
.gw-account { display: flex; flex-direction: column; align-items: center; gap: 6px; padding: 8px 0 4px; }
.gw-avatar { width: 64px; height: 64px; border-radius: 50%; flex: none; }
.gw-account-address { display: inline-flex; align-items: center; gap: 6px; margin-top: 6px; padding: 4px 8px; border: 0; border-radius: 999px; background: transparent; color: var(--gw-fg); font: inherit; font-size: 1.8em; font-weight: 600; cursor: pointer; }
.gw-account-address:hover { background: var(--gw-surface); }
.gw-account-email { display: flex; flex-direction: column; align-items: center; gap: 4px; max-width: 100%; color: var(--gw-fg-muted); font-size: 1.35em; }
.gw-account-email > span { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.gw-account-balance { margin: 0; color: var(--gw-fg-muted); font-size: 1.5em; font-variant-numeric: tabular-nums; }
.gw-account-wallet { display: inline-flex; align-items: center; gap: 6px; margin: 2px 0 0; color: var(--gw-fg-muted); font-size: 1.2em; }
.gw-account-wallet img { border-radius: 4px; }
.gw-account-features { display: flex; gap: 8px; width: 100%; margin-top: 12px; }
.gw-feature-button { flex: 1; height: 40px; border: 0; border-radius: calc(var(--gw-radius) * 3); background: var(--gw-surface); color: var(--gw-fg); font: inherit; font-size: 1.3em; font-weight: 600; cursor: pointer; }
.gw-feature-button:hover { background: var(--gw-surface-hover); }
.gw-account .gw-tabs-block { margin-top: 16px; }
.gw-total { margin: 4px 0 8px; font-size: 2.2em; font-weight: 600; text-align: center; font-variant-numeric: tabular-nums; }
.gw-nft-grid { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 8px; }
.gw-nft-card { display: flex; flex-direction: column; gap: 4px; padding: 6px; border-radius: calc(var(--gw-radius) * 3); background: var(--gw-surface); font-size: 1.15em; }
.gw-nft-card img, .gw-nft-placeholder { width: 100%; height: auto; aspect-ratio: 1; border-radius: calc(var(--gw-radius) * 2); background: var(--gw-surface-hover); display: block; }
.gw-nft-name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: 600; }
.gw-account-actions { display: flex; flex-direction: column; gap: 8px; width: 100%; margin-top: 14px; }
.gw-row-icon { width: 40px; height: 40px; display: inline-flex; align-items: center; justify-content: center; border-radius: 50%; background: var(--gw-surface-hover); color: var(--gw-fg-muted); flex: none; overflow: hidden; }
.gw-row-icon .gw-network-image { width: 100%; height: 100%; object-fit: cover; }
.gw-row-note { font-size: 0.8em; color: var(--gw-fg-muted); font-weight: 500; }
.gw-row[aria-current="true"] { border-color: var(--gw-accent); }
.gw-notice { margin: 0 0 12px; padding: 10px 12px; border-radius: calc(var(--gw-radius) * 3); background: var(--gw-warning-bg); font-size: 1.3em; }
.gw-inline-error { margin: 8px 0 0; color: var(--gw-error); font-size: 1.3em; text-align: center; }
@keyframes gw-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .gw-connecting-ring { animation: none !important; } }
`
