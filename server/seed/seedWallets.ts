import { invalidateDirectory } from '../cache/cloudCaches'
import type { Db } from '../db/Db'
import type { WalletSeed } from './walletRecord'

const COLUMNS = `id text, name text, homepage text, image_id text, sort_order integer, rdns text, chains text[],
  mobile_link text, desktop_link text, webapp_link text, app_store text, play_store text, chrome_store text, badge_type text`

/**
 * Makes the wallets table hold exactly these records, ranked in the given order (1-based):
 * one bulk upsert, then removal of any record no longer in the seed (e.g. an earlier bench scale).
 */
export async function seedWallets(db: Db, wallets: readonly WalletSeed[]): Promise<void> {
  const rows = wallets.map((wallet, index) => ({ ...wallet, sort_order: index + 1 }))
  await db.query(
    `INSERT INTO wallets
     SELECT id, name, homepage, image_id, sort_order, rdns, chains, mobile_link, desktop_link, webapp_link,
            app_store, play_store, chrome_store, badge_type
     FROM jsonb_to_recordset($1::jsonb) AS seed(${COLUMNS})
     ON CONFLICT (id) DO UPDATE SET
       name = EXCLUDED.name, homepage = EXCLUDED.homepage, image_id = EXCLUDED.image_id,
       sort_order = EXCLUDED.sort_order, rdns = EXCLUDED.rdns, chains = EXCLUDED.chains,
       mobile_link = EXCLUDED.mobile_link, desktop_link = EXCLUDED.desktop_link,
       webapp_link = EXCLUDED.webapp_link, app_store = EXCLUDED.app_store, play_store = EXCLUDED.play_store,
       chrome_store = EXCLUDED.chrome_store, badge_type = EXCLUDED.badge_type`,
    [JSON.stringify(rows)],
  )
  await db.query('DELETE FROM wallets WHERE NOT (id = ANY($1::text[]))', [wallets.map((wallet) => wallet.id)])
  invalidateDirectory(db)
}
