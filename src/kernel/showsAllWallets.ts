import type { AllWalletsOption } from './options'

/**
 * Whether the Connect view offers "All Wallets": the allWallets feature flag must be on, and the
 * allWallets option decides where ('SHOW' everywhere, 'ONLY_MOBILE' on mobile only, 'HIDE' nowhere).
 */
export function showsAllWallets(flagOn: boolean, option: AllWalletsOption, mobile: boolean): boolean {
  if (!flagOn) return false
  return option === 'SHOW' || (option === 'ONLY_MOBILE' && mobile)
}
