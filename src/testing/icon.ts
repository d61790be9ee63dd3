/** The default EIP-6963 info of a test wallet. */
import type { Eip6963ProviderInfo } from './types'

/** A blue rounded square with a white check mark, 96 × 96. */
const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
  '<rect width="96" height="96" rx="24" fill="#1f5eff"/>' +
  '<path d="M27 50l14 14 28-32" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>' +
  '</svg>'

export const DEFAULT_ICON = `data:image/svg+xml,${encodeURIComponent(ICON_SVG)}`
export const DEFAULT_NAME = 'Gangway Test Wallet'
export const DEFAULT_RDNS = 'dev.gangway.testwallet'

/** The info with every missing field defaulted (uuid: a fresh crypto.randomUUID()). */
export function resolveInfo(info: Partial<Eip6963ProviderInfo> = {}): Eip6963ProviderInfo {
  return Object.freeze({
    uuid: info.uuid ?? globalThis.crypto.randomUUID(),
    name: info.name ?? DEFAULT_NAME,
    icon: info.icon ?? DEFAULT_ICON,
    rdns: info.rdns ?? DEFAULT_RDNS,
  })
}
