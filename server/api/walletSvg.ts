/** FNV-1a: a small stable hash, so a name always gets the same colour. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** One or two initials from the name's words, ignoring a trailing "(…)" such as "(bench 12)". */
export function initials(name: string): string {
  const words = name.replace(/\s*\(.*\)\s*$/, '').match(/[\p{L}\p{N}]+/gu) ?? []
  const letters = words.slice(0, 2).map((word) => [...word][0] ?? '')
  return (letters.join('') || '?').toUpperCase()
}

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** A placeholder logo: a rounded square in a colour hashed from the name, with its initials. */
export function walletSvg(name: string): string {
  const hue = hash(name) % 360
  const label = escapeXml(name.slice(0, 64))
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${label}">` +
    `<rect width="96" height="96" rx="24" fill="hsl(${hue},55%,42%)"/>` +
    `<text x="48" y="48" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="36" font-weight="600" fill="#fff">${escapeXml(initials(name))}</text>` +
    `</svg>`
  )
}
