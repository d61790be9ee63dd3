/** CSS of ConnectingFarcaster: the link's QR code on white, the status under it, the actions. */
export const FARCASTER_CSS = /* css */ `
.gw-farcaster { display: flex; flex-direction: column; align-items: center; gap: 10px; padding: 8px 8px 4px; text-align: center; }
.gw-farcaster-qr-frame { display: flex; align-items: center; justify-content: center; min-width: 216px; min-height: 216px; padding: 8px; box-sizing: border-box; border-radius: calc(var(--gw-radius) * 5); background: #ffffff; box-shadow: 0 0 0 1px var(--gw-border); }
.gw-farcaster-qr { display: block; }
.gw-farcaster-qr-loading { width: 200px; height: 200px; border-radius: calc(var(--gw-radius) * 4); background: var(--gw-surface); animation: gw-pulse 1.2s ease-in-out infinite; }
.gw-farcaster-text { margin: 0; color: var(--gw-fg-muted); font-size: 1.35em; max-width: 300px; overflow-wrap: anywhere; }
.gw-farcaster-error { margin: 6px 0 0; color: var(--gw-error); font-size: 1.6em; font-weight: 600; }
.gw-farcaster-actions { display: flex; flex-direction: column; gap: 8px; width: 100%; }
@keyframes gw-pulse { 50% { opacity: 0.55; } }
@media (prefers-reduced-motion: reduce) { .gw-farcaster-qr-loading { animation: none !important; } }
`
