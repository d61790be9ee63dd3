import { RecentWalletsStore } from '../stores/RecentWalletsStore'
import type { KernelServices } from './KernelServices'

/** The recent wallets, read from storage once an older version's keys have moved (only the wallet lists need them). */
export async function create(kit: KernelServices): Promise<RecentWalletsStore> {
  await kit.legacyStorage
  const recent = new RecentWalletsStore(kit.storage)
  recent.load()
  return recent
}
