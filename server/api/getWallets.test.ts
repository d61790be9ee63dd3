import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { WALLETS_FILE } from '../seed/loadWallets'
import type { WalletRecord } from '../seed/walletRecord'
import { useSeededApi } from '../testing/useSeededApi'

interface Seed { id: string; name: string; chains: string[] | null; badge_type: string }
const seedData = JSON.parse(readFileSync(WALLETS_FILE, 'utf8')) as Seed[]
const ids = (wallets: readonly { id: string }[]): string[] => wallets.map((wallet) => wallet.id)

describe('GET /getWallets', () => {
  const app = useSeededApi()

  const get = async (query: string): Promise<{ status: number; body: { count: number; data: WalletRecord[]; message?: string } }> => {
    const response = await app.request(`/getWallets?projectId=gangway-test&st=appkit&sv=test&${query}`)
    return { status: response.status, body: (await response.json()) as { count: number; data: WalletRecord[] } }
  }

  it('pages the whole directory in file order, 40 per page by default', async () => {
    const { status, body } = await get('')
    expect(status).toBe(200)
    expect(body.count).toBe(seedData.length)
    expect(ids(body.data)).toEqual(ids(seedData.slice(0, 40)))
    expect(body.data[0]).toMatchObject({ order: 1, name: seedData[0]!.name, chains: seedData[0]!.chains })
    expect(Object.keys(body.data[0]!).sort()).toEqual(
      ['app_store', 'badge_type', 'chains', 'chrome_store', 'desktop_link', 'homepage', 'id', 'image_id', 'mobile_link',
        'name', 'order', 'play_store', 'rdns', 'webapp_link'].sort(),
    )
  })

  it('honours page and entries, caps entries at 200 and returns an empty page past the end', async () => {
    const third = await get('page=3&entries=7')
    expect(ids(third.body.data)).toEqual(ids(seedData.slice(14, 21)))
    expect(third.body.count).toBe(seedData.length)
    expect((await get('entries=500')).body.data).toHaveLength(200)
    const last = await get('page=19&entries=40')
    expect(ids(last.body.data)).toEqual(ids(seedData.slice(720)))
    expect((await get('page=20&entries=40')).body).toEqual({ count: seedData.length, data: [] })
  })

  it('include keeps only the given ids, exclude drops them', async () => {
    const wanted = [seedData[5]!.id, seedData[2]!.id, 'no-such-wallet']
    const included = await get(`include=${wanted.join(',')}`)
    expect(included.body.count).toBe(2)
    expect(ids(included.body.data)).toEqual([seedData[2]!.id, seedData[5]!.id])
    const excluded = await get(`exclude=${seedData[0]!.id},${seedData[1]!.id}&entries=3`)
    expect(excluded.body.count).toBe(seedData.length - 2)
    expect(ids(excluded.body.data)).toEqual(ids(seedData.slice(2, 5)))
  })

  it('chains matches wallets whose chains overlap; wallets without chains match no filter', async () => {
    const filter = ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']
    const expected = seedData.filter((wallet) => wallet.chains?.some((chain) => filter.includes(chain)))
    const { body } = await get(`chains=${filter.join(',')}&entries=200`)
    expect(body.count).toBe(expected.length)
    expect(ids(body.data)).toEqual(ids(expected.slice(0, 200)))
    const solanaOnly = seedData.filter((wallet) => wallet.chains?.includes(filter[1]!))
    expect((await get(`chains=${filter[1]}`)).body.count).toBe(solanaOnly.length)
    expect(solanaOnly.length).toBeLessThan(expected.length)
    expect((await get('chains=eip155:999999999')).body).toEqual({ count: 0, data: [] })
  })

  it('search is a case-insensitive substring of the name, names starting with it first', async () => {
    const matches = seedData.filter((wallet) => wallet.name.toLowerCase().includes('wallet'))
    const starting = matches.filter((wallet) => wallet.name.toLowerCase().startsWith('wallet'))
    const { body } = await get('search=WaLLeT&entries=200')
    expect(body.count).toBe(matches.length)
    expect(starting.length).toBeGreaterThan(0)
    expect(ids(body.data.slice(0, starting.length))).toEqual(ids(starting))
    expect(ids(body.data.slice(starting.length))).toEqual(ids(matches.filter((wallet) => !starting.includes(wallet)).slice(0, 200 - starting.length)))
    expect((await get('search=zzzz-no-such-wallet')).body).toEqual({ count: 0, data: [] })
  })

  it('badge_type filters certified and uncertified wallets', async () => {
    const certified = seedData.filter((wallet) => wallet.badge_type === 'certified')
    const { body } = await get('badge_type=certified&entries=100')
    expect(body.count).toBe(certified.length)
    expect(ids(body.data)).toEqual(ids(certified))
    expect((await get('badge_type=none')).body.count).toBe(seedData.length - certified.length)
  })

  it('combines filters, counting before paging', async () => {
    const expected = seedData.filter(
      (wallet) => wallet.badge_type === 'certified' && wallet.chains?.includes('eip155:1') && wallet.id !== seedData[1]!.id,
    )
    const { body } = await get(`badge_type=certified&chains=eip155:1&exclude=${seedData[1]!.id}&entries=2&page=2`)
    expect(body.count).toBe(expected.length)
    expect(ids(body.data)).toEqual(ids(expected.slice(2, 4)))
  })

  it.each([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['entries=abc', 'entries'],
    ['entries=0', 'entries'],
    ['chains=mainnet', 'chains'],
    ['badge_type=gold', 'badge_type'],
  ])('rejects %s with 400 naming the parameter', async (query, param) => {
    const { status, body } = await get(query)
    expect(status).toBe(400)
    expect(body.message).toContain(`'${param}'`)
  })
})
