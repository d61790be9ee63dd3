/**
 * A placeholder avatar: a gradient derived from the address, so each account looks the same every time. An EVM
 * address's hex digits give the hues; a base58 (Solana) address's characters are hashed instead.
 */
export function avatarGradient(address: string): string {
  const hex = address.replace(/^0x/i, '').padEnd(12, '0')
  const hue = (offset: number) => {
    const part = hex.slice(offset, offset + 4)
    const value = /^[0-9a-f]{4}$/i.test(part) ? Number.parseInt(part, 16) : [...part].reduce((sum, char) => sum * 31 + char.charCodeAt(0), 0)
    return value % 360
  }
  return `radial-gradient(75% 75% at 65% 20%, hsl(${hue(0)} 85% 75%) 0%, hsl(${hue(4)} 75% 55%) 45%, hsl(${hue(8)} 70% 35%) 100%)`
}

export function Avatar({ address }: { readonly address: string }) {
  return <span className="gw-avatar" aria-hidden="true" style={{ background: avatarGradient(address) }} />
}
