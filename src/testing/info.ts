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

/** crypto.randomUUID(), or a v4 UUID from getRandomValues where randomUUID is missing (insecure origins). */
export function randomUuid(): string {
  const { crypto } = globalThis
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** The info with every missing field defaulted (uuid: a fresh random UUID). */
export function resolveInfo(info: Partial<Eip6963ProviderInfo> = {}): Eip6963ProviderInfo {
  return Object.freeze({
    uuid: info.uuid ?? randomUuid(),
    name: info.name ?? DEFAULT_NAME,
    icon: info.icon ?? DEFAULT_ICON,
    rdns: info.rdns ?? DEFAULT_RDNS,
  })
}
