/** The kit's documented test hooks (README, Testing hooks) the connect helpers drive. */
export const KIT_SELECTORS = {
  connectButton: 'button[data-testid="gw-connect-button"]',
  dialog: '[data-testid="gw-modal"]',
  connectView: '[data-view="Connect"]',
  headerClose: '[data-testid="gw-header-close"]',
  accountDisconnect: '[data-testid="gw-account-disconnect"]',
  walletRow: (rdns: string): string => `[data-testid="gw-wallet-row"][data-wallet-id=${JSON.stringify(rdns)}]`,
} as const

/** How long each step waits by default (ms). */
export const DEFAULT_STEP_TIMEOUT_MS = 15_000
