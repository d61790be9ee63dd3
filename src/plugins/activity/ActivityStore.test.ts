import { describe, expect, it, vi } from 'vitest'
import { fakePluginContext } from '../../test-support/fakePluginContext'
import { ActivityStore } from './ActivityStore'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const row = (id: string) => ({
  id,
  metadata: { minedAt: '2026-11-20T10:00:00Z', chain: 'eip155:31337', operationType: 'send', status: 'confirmed', sentFrom: ADDRESS, sentTo: ADDRESS, hash: id },
  transfers: [],
})

function context(get: (path: string, options: { params?: Record<string, unknown> }) => Promise<unknown>, connected = true) {
  const fake = fakePluginContext({ plugin: 'activity', address: connected ? ADDRESS : undefined, get })
  return { ctx: fake.context, toastError: fake.toastError, chainData: { get: fake.get } }
}

describe('ActivityStore (§4 transaction list)', () => {
  it('asks the history of the account on the active network, then the next page with the cursor; bad rows are dropped', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const pages: Record<string, unknown> = { first: { data: [row('a'), { nope: 1 }], next: 'c2' }, c2: { data: [row('b')], next: null } }
    const { ctx, chainData } = context((_path, { params }) => Promise.resolve(pages[(params?.['cursor'] as string | undefined) ?? 'first']))
    const store = new ActivityStore(ctx)
    await store.refresh()
    expect(chainData.get).toHaveBeenCalledWith(`/v1/account/${ADDRESS}/history`, expect.objectContaining({ params: { chainId: 'eip155:31337' } }))
    expect(store.transactions.map((t) => t.id)).toEqual(['a'])
    expect(store.hasMore).toBe(true)
    await store.loadMore()
    expect(store.transactions.map((t) => t.id)).toEqual(['a', 'b'])
    expect(store.hasMore).toBe(false)
  })

  it("says 'Failed to fetch transactions' when the API fails, and needs an account", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { ctx, toastError } = context(() => Promise.reject(new Error('HTTP status code: 500')))
    const store = new ActivityStore(ctx)
    await store.refresh()
    expect(store.status).toBe('failed')
    expect(toastError).toHaveBeenCalledWith(expect.objectContaining({ code: 'FAILED_TO_FETCH_TRANSACTIONS', message: 'Failed to fetch transactions' }))
    const signedOut = new ActivityStore(context(() => Promise.resolve({ data: [] }), false).ctx)
    await expect(signedOut.refresh()).rejects.toMatchObject({ code: 'NO_ACCOUNT_ADDRESS', message: "Transactions can't be fetched without an accountAddress" })
  })
})
