/** Fixed ports of the reference cloud on 127.0.0.1 (DESIGN.md "Reference cloud"). */
export const PORTS = {
  demo: 3000,
  api: 3001,
  chainData: 3002,
  /** The secure site: the login frame page and its JSON API (e-mail login, embedded wallets). */
  secureSite: 3003,
  /** The WalletConnect relay (WebSocket; GET /health, /stats). */
  relay: 3004,
  /** The local identity provider: OpenID provider for the social logins, and the Farcaster relay stand-in. */
  identityProvider: 3005,
  /** The local payment provider: onramp checkout (test cards), the test exchange's pay pages, the order status API. */
  paymentProvider: 3006,
  /** The project dashboard: the web app a team signs in to, and the automation API (/api/v1). */
  dashboard: 3007,
  /** The local SMTP sink the secure site mails to when SMTP_URL is unset. */
  smtp: 2525,
  /** The local Solana chain's JSON-RPC (litesvm behind a local server); its subscriptions WebSocket is on solanaRpc + 1. */
  solanaRpc: 8899,
  solanaWs: 8900,
} as const
