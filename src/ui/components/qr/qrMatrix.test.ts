import jsQR from 'jsqr'
import { describe, expect, it } from 'vitest'
import { FAKE_ADDRESS } from '../../../test-support/fakeAdapter'
import { QR_QUIET_ZONE, qrImage } from './qrMatrix'

/** Paints the path's rectangles (M x y h w v1 h-w z) at `scale` pixels per module, black on white, as RGBA. */
function rasterize(path: string, modules: number, scale: number): { pixels: Uint8ClampedArray; side: number } {
  const side = modules * scale
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255)
  for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py++) {
      for (let px = Number(x) * scale; px < (Number(x) + Number(w)) * scale; px++) pixels.fill(0, (py * side + px) * 4, (py * side + px) * 4 + 3)
    }
  }
  return { pixels, side }
}

describe('qrImage', () => {
  it('draws a symbol that a QR decoder reads back as the address', () => {
    const image = qrImage(FAKE_ADDRESS)
    const { pixels, side } = rasterize(image.path, image.modules, 4)
    expect(jsQR(pixels, side, side)?.data).toBe(FAKE_ADDRESS)
  })

  it('reads back a Solana address too', () => {
    const address = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
    const image = qrImage(address)
    const { pixels, side } = rasterize(image.path, image.modules, 4)
    expect(jsQR(pixels, side, side)?.data).toBe(address)
  })

  it('keeps a quiet zone of 4 white modules and draws about 200 px at whole pixels per module', () => {
    const image = qrImage(FAKE_ADDRESS)
    const starts = [...image.path.matchAll(/M(\d+) (\d+)h(\d+)/g)].map(([, x, y, w]) => ({ x: Number(x), y: Number(y), end: Number(x) + Number(w) }))
    expect(Math.min(...starts.map((r) => r.x))).toBe(QR_QUIET_ZONE)
    expect(Math.min(...starts.map((r) => r.y))).toBe(QR_QUIET_ZONE)
    expect(Math.max(...starts.map((r) => r.end))).toBe(image.modules - QR_QUIET_ZONE)
    expect(Math.max(...starts.map((r) => r.y))).toBe(image.modules - QR_QUIET_ZONE - 1)
    expect(image.pixels % image.modules).toBe(0)
    expect(image.pixels).toBeGreaterThanOrEqual(170)
    expect(image.pixels).toBeLessThanOrEqual(230)
  })
})
