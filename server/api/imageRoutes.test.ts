import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { WALLETS_FILE } from '../seed/loadWallets'
import { useSeededApi } from '../testing/useSeededApi'
import { initials, walletSvg } from './walletSvg'

const wallets = JSON.parse(readFileSync(WALLETS_FILE, 'utf8')) as { name: string; image_id: string | null }[]
const metamask = wallets.find((wallet) => wallet.name === 'MetaMask')!

describe('walletSvg', () => {
  it('draws a small rounded square with 1–2 initials and a colour stable per name', () => {
    expect(initials('MetaMask')).toBe('M')
    expect(initials('Trust Wallet')).toBe('TW')
    expect(initials('Binance Wallet (bench 12)')).toBe('BW')
    expect(initials('1inch Wallet')).toBe('1W')
    const svg = walletSvg('Trust Wallet')
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(svg).toContain('rx="24"')
    expect(svg).toContain('>TW</text>')
    expect(walletSvg('Trust Wallet')).toBe(svg)
    expect(walletSvg('Rainbow').match(/fill="hsl\(\d+/)?.[0]).not.toBe(svg.match(/fill="hsl\(\d+/)?.[0])
    for (const wallet of wallets) expect(new TextEncoder().encode(walletSvg(wallet.name)).length).toBeLessThan(600)
  })

  it('escapes the name', () => {
    expect(walletSvg('<A & "B">')).not.toMatch(/<A|& "/)
  })
})

describe('image routes', () => {
  const app = useSeededApi()

  it.each(['/getWalletImage', '/public/getAssetImage', '/public/getCurrencyImage', '/public/getTokenImage'])(
    '%s/{image_id} returns the wallet SVG, cached for a day',
    async (path) => {
      const response = await app.request(`${path}/${metamask.image_id}?projectId=gangway-demo&st=appkit&sv=1`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/svg+xml')
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
      expect(await response.text()).toBe(walletSvg('MetaMask'))
    },
  )

  it('serves named assets (local networks, currencies) and 404s an unknown id', async () => {
    const network = await app.request('/public/getAssetImage/eip155:31337?projectId=gangway-demo')
    expect(network.status).toBe(200)
    expect(await network.text()).toBe(walletSvg('Gangway Local'))
    const unknown = await app.request('/getWalletImage/00000000-0000-0000-0000-000000000000?projectId=gangway-demo')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ message: 'Image not found' })
  })

  it.each(['constructor', 'toString', '__proto__'])('404s an id that names an object built-in (%s)', async (id) => {
    const response = await app.request(`/public/getTokenImage/${id}?projectId=gangway-demo`)
    expect(response.status).toBe(404)
  })
})
