/** Fixed ports of the reference cloud on 127.0.0.1 (DESIGN.md "Reference cloud"). */
export const PORTS = {
  demo: 3000,
  api: 3001,
  chainData: 3002,
  /** The WalletConnect relay (WebSocket; GET /health, /stats). */
  relay: 3004,
} as const
