/**
 * The §9 timings and limits that only lazily loaded features read (WalletConnect, caches, display, analytics,
 * restore, HTTP, onramp, names); the rest are in constants.ts. Kept apart so that the entry, which imports
 * constants.ts, does not carry them.
 */

const SECOND = 1000
const MINUTE = 60 * SECOND
const DAY = 24 * 60 * MINUTE

/** Cache lifetimes (§9). */
export const CACHE_TTL = {
  portfolio: 30 * SECOND,
  nativeBalance: 30 * SECOND,
  ens: 5 * MINUTE,
  identity: 5 * MINUTE,
} as const

/** Wallet-protocol timings (§9), in milliseconds. */
export const WALLET_PROTOCOL = {
  connectTimeout: 15 * SECOND,
  heartbeat: 5 * SECOND,
  stall: 35 * SECOND,
  pairingLifetime: 5 * MINUTE,
  sessionLifetime: 7 * DAY,
  requestLifetimeMin: 5 * MINUTE,
  requestLifetimeMax: 7 * DAY,
  history: 30 * DAY,
  connectAttempts: 5,
  /** §4: a pairing expires 4 minutes after creation and counts as expired within 10 s of that. */
  pairingExpiryWindow: 4 * MINUTE,
  pairingExpiryMargin: 10 * SECOND,
} as const

/** Money and display (§9). */
export const DISPLAY = {
  swapSlippage: 1,
  pendingTransactionsLimit: 99,
  balanceDecimals: 3,
  tokenBalanceDecimals: 2,
  quantityDecimals: 3,
  addressLeading: 4,
  addressTrailing: 6,
  emailDisplayMax: 30,
  bigNumberPrecisionDecimals: 20,
} as const

export const ONRAMP_FALLBACK_LIMITS = {
  card: { min: '10.00', max: '7500.00' },
  bankTransfer: { min: '10.00', max: '25000.00' },
  currencies: ['USD', 'EUR'],
  defaultPurchase: 'USDC',
  providerFeePercent: { min: 1, max: 2 },
} as const

/** Analytics error reports allowed per minute (§7). */
export const ANALYTICS_MAX_ERRORS_PER_MINUTE = 5

/** On start, how long reconnecting waits for the stored wallet to announce itself (EIP-6963; not in §9). */
export const CONNECTOR_DISCOVERY_WAIT_MS = 1000

/**
 * A restore that failed for want of a service (secure site, relay, node unreachable, a timeout), and a QR
 * code whose relay dropped, are tried again after 1 s, then twice as long each time, at most every 30 s.
 */
export const RESTORE_RETRY_FIRST_MS = 1000
export const RESTORE_RETRY_MAX_MS = 30_000

/** An API call still unanswered after this long is aborted, so no view waits on it forever (not in §9). */
export const HTTP_TIMEOUT_MS = 15_000

/** §9 "Log level comes from a constant": the kit's logger and the WalletConnect client print this level and above. */
export const LOG_LEVEL = 'warn'

/** §9 "Log buffer is about 1 MB": the kit's in-memory log (appKit.getLogs()) and the WalletConnect client's each keep this many bytes, oldest dropped. */
export const LOG_BUFFER_BYTES = 1024 * 1024

/** Name registration (§5). */
export const MAX_CHAIN_ID_FOR_COIN_TYPE = 2147483648

export const MIN_NAME_LENGTH = 4
