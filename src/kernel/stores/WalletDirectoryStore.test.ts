import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { WALLET_LIST } from '../constants'
import { createHttpClient, type FetchLike } from '../http/client'
import { WalletDirectoryStore } from './WalletDirectoryStore'

const wallet = (id: string) => ({ id, name: `Wallet ${id}`, image_id: `img-${id}` })

function setup(respond: (url: URL) => Response | Promise<Response>, options = {}) {
  const calls: URL[] = []
  const fetch: FetchLike = async (input) => {
    const url = new URL(input)
    calls.push(url)
    return respond(url)
  }
  const api = createHttpClient({ baseUrl: 'http://api.test', projectId: 'p', sdkType: 's', sdkVersion: 'v', fetch })
  const store = new WalletDirectoryStore(api, { featuredWalletIds: [], includeWalletIds: [], excludeWalletIds: [], ...options })
  return { store, calls }
}

const page = (count: number, data: unknown[]) => new Response(JSON.stringify({ count, data }))

describe('WalletDirectoryStore', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}))
  afterEach(() => vi.useRealTimers())

  it('fetches featured wallets in the developer order and recommended ones without them', async () => {
    const { store, calls } = setup((url) =>
      url.searchParams.get('include') === 'b,a' ? page(2, [wallet('a'), wallet('b')]) : page(10, [wallet('c'), wallet('d')]),
    { featuredWalletIds: ['b', 'a'], excludeWalletIds: ['x'] })
    await store.loadRecommended()
    expect(store.featured.map((w) => w.id)).toEqual(['b', 'a'])
    expect(store.recommended.map((w) => w.id)).toEqual(['c', 'd'])
    const recommendedCall = calls.find((url) => url.searchParams.get('include') !== 'b,a')!
    expect(recommendedCall.searchParams.get('entries')).toBe(String(WALLET_LIST.recommended))
    expect(recommendedCall.searchParams.get('exclude')).toBe('x,b,a')
    expect(store.count).toBe(12)
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

  it('pages through the directory, 40 at a time, until every wallet is loaded', async () => {
    const { store, calls } = setup((url) => {
      const number = Number(url.searchParams.get('page'))
      return page(45, number === 1 ? Array.from({ length: 40 }, (_, i) => wallet(`w${i}`)) : Array.from({ length: 5 }, (_, i) => wallet(`v${i}`)))
    })
    await store.loadNextPage()
    await store.loadNextPage()
    await store.loadNextPage()
    expect(store.pages).toHaveLength(45)
    expect(calls.map((url) => [url.searchParams.get('page'), url.searchParams.get('entries')])).toEqual([
      ['1', String(WALLET_LIST.pageSize)],
      ['2', String(WALLET_LIST.pageSize)],
    ])
  })

  it('search waits the §9 minimum, asks for 100 results, and only the latest query wins', async () => {
    vi.useFakeTimers()
    const { store, calls } = setup((url) => page(1, [wallet(url.searchParams.get('search') ?? '')]))
    const first = store.searchWallets('met')
    const second = store.searchWallets('meta')
    await vi.advanceTimersByTimeAsync(WALLET_LIST.searchMinWaitMs - 1)
    expect(store.searchStatus).toBe('loading')
    await vi.advanceTimersByTimeAsync(1)
    await Promise.all([first, second])
    expect(store.searchResults.map((w) => w.id)).toEqual(['meta'])
    expect(calls.at(-1)?.searchParams.get('entries')).toBe(String(WALLET_LIST.searchPageSize))
  })
})
