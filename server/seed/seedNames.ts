import type { DevName } from '../data/devNames'
import type { Db } from '../db/Db'

/** Upserts the dev names by name; names added otherwise are left alone. */
export async function seedNames(db: Db, names: readonly DevName[]): Promise<void> {
  await db.query(
    `INSERT INTO names (name, address, avatar, attributes)
     SELECT name, address, avatar, attributes FROM jsonb_to_recordset($1::jsonb) AS seed(name text, address text, avatar text, attributes jsonb)
     ON CONFLICT (name) DO UPDATE SET address = EXCLUDED.address, avatar = EXCLUDED.avatar, attributes = EXCLUDED.attributes`,
    [JSON.stringify(names)],
  )
}
