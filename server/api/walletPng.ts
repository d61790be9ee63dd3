import { crc32, deflateSync } from 'node:zlib'

const SIZE = 96
const RADIUS = 24
const SCALE = 5

/** A 5×7 bitmap font for initials: each glyph is 7 rows of 5 bits. */
const GLYPHS: Readonly<Record<string, readonly number[]>> = {
  A: [14, 17, 17, 31, 17, 17, 17], B: [30, 17, 17, 30, 17, 17, 30], C: [14, 17, 16, 16, 16, 17, 14], D: [30, 17, 17, 17, 17, 17, 30],
  E: [31, 16, 16, 30, 16, 16, 31], F: [31, 16, 16, 30, 16, 16, 16], G: [14, 17, 16, 23, 17, 17, 15], H: [17, 17, 17, 31, 17, 17, 17],
  I: [14, 4, 4, 4, 4, 4, 14], J: [7, 2, 2, 2, 2, 18, 12], K: [17, 18, 20, 24, 20, 18, 17], L: [16, 16, 16, 16, 16, 16, 31],
  M: [17, 27, 21, 21, 17, 17, 17], N: [17, 17, 25, 21, 19, 17, 17], O: [14, 17, 17, 17, 17, 17, 14], P: [30, 17, 17, 30, 16, 16, 16],
  Q: [14, 17, 17, 17, 21, 18, 13], R: [30, 17, 17, 30, 20, 18, 17], S: [15, 16, 16, 14, 1, 1, 30], T: [31, 4, 4, 4, 4, 4, 4],
  U: [17, 17, 17, 17, 17, 17, 14], V: [17, 17, 17, 17, 17, 10, 4], W: [17, 17, 17, 21, 21, 21, 10], X: [17, 17, 10, 4, 10, 17, 17],
  Y: [17, 17, 10, 4, 4, 4, 4], Z: [31, 1, 2, 4, 8, 16, 31], '0': [14, 17, 19, 21, 25, 17, 14], '1': [4, 12, 4, 4, 4, 4, 14],
  '2': [14, 17, 1, 2, 4, 8, 31], '3': [31, 2, 4, 2, 1, 17, 14], '4': [2, 6, 10, 18, 31, 2, 2], '5': [31, 16, 30, 1, 1, 17, 14],
  '6': [6, 8, 16, 30, 17, 17, 14], '7': [31, 1, 2, 4, 8, 8, 8], '8': [14, 17, 17, 14, 17, 17, 14], '9': [14, 17, 17, 15, 1, 2, 12],
  '?': [14, 17, 1, 2, 4, 0, 4],
}

/** One or two initials from the name's words, ignoring a trailing "(…)" such as "(bench 12)". */
export function initials(name: string): string {
  const words = name.replace(/\s*\(.*\)\s*$/, '').match(/[\p{L}\p{N}]+/gu) ?? []
  const letters = words.slice(0, 2).map((word) => [...word][0] ?? '')
  return (letters.join('') || '?').toUpperCase()
}

/** FNV-1a: a small stable hash, so a name always gets the same colour. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return h >>> 0
}

function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const a = saturation * Math.min(lightness, 1 - lightness)
  const f = (n: number) => {
    const k = (n + hue / 30) % 12
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
  }
  return [f(0), f(8), f(4)]
}

/** Coverage (0..1) of the rounded square at a pixel centre, antialiased over one pixel at the corners. */
function coverage(x: number, y: number): number {
  const cx = Math.min(Math.max(x, RADIUS), SIZE - RADIUS)
  const cy = Math.min(Math.max(y, RADIUS), SIZE - RADIUS)
  const distance = Math.hypot(x - cx, y - cy)
  return Math.max(0, Math.min(1, RADIUS + 0.5 - distance))
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A placeholder logo as a PNG (a rounded square in a colour hashed from the name, with its initials),
 * like the raster images real wallet directories serve: browsers decode those off the main thread.
 */
export function walletPng(name: string): Buffer {
  const [r, g, b] = hslToRgb(hash(name) % 360, 0.55, 0.42)
  const text = [...initials(name)].map((ch) => GLYPHS[ch] ?? GLYPHS['?']!)
  const textWidth = text.length * 5 * SCALE + (text.length - 1) * SCALE
  const left = Math.round((SIZE - textWidth) / 2)
  const top = Math.round((SIZE - 7 * SCALE) / 2)
  const isInk = (x: number, y: number): boolean => {
    const row = Math.floor((y - top) / SCALE)
    const column = x - left
    if (row < 0 || row > 6 || column < 0) return false
    const glyph = text[Math.floor(column / (6 * SCALE))]
    const bit = Math.floor((column % (6 * SCALE)) / SCALE)
    return glyph !== undefined && bit < 5 && ((glyph[row] ?? 0) >> (4 - bit)) % 2 === 1
  }
  const raw = Buffer.alloc(SIZE * (SIZE * 4 + 1))
  for (let y = 0; y < SIZE; y++) {
    const rowStart = y * (SIZE * 4 + 1)
    for (let x = 0; x < SIZE; x++) {
      const offset = rowStart + 1 + x * 4
      const ink = isInk(x, y)
      raw[offset] = ink ? 255 : r
      raw[offset + 1] = ink ? 255 : g
      raw[offset + 2] = ink ? 255 : b
      raw[offset + 3] = Math.round(255 * coverage(x + 0.5, y + 0.5))
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(SIZE, 0)
  header.writeUInt32BE(SIZE, 4)
  header.set([8, 6, 0, 0, 0], 8)
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))])
}
