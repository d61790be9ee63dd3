/**
 * Every timing and limit of spec §9, named, in one place. Tests drive fake timers against these names;
 * e2e runs may shorten the long ones through the `testing.timings` option (see options.ts).
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

/** Wallet list numbers (§9). */
export const WALLET_LIST = {
  recentKept: 2,
  recommended: 4,
  featuredDefault: 4,
  pageSize: 40,
  searchPageSize: 100,
  searchMinWaitMs: 300,
  imagesPerPage: 20,
} as const

/** Timings (§9), in milliseconds. */
export const TIMINGS = {
  frameReadyDelay: 500,
  frameLoadTimeout: 20 * SECOND,
  frameRequestTimeout: 120 * SECOND,
  disconnectWait: 3 * SECOND,
  socialPopupPoll: 1 * SECOND,
  emailChangePoll: 1 * SECOND,
  toastReopenDelay: 150,
  errorDisplayDelay: 300,
  emailRetriggerWait: 30 * SECOND,
  balanceRetryWait: 30 * SECOND,
  shake: 500,
  debounceDefault: 500,
  imagePreloadGiveUp: 2 * SECOND,
  retryAfterDefault: 1 * SECOND,
  relayInitialCacheProcessing: 1 * SECOND,
  /** §9 wallet-protocol connect timeout, also the limit for an injected wallet's answer to a connect. */
  walletConnectTimeout: 15 * SECOND,
} as const

export type TimingName = keyof typeof TIMINGS

/** An API call still unanswered after this long is aborted, so no view waits on it forever (not in §9). */
export const HTTP_TIMEOUT_MS = 15_000

/** On start, how long reconnecting waits for the stored wallet to announce itself (EIP-6963; not in §9). */
export const CONNECTOR_DISCOVERY_WAIT_MS = 1000

/** How long a success or error toast stays up (AppKit's value; not in §9). */
export const TOAST_AUTO_CLOSE_MS = 2200

/** Animation durations (§9): modal fade, view slide, toast. */
export const ANIMATION_MS = {
  modal: 120,
  view: 150,
  toast: 150,
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

/** Theme defaults (§2). */
export const MODAL_WIDTH_PX = 360
export const DEFAULT_Z_INDEX = 999

/** Default chain (§9). */
export const DEFAULT_CHAIN_ID = 'eip155:1'

/** Name registration (§5). */
export const MAX_CHAIN_ID_FOR_COIN_TYPE = 2147483648
export const MIN_NAME_LENGTH = 4

/** SDK identity sent as st / sv on every API call. */
export const SDK_TYPE = 'gangway'
export const SDK_VERSION = 'react-gangway-0.1.0'

/** Default endpoints: the reference cloud that `npm start` runs on 127.0.0.1 (DESIGN.md ports). */
export const DEFAULT_ENDPOINTS = {
  api: 'http://127.0.0.1:3001',
  chainData: 'http://127.0.0.1:3002',
  secureSite: 'http://127.0.0.1:3003',
  relay: 'ws://127.0.0.1:3004',
  analytics: 'http://127.0.0.1:3001',
} as const

/** Prefix of every key the kit writes to storage. */
export const STORAGE_PREFIX = '@gangway/'
