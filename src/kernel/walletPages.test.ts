import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TIMINGS, WALLET_LIST } from './constants'
import { createHttpClient, type FetchLike } from './http/client'
import { ImagePreloader, type PreloadImage } from './imagePreload'
import { WalletPagesStore } from './walletPages'
import { WalletDirectoryStore } from './stores/WalletDirectoryStore'

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
  return { store, pages: new WalletPagesStore(store, new ImagePreloader(2000, createImage)), calls, requested }
}

const page = (count: number, data: unknown[]) => new Response(JSON.stringify({ count, data }))
const param = (url: URL | undefined, name: string) => url?.searchParams.get(name)

describe('AllWallets pages and search (walletPages)', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}))
  afterEach(() => vi.useRealTimers())

  it('loads pages of 40 in any order, once each, without the featured and excluded wallets', async () => {
    const { pages: store, calls } = setup((url) => page(5000, range((Number(param(url, 'page')) - 1) * 40, 40)), {
      featuredWalletIds: ['f'],
      excludeWalletIds: ['x'],
    })
    store.ensurePages([1, 125])
    store.ensurePages([1])
    expect(store.pageStatus).toBe('loading')
    await vi.waitFor(() => expect(store.pageStatus).toBe('ready'))
    expect([...store.pages.keys()].sort((a, b) => a - b)).toEqual([1, 125])
    expect(store.total).toBe(5000)
    expect(calls.map((url) => [param(url, 'page'), param(url, 'entries'), param(url, 'exclude')])).toEqual([
      ['1', String(WALLET_LIST.pageSize), 'x,f'],
      ['125', String(WALLET_LIST.pageSize), 'x,f'],
    ])
    await store.loadPage(126)
    expect(calls).toHaveLength(2)
  })

  it('requests images for the first 20 wallets of a page only (§9)', async () => {
    const { pages: store, requested } = setup(() => page(40, range(0, 40)))
    await store.loadPage(1)
    expect(requested).toHaveLength(WALLET_LIST.imagesPerPage)
    expect(requested[0]).toMatch(/^http:\/\/api.test\/getWalletImage\/img-w0\?/)
    expect(requested.at(-1)).toMatch(/\/img-w19\?/)
  })

  it('a failed page waits for retryPages', async () => {
    let fail = true
    const { pages: store, calls } = setup(() => (fail ? new Response('', { status: 500 }) : page(40, range(0, 40))))
    await store.loadPage(1)
    expect(store.pageStatus).toBe('failed')
    store.ensurePages([1])
    expect(calls).toHaveLength(1)
    fail = false
    store.retryPages()
    await vi.waitFor(() => expect(store.pageStatus).toBe('ready'))
    expect(store.pages.get(1)).toHaveLength(40)
  })

  it('search waits for typing to pause (§9 debounce 500 ms), asks for 100 results, and only the latest query wins', async () => {
    vi.useFakeTimers()
    const { pages: store, calls, requested } = setup((url) => page(1, [wallet(param(url, 'search') ?? '')]))
    const first = store.searchWallets('met')
    const second = store.searchWallets('meta')
    await vi.advanceTimersByTimeAsync(TIMINGS.debounceDefault - 1)
    expect(store.searchStatus).toBe('loading')
    expect(calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    await Promise.all([first, second])
    expect(store.searchResults.map((w) => w.id)).toEqual(['meta'])
    expect(calls).toHaveLength(1)
    expect(param(calls.at(-1), 'entries')).toBe(String(WALLET_LIST.searchPageSize))
    expect(requested).toHaveLength(1)
    expect(requested[0]).toMatch(/\/getWalletImage\/img-meta\?/)
  })

  it('typing 5 characters quickly sends one request, after the pause, not one per keystroke', async () => {
    vi.useFakeTimers()
    const { pages: store, calls } = setup((url) => page(1, [wallet(param(url, 'search') ?? '')]))
    const typed: Promise<void>[] = []
    for (const term of ['t', 'tr', 'tru', 'trus', 'trust']) {
      typed.push(store.searchWallets(term))
      await vi.advanceTimersByTimeAsync(120)
    }
    expect(calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(TIMINGS.debounceDefault)
    await Promise.all(typed)
    expect(calls.map((url) => param(url, 'search'))).toEqual(['trust'])
    expect(store.searchResults.map((w) => w.id)).toEqual(['trust'])
  })

  it('a shorter debounce still waits the §9 minimum of 300 ms', async () => {
    vi.useFakeTimers()
    const { pages: store, calls } = setup(() => page(0, []), { timings: { imagePreloadGiveUp: 2000, debounceDefault: 50 } })
    const done = store.searchWallets('zer')
    await vi.advanceTimersByTimeAsync(WALLET_LIST.searchMinWaitMs - 1)
    expect(calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    await done
    expect(calls).toHaveLength(1)
  })

  it("asks for the configured mainnets' chains (§7 chains; testnets left out) and, with the certified switch, badge_type", async () => {
    vi.useFakeTimers()
    const networks = [
      { caipNetworkId: 'eip155:1' },
      { caipNetworkId: 'eip155:31337', testnet: true },
      { caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
    ]
    const { pages: store, calls } = setup(() => page(0, []), { networks })
    const searched = store.searchWallets('safe')
    await vi.advanceTimersByTimeAsync(TIMINGS.debounceDefault)
    await searched
    expect(param(calls[0], 'chains')).toBe('eip155:1,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(param(calls[0], 'badge_type')).toBeNull()
    const certified = store.setCertified(true)
    await vi.advanceTimersByTimeAsync(TIMINGS.debounceDefault)
    await certified
    expect(param(calls[1], 'badge_type')).toBe('certified')
    expect(param(calls[1], 'search')).toBe('safe')
    await store.loadPage(1)
    expect(param(calls[2], 'chains')).toBe('eip155:1,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  })

  it('testnet-only kits send no chains filter', async () => {
    const { pages: store, calls } = setup(() => page(0, []), { networks: [{ caipNetworkId: 'eip155:31337', testnet: true }] })
    await store.loadPage(1)
    expect(param(calls[0], 'chains')).toBeNull()
  })
})
