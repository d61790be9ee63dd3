/** CSS of the WalletConnect views; rendered in their own <style>, so it loads with them. */
import { CONNECTION_CSS } from './connectionStyles'

export const WALLET_CONNECT_CSS = /* css */ `
${CONNECTION_CSS}
.gw-wc { display: flex; flex-direction: column; align-items: center; gap: 10px; padding: 8px 8px 4px; text-align: center; }
.gw-wc-qr-frame { position: relative; display: flex; align-items: center; justify-content: center; min-width: 216px; min-height: 216px; padding: 8px; box-sizing: border-box; border-radius: calc(var(--gw-radius) * 5); background: #ffffff; box-shadow: 0 0 0 1px var(--gw-border); }
.gw-wc-qr { display: block; }
.gw-wc-qr-logo { position: absolute; top: 50%; left: 50%; transform: translate(-50%, -50%); padding: 4px; border-radius: 12px; background: #ffffff; }
.gw-wc-qr-logo .gw-wallet-image { width: 44px; height: 44px; border-radius: 10px; }
.gw-wc-qr-skeleton { width: 200px; height: 200px; border-radius: calc(var(--gw-radius) * 4); background: var(--gw-surface); animation: gw-pulse 1.2s ease-in-out infinite; }
.gw-wc-actions { display: flex; flex-direction: column; gap: 8px; width: 100%; }
.gw-wc-actions .gw-button { width: 100%; text-decoration: none; display: inline-flex; align-items: center; justify-content: center; box-sizing: border-box; }
.gw-wc .gw-connecting-text { max-width: 300px; }
@keyframes gw-pulse { 50% { opacity: 0.55; } }
@media (prefers-reduced-motion: reduce) { .gw-wc-qr-skeleton { animation: none !important; } }
`
