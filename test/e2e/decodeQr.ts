/** Reads a QR code the way a phone would: from the pixels Chromium painted (jsQR), not from the DOM. */
import jsQR from 'jsqr'
import type { Locator, Page } from 'playwright-core'

/** Decodes a PNG to RGBA in the page (the browser's own PNG decoder), so the test needs no PNG library. */
async function pngPixels(page: Page, png: Buffer): Promise<{ data: Uint8ClampedArray; width: number; height: number }> {
  const { pixels, width, height } = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no 2d canvas')
    context.drawImage(bitmap, 0, 0)
    return { pixels: Array.from(context.getImageData(0, 0, bitmap.width, bitmap.height).data), width: bitmap.width, height: bitmap.height }
  }, png.toString('base64'))
  return { data: Uint8ClampedArray.from(pixels), width, height }
}

/** The text of the QR code shown by `qr`, or undefined when it does not decode. */
export async function decodeQr(page: Page, qr: Locator): Promise<string | undefined> {
  const { data, width, height } = await pngPixels(page, await qr.screenshot({ animations: 'disabled' }))
  return jsQR(data, width, height, { inversionAttempts: 'dontInvert' })?.data
}
