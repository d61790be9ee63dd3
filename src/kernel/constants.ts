/**
 * Every timing and limit of spec §9 that the kit needs from the first paint, named. The ones only lazily loaded
 * features read (WalletConnect, caches, display, analytics, restore, HTTP) are in lazyConstants.ts: bundlers split
 * by module, so a constant here weighs on the entry even when only a lazy chunk reads it. Tests drive fake timers
 * against these names; e2e runs may shorten the long ones through the `testing.timings` option (see options.ts).
 */

const SECOND = 1000

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

/** How long a success or error toast stays up (AppKit's value; not in §9). */
export const TOAST_AUTO_CLOSE_MS = 2200

/** Animation durations (§9): modal fade, view slide, toast. */
export const ANIMATION_MS = {
  modal: 120,
  view: 150,
  toast: 150,
} as const

/** Theme defaults (§2). */
export const MODAL_WIDTH_PX = 360
export const DEFAULT_Z_INDEX = 999

/** Default chain (§9). */
export const DEFAULT_CHAIN_ID = 'eip155:1'

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
