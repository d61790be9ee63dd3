const COLOURS = ['#1f6feb', '#8250df', '#bf3989', '#cf222e', '#bc4c00', '#1a7f37', '#0969da', '#6e7781'] as const

/** A generated icon for a token: a coloured disc with up to 4 letters of its symbol, as a data: URI SVG. */
export function tokenIcon(symbol: string): string {
  let hash = 0
  for (const char of symbol) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  const colour = COLOURS[hash % COLOURS.length] ?? COLOURS[0]
  const label = symbol.replace(/[^0-9A-Za-z]/g, '').slice(0, 4) || '?'
  const size = label.length > 3 ? 18 : 22
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' width='64' height='64' viewBox='0 0 64 64'>` +
    `<circle cx='32' cy='32' r='32' fill='${colour}'/>` +
    `<text x='32' y='39' font-family='sans-serif' font-size='${size}' font-weight='bold' fill='#fff' text-anchor='middle'>${label}</text></svg>`
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}
