import { describe, expect, it, vi } from 'vitest'
import { STORAGE_PREFIX, WALLET_LIST } from '../constants'
import { createMemoryStorage, createStorage } from '../storage/storage'
import { RECENT_WALLETS_KEY, RecentWalletsStore } from './RecentWalletsStore'

const wallet = (id: string) => ({ id, name: `Wallet ${id}` })

describe('RecentWalletsStore', () => {
  it('keeps the last picked wallets, newest first, at most the §9 number, across instances', () => {
    const backend = createMemoryStorage()
    const recent = new RecentWalletsStore(createStorage(backend))
    recent.add(wallet('a'))
    recent.add(wallet('b'))
    recent.add(wallet('c'))
    recent.add(wallet('b'))
    expect(recent.wallets.map((w) => w.id)).toEqual(['b', 'c'])
    expect(recent.wallets).toHaveLength(WALLET_LIST.recentKept)
    const again = new RecentWalletsStore(createStorage(backend))
    again.load()
    expect(again.wallets.map((w) => w.id)).toEqual(['b', 'c'])
  })

  it('drops a corrupt stored value, logs it and starts empty', () => {
    const backend = createMemoryStorage()
    backend.setItem(`${STORAGE_PREFIX}${RECENT_WALLETS_KEY}`, '{not json')
    const log = vi.fn()
    const recent = new RecentWalletsStore(createStorage(backend, { log }))
    recent.load()
    expect(recent.wallets).toEqual([])
    expect(log).toHaveBeenCalled()
    expect(backend.getItem(`${STORAGE_PREFIX}${RECENT_WALLETS_KEY}`)).toBeNull()
  })

  it('drops a value of the wrong shape, and only the bad entries of a list', () => {
    const backend = createMemoryStorage()
    const key = `${STORAGE_PREFIX}${RECENT_WALLETS_KEY}`
    backend.setItem(key, JSON.stringify({ id: 'not-a-list' }))
    const notAList = new RecentWalletsStore(createStorage(backend, { log: () => {} }))
    notAList.load()
    expect(notAList.wallets).toEqual([])
    backend.setItem(key, JSON.stringify([{ id: 7 }, { id: 'ok', name: 'Good Wallet' }]))
    const mixed = new RecentWalletsStore(createStorage(backend, { log: () => {} }))
    mixed.load()
    expect(mixed.wallets).toEqual([{ id: 'ok', name: 'Good Wallet' }])
  })
})
