import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DIRECTORY_SCALE } from '../data/projects'
import { WALLETS_FILE } from '../seed/loadWallets'
import type { WalletRecord } from '../seed/walletRecord'
import { useSeededApi } from '../testing/useSeededApi'

const seedData = JSON.parse(readFileSync(WALLETS_FILE, 'utf8')) as { id: string; name: string }[]
const SIZE = DIRECTORY_SCALE['gangway-large-directory']!
const ids = (wallets: readonly { id: string }[]): string[] => wallets.map((wallet) => wallet.id)

describe('GET /getWallets for gangway-large-directory (the directory scaled to 5,000)', () => {
  const app = useSeededApi()
  const get = async (query: string): Promise<{ count: number; data: WalletRecord[] }> => {
    const response = await app.request(`/getWallets?projectId=gangway-large-directory&st=appkit&sv=test&${query}`)
    expect(response.status).toBe(200)
    return (await response.json()) as { count: number; data: WalletRecord[] }
  }

  it('serves 5,000 records: the real ones, then deterministic synthetic ones with unique ids', async () => {
    expect(SIZE).toBe(5000)
    const first = await get('')
    expect(first.count).toBe(SIZE)
    expect(ids(first.data)).toEqual(ids(seedData.slice(0, 40)))
    const synthetic = await get(`page=${seedData.length + 1}&entries=1`)
    expect(synthetic.data[0]).toMatchObject({ name: `${seedData[0]!.name} 1`, rdns: null, badge_type: 'none', order: seedData.length + 1 })
    const last = await get('page=25&entries=200')
    expect(last.data).toHaveLength(200)
    expect(last.data.at(-1)!.order).toBe(SIZE)
    const k = SIZE - seedData.length
    expect(last.data.at(-1)!.name).toBe(`${seedData[(k - 1) % seedData.length]!.name} ${k}`)
    expect((await get('page=26&entries=200')).data).toEqual([])
    const again = await get('page=25&entries=200')
    expect(ids(again.data)).toEqual(ids(last.data))
  })

  it('every id is unique across the whole directory', async () => {
    const pages = await Promise.all(Array.from({ length: 25 }, (_, i) => get(`page=${i + 1}&entries=200`)))
    const all = pages.flatMap((page) => ids(page.data))
    expect(all).toHaveLength(SIZE)
    expect(new Set(all).size).toBe(SIZE)
  })

  it('search, include and exclude work over the synthetic records too', async () => {
    const name = seedData[0]!.name
    const found = await get(`search=${encodeURIComponent(name)}&entries=100`)
    expect(found.data[0]!.name).toBe(name)
    expect(found.data.some((wallet) => wallet.name === `${name} 1`)).toBe(true)
    const synthetic = found.data.find((wallet) => wallet.name === `${name} 1`)!
    const included = await get(`include=${synthetic.id},${seedData[1]!.id}`)
    expect(ids(included.data)).toEqual([seedData[1]!.id, synthetic.id])
    const excluded = await get(`exclude=${synthetic.id},${seedData[0]!.id}&entries=1`)
    expect(excluded.count).toBe(SIZE - 2)
    expect(ids(excluded.data)).toEqual([seedData[1]!.id])
  })

  it('another project still sees the real directory', async () => {
    const response = await app.request('/getWallets?projectId=gangway-test&entries=1')
    expect(((await response.json()) as { count: number }).count).toBe(seedData.length)
  })
})
