/** A placeholder avatar: a gradient derived from the address, so each account looks the same every time. */
export function avatarGradient(address: string): string {
  const hex = address.replace(/^0x/i, '').padEnd(12, '0')
  const hue = (offset: number) => Number.parseInt(hex.slice(offset, offset + 4), 16) % 360
  return `radial-gradient(75% 75% at 65% 20%, hsl(${hue(0)} 85% 75%) 0%, hsl(${hue(4)} 75% 55%) 45%, hsl(${hue(8)} 70% 35%) 100%)`
}

export function Avatar({ address }: { readonly address: string }) {
  return <span className="gw-avatar" aria-hidden="true" style={{ background: avatarGradient(address) }} />
}
