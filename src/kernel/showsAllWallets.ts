import type { ResolvedOptions } from './options'

/**
 * Whether the Connect view offers "All Wallets": the allWallets feature flag must be on, and the
 * allWallets option decides where ('SHOW' everywhere, 'ONLY_MOBILE' on mobile only, 'HIDE' nowhere).
 * Without WalletConnect (enableWalletConnect: false) the directory's wallets cannot connect: none is offered.
 */
export function showsAllWallets(flagOn: boolean, options: Pick<ResolvedOptions, 'allWallets' | 'enableWalletConnect'>, mobile: boolean): boolean {
  if (!flagOn || !options.enableWalletConnect) return false
  return options.allWallets === 'SHOW' || (options.allWallets === 'ONLY_MOBILE' && mobile)
}
