import type { Db } from '../db/Db'
import { scaledDirectoryCte } from '../seed/scaledDirectory'
import type { WalletRecord } from '../seed/walletRecord'
import type { WalletQuery } from './walletQueryParams'

const RECORD_COLUMNS = `id, name, homepage, image_id, sort_order AS "order", rdns, chains, mobile_link, desktop_link,
  webapp_link, app_store, play_store, chrome_store, badge_type`

export interface DirectorySource {
  /** Serve the directory scaled to this many records (fixture projects, see server/data/projects.ts). */
  readonly scale?: number | undefined
}

/**
 * One page of the directory and the total that matched before paging. Ranked by order; with a
 * search term, names that start with it come first. Wallets without chains never match a chains filter.
 * With `source.scale`, the same filters and paging run over the scaled directory (scaledDirectoryCte).
 */
export async function queryWallets(db: Db, query: WalletQuery, source: DirectorySource = {}): Promise<{ count: number; data: WalletRecord[] }> {
  const params: unknown[] = []
  const param = (value: unknown): string => `$${params.push(value)}`
  const prefix = source.scale === undefined ? '' : scaledDirectoryCte(param(source.scale))
  const table = source.scale === undefined ? 'wallets' : 'directory'
  const where: string[] = []
  if (query.include && query.include.length > 0) where.push(`id = ANY(${param(query.include)}::text[])`)
  if (query.exclude && query.exclude.length > 0) where.push(`NOT (id = ANY(${param(query.exclude)}::text[]))`)
  if (query.chains && query.chains.length > 0) where.push(`chains && ${param(query.chains)}::text[]`)
  if (query.badge_type) where.push(`badge_type = ${param(query.badge_type)}`)
  let rank = 'sort_order'
  if (query.search) {
    const term = param(query.search.toLowerCase())
    where.push(`strpos(lower(name), ${term}) > 0`)
    rank = `(strpos(lower(name), ${term}) = 1) DESC, sort_order`
  }
  const filter = where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''
  const filterParams = [...params]
  const counted = await db.query<{ count: number }>(`${prefix} SELECT count(*)::int AS count FROM ${table} ${filter}`, filterParams)
  const page = await db.query<WalletRecord>(
    `${prefix} SELECT ${RECORD_COLUMNS} FROM ${table} ${filter} ORDER BY ${rank}
     LIMIT ${param(query.entries)} OFFSET ${param((query.page - 1) * query.entries)}`,
    params,
  )
  return { count: counted.rows[0]?.count ?? 0, data: page.rows }
}
