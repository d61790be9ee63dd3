import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ImagePreloader, preloadFirstImages } from '../imagePreload'
import { WALLET_LIST } from '../constants'
import { createHttpClient, type FetchLike } from '../http/client'
import type { PreloadImage } from '../imagePreload'
import { WalletDirectoryStore } from './WalletDirectoryStore'

const wallet = (id: string, extra: object = {}) => ({ id, name: `Wallet ${id}`, image_id: `img-${id}`, ...extra })
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => wallet(`w${from + i}`))

function setup(respond: (url: URL) => Response | Promise<Response>, options = {}) {
  const calls: URL[] = []
  const fetch: FetchLike = async (input) => {
    const url = new URL(input)
    calls.push(url)
    return respond(url)
  }
  const requested: string[] = []
  const createImage = (): PreloadImage => ({
    onload: null,
    onerror: null,
    set src(value: string) {
      if (value) requested.push(value)
    },
    get src() {
      return ''
    },
  })
  const api = createHttpClient({ baseUrl: 'http://api.test', projectId: 'p', sdkType: 's', sdkVersion: 'v', fetch })
  const store = new WalletDirectoryStore(api, { featuredWalletIds: [], includeWalletIds: [], excludeWalletIds: [], ...options })
  return { store, images: new ImagePreloader(2000, createImage), calls, requested }
}

const page = (count: number, data: unknown[]) => new Response(JSON.stringify({ count, data }))
const param = (url: URL | undefined, name: string) => url?.searchParams.get(name)

describe('WalletDirectoryStore', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}))
  afterEach(() => vi.useRealTimers())

  it('fetches featured wallets in the developer order and recommended ones without them', async () => {
    const { store, calls } = setup((url) =>
      param(url, 'include') === 'b,a' ? page(2, [wallet('a'), wallet('b')]) : page(10, [wallet('c'), wallet('d')]),
    { featuredWalletIds: ['b', 'a'] })
    await store.loadRecommended()
    expect(store.featured.map((w) => w.id)).toEqual(['b', 'a'])
    expect(store.recommended.map((w) => w.id)).toEqual(['c', 'd'])
    const recommendedCall = calls.find((url) => param(url, 'include') !== 'b,a')
    // Twice the 4 shown, so that installed or excluded ones dropped later still leave 4.
    expect(param(recommendedCall, 'entries')).toBe(String(WALLET_LIST.recommended * 2))
    expect(param(recommendedCall, 'exclude')).toBe('b,a')
    expect(store.count).toBe(12)
  })

  it('excludeWalletIds go out as exclude, and the excluded records are read once for their rdns (§5)', async () => {
    const { store, calls } = setup((url) =>
      param(url, 'include') === 'x,io.zerion' ? page(1, [wallet('x', { rdns: 'io.rabby' })]) : page(10, [wallet('c')]),
    { excludeWalletIds: ['x', 'io.zerion'] })
    await store.loadRecommended()
    expect(param(calls.find((url) => !param(url, 'include')), 'exclude')).toBe('x,io.zerion')
    expect(store.excludedRdns).toEqual(['io.rabby'])
    expect(calls).toHaveLength(2)
  })

  it('drops a malformed record and keeps the others', async () => {
    const { store } = setup(() => page(2, [{ id: 1 }, wallet('ok')]))
    await store.loadRecommended()
    expect(store.recommended.map((w) => w.id)).toEqual(['ok'])
  })

  it('a failed load can be retried', async () => {
    let fail = true
    const { store } = setup(() => (fail ? new Response('', { status: 500 }) : page(1, [wallet('a')])))
    await store.loadRecommended()
    expect(store.recommendedStatus).toBe('failed')
    fail = false
    await store.loadRecommended()
    expect(store.recommendedStatus).toBe('ready')
  })

  it('preloadFirstImages requests the images of the first 20 records only (§9)', () => {
    const { store, images, requested } = setup(() => page(0, []))
    preloadFirstImages(images, store, range(0, 40))
    expect(requested).toHaveLength(WALLET_LIST.imagesPerPage)
    expect(requested[0]).toMatch(/^http:\/\/api.test\/getWalletImage\/img-w0\?/)
  })
})
