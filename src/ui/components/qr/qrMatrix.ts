import { encode } from 'uqr'

/** Modules of white around the symbol: the quiet zone ISO/IEC 18004 asks for. */
export const QR_QUIET_ZONE = 4
/** About how wide the QR code is drawn, in CSS pixels (a whole number of pixels per module). */
export const QR_TARGET_PX = 200

/** A QR symbol ready to draw: its side in modules (quiet zone included) and one SVG path of its dark modules. */
export interface QrImage {
  readonly modules: number
  readonly path: string
  /** Side in CSS pixels: a whole number of pixels per module, close to QR_TARGET_PX. */
  readonly pixels: number
}

/**
 * Encodes `text` (error correction M, or Q when a logo covers the middle) with the quiet zone and turns
 * the dark modules into one path, each horizontal run of dark modules one rectangle.
 */
export function qrImage(text: string, ecc: 'M' | 'Q' = 'M'): QrImage {
  const { data, size } = encode(text, { ecc, border: QR_QUIET_ZONE })
  let path = ''
  data.forEach((row, y) => {
    let x = 0
    while (x < size) {
      if (!row[x]) {
        x += 1
        continue
      }
      const start = x
      while (x < size && row[x]) x += 1
      path += `M${start} ${y}h${x - start}v1h${start - x}z`
    }
  })
  return { modules: size, path, pixels: size * Math.max(1, Math.round(QR_TARGET_PX / size)) }
}
