import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { WALLETS_FILE } from '../seed/loadWallets'
import { useSeededApi } from '../testing/useSeededApi'
import { inflateSync } from 'node:zlib'
import { initials, walletPng } from './walletPng'

const wallets = JSON.parse(readFileSync(WALLETS_FILE, 'utf8')) as { name: string; image_id: string | null }[]
const metamask = wallets.find((wallet) => wallet.name === 'MetaMask')!

/** The RGBA pixels of a PNG this module wrote (8-bit RGBA, filter 0 on every row). */
function pixels(png: Buffer): { width: number; at(x: number, y: number): number[] } {
  const width = png.readUInt32BE(16)
  let offset = 8
  const idat: Buffer[] = []
  while (offset < png.length) {
    const length = png.readUInt32BE(offset)
    const type = png.toString('ascii', offset + 4, offset + 8)
    if (type === 'IDAT') idat.push(png.subarray(offset + 8, offset + 8 + length))
    offset += 12 + length
  }
  const raw = inflateSync(Buffer.concat(idat))
  return { width, at: (x, y) => [...raw.subarray(y * (width * 4 + 1) + 1 + x * 4, y * (width * 4 + 1) + 5 + x * 4)] }
}

describe('walletPng', () => {
  it('draws a 96 px rounded square (transparent corners) with white initials and a colour stable per name', () => {
    expect(initials('MetaMask')).toBe('M')
    expect(initials('Trust Wallet')).toBe('TW')
    expect(initials('Binance Wallet (bench 12)')).toBe('BW')
    expect(initials('1inch Wallet')).toBe('1W')
    const png = walletPng('Trust Wallet')
    expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10])
    expect(walletPng('Trust Wallet').equals(png)).toBe(true)
    const image = pixels(png)
    expect(image.width).toBe(96)
    expect(image.at(0, 0)[3]).toBe(0)
    expect(image.at(48, 4)[3]).toBe(255)
    // The T's top bar sits in the middle band, drawn in white.
    expect(image.at(22, 31)).toEqual([255, 255, 255, 255])
    expect(pixels(walletPng('Rainbow')).at(48, 4)).not.toEqual(image.at(48, 4))
    expect(png.length).toBeLessThan(2000)
  })
})

describe('image routes', () => {
  const app = useSeededApi()

  it.each(['/getWalletImage', '/public/getAssetImage', '/public/getCurrencyImage', '/public/getTokenImage'])(
    '%s/{image_id} returns the wallet image (PNG), cached for a day',
    async (path) => {
      const response = await app.request(`${path}/${metamask.image_id}?projectId=gangway-demo&st=appkit&sv=1`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/png')
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
      expect(Buffer.from(await response.arrayBuffer()).equals(walletPng('MetaMask'))).toBe(true)
    },
  )

  it('serves named assets (local networks, currencies) and 404s an unknown id', async () => {
    const network = await app.request('/public/getAssetImage/eip155:31337?projectId=gangway-demo')
    expect(network.status).toBe(200)
    expect(Buffer.from(await network.arrayBuffer()).equals(walletPng('Gangway Local'))).toBe(true)
    const unknown = await app.request('/getWalletImage/00000000-0000-0000-0000-000000000000?projectId=gangway-demo')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ message: 'Image not found' })
  })

  it.each(['constructor', 'toString', '__proto__'])('404s an id that names an object built-in (%s)', async (id) => {
    const response = await app.request(`/public/getTokenImage/${id}?projectId=gangway-demo`)
    expect(response.status).toBe(404)
  })
})
