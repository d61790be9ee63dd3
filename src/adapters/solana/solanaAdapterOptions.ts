export interface SolanaAdapterOptions {
  /** Where to look for wallets (default: the page's window). */
  readonly window?: Window
}
