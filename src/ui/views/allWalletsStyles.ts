/** CSS of the AllWallets view (search, virtual grid, tiles); rendered by the view, so it loads with its chunk. */
export const ALL_WALLETS_CSS = /* css */ `
.gw-grid-scroller { position: relative; height: min(440px, calc(92vh - 170px)); overflow-y: auto; overscroll-behavior: contain; margin: 0 -4px; padding: 4px; }
.gw-grid-canvas { position: relative; }
.gw-grid-row { position: absolute; left: 0; right: 0; height: 88px; display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 8px; }
.gw-tile {
  position: relative; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 6px; height: 88px; padding: 8px 4px; min-width: 0;
  border: 1px solid transparent; border-radius: calc(var(--gw-radius) * 4); background: var(--gw-surface); color: var(--gw-fg); font: inherit; font-size: 1.1em; cursor: pointer;
}
.gw-tile:hover { background: var(--gw-surface-hover); }
.gw-tile .gw-wallet-image { width: 48px; height: 48px; }
.gw-tile-image { position: relative; display: inline-flex; }
.gw-tile-badge { position: absolute; right: -4px; bottom: -4px; width: 16px; height: 16px; border-radius: 50%; background: var(--gw-success); border: 2px solid var(--gw-surface); }
.gw-tile-badge::after { content: ''; position: absolute; left: 4px; top: 1px; width: 3px; height: 7px; border: solid #fff; border-width: 0 2px 2px 0; transform: rotate(45deg); }
.gw-tile-label { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.gw-tile-placeholder { cursor: default; }
.gw-tile-placeholder .gw-skeleton-line { width: 70%; height: 10px; }
.gw-grid-status:empty { display: none; }
.gw-search-row { display: flex; align-items: center; gap: 8px; margin-bottom: 12px; }
.gw-search-row .gw-search { flex: 1; margin-bottom: 0; }
.gw-certified { display: inline-flex; align-items: center; gap: 6px; color: var(--gw-fg-muted); font-size: 1.2em; cursor: pointer; white-space: nowrap; }
.gw-certified input { width: 16px; height: 16px; margin: 0; accent-color: var(--gw-accent); }
.gw-search { display: flex; align-items: center; gap: 8px; padding: 0 12px; height: 40px; margin-bottom: 12px; border: 1px solid var(--gw-border); border-radius: calc(var(--gw-radius) * 3); background: var(--gw-surface); color: var(--gw-fg-muted); }
.gw-search input { flex: 1; min-width: 0; border: 0; background: transparent; color: var(--gw-fg); font: inherit; font-size: 1.4em; outline: none; }
.gw-search:focus-within { border-color: var(--gw-accent); box-shadow: 0 0 0 3px var(--gw-accent-soft); }
`
