import * as z from 'zod/mini'
import { WALLET_LIST } from './constants'
import type { HttpClient } from './http/client'
import { walletRecordSchema, type WalletRecord } from '../protocol/walletRecord'
import { kitLog } from './logs/kitLog'

type Params = Record<string, string | number | readonly string[] | undefined>

/** What these calls read and fill: the kit's wallet directory (WalletDirectoryStore). */
export interface DirectoryTarget {
  readonly options: {
    readonly featuredWalletIds: readonly string[]
    readonly includeWalletIds: readonly string[]
    readonly excludeWalletIds: readonly string[]
    readonly networks?: readonly { readonly caipNetworkId: string; readonly testnet?: boolean | undefined }[]
  }
  readonly featured: readonly WalletRecord[]
  readonly excludedRdns: readonly string[]
  setRecommended(result: { featured: readonly WalletRecord[]; recommended: readonly WalletRecord[]; count: number } | 'failed'): void
  setExcludedRdns(rdns: readonly string[]): void
}

// The page's parsing lives here, with the directory calls, rather than in the entry's walletRecord.ts.
const walletPageSchema = z.object({ count: z.number(), data: z.array(z.unknown()) })

/** Reads the directory's records, dropping (and logging) any record that fails its schema. */
function parseRecords(items: readonly unknown[]): WalletRecord[] {
  const records: WalletRecord[] = []
  for (const item of items) {
    const parsed = walletRecordSchema.safeParse(item)
    if (parsed.success) records.push(parsed.data)
    else kitLog('warn', 'dropped a malformed wallet record', item)
  }
  return records
}

/** One GET /getWallets page; a malformed record is dropped and logged. */
export async function fetchWalletPage(api: HttpClient, params: Params): Promise<{ count: number; records: WalletRecord[] }> {
  const body = await api.get('/getWallets', { params, schema: walletPageSchema })
  return { count: body.count, records: parseRecords(body.data) }
}

/**
 * The configured networks' CAIP ids, GET /getWallets' `chains` (§7): the directory is asked for the wallets of
 * these chains only. Testnets (the local chains among them) are left out: a directory lists the mainnets a wallet
 * supports, so a testnet in the list would leave out every wallet that does not name it. None left: no filter.
 */
export function directoryChains(directory: Pick<DirectoryTarget, 'options'>): readonly string[] {
  return (directory.options.networks ?? []).flatMap((network) => (network.testnet ? [] : [network.caipNetworkId]))
}

/** includeWalletIds, these ids as `exclude` and the configured chains, as GET /getWallets parameters. */
export function directoryFilters(
  directory: Pick<DirectoryTarget, 'options'>,
  exclude: readonly string[],
): { include?: readonly string[]; exclude?: readonly string[]; chains?: readonly string[] } {
  const { includeWalletIds } = directory.options
  const chains = directoryChains(directory)
  return {
    ...(includeWalletIds.length > 0 ? { include: includeWalletIds } : {}),
    ...(exclude.length > 0 ? { exclude } : {}),
    ...(chains.length > 0 ? { chains } : {}),
  }
}

/**
 * Featured wallets (featuredWalletIds, in that order) and recommended ones for Connect. Recommended asks
 * for twice the 4 it shows, so that wallets dropped later (installed, excluded by rdns or name) leave 4.
 */
export async function loadRecommended(directory: DirectoryTarget, api: HttpClient): Promise<void> {
  const { featuredWalletIds, excludeWalletIds } = directory.options
  try {
    const [featured, recommended] = await Promise.all([
      featuredWalletIds.length > 0 ? fetchWalletPage(api, { page: 1, entries: featuredWalletIds.length, include: featuredWalletIds }) : undefined,
      fetchWalletPage(api, { page: 1, entries: WALLET_LIST.recommended * 2, ...directoryFilters(directory, [...excludeWalletIds, ...featuredWalletIds]) }),
      loadExcludedRdns(directory, api),
    ])
    directory.setRecommended({
      featured: featured ? featuredWalletIds.flatMap((id) => featured.records.filter((wallet) => wallet.id === id)) : directory.featured,
      recommended: recommended.records,
      count: recommended.count + (featured?.count ?? 0),
    })
  } catch (error) {
    kitLog('warn', 'wallet directory unavailable', error)
    directory.setRecommended('failed')
  }
}

/** The rdns of the wallets excluded by id, asked for once with include=<those ids>; [] when unknown. */
async function loadExcludedRdns(directory: DirectoryTarget, api: HttpClient): Promise<void> {
  const ids = directory.options.excludeWalletIds
  if (ids.length === 0 || directory.excludedRdns.length > 0) return
  try {
    const { records } = await fetchWalletPage(api, { page: 1, entries: Math.min(ids.length, 200), include: ids })
    directory.setExcludedRdns(records.flatMap((record) => (record.rdns ? [record.rdns] : [])))
  } catch (error) {
    kitLog('warn', 'could not read the excluded wallets', error)
  }
}
