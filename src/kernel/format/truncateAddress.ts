import { DISPLAY } from '../lazyConstants'

const ELLIPSIS = '…'

/** '0x1234567890abcdef' → '0x12…abcdef' (§9: 4 leading and 6 trailing characters). Short input is kept. */
export function truncateAddress(address: string, leading: number = DISPLAY.addressLeading, trailing: number = DISPLAY.addressTrailing): string {
  const head = Math.max(0, Math.trunc(leading))
  const tail = Math.max(0, Math.trunc(trailing))
  if (address.length <= head + tail + 1) return address
  return `${address.slice(0, head)}${ELLIPSIS}${tail > 0 ? address.slice(-tail) : ''}`
}
