import * as z from 'zod/mini'

const nullableString = z.optional(z.nullable(z.string()))

/** A wallet directory record (§3), as GET /getWallets returns it; unknown fields are dropped. */
export const walletRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  image_id: nullableString,
  image_url: nullableString,
  homepage: nullableString,
  rdns: nullableString,
  chains: z.optional(z.nullable(z.array(z.string()))),
  mobile_link: nullableString,
  desktop_link: nullableString,
  webapp_link: nullableString,
  app_store: nullableString,
  play_store: nullableString,
  chrome_store: nullableString,
  badge_type: nullableString,
})

export type WalletRecord = z.infer<typeof walletRecordSchema>

export const walletPageSchema = z.object({ count: z.number(), data: z.array(z.unknown()) })

/** Reads the directory's records, dropping (and logging) any record that fails its schema. */
export function parseRecords(items: readonly unknown[]): WalletRecord[] {
  const records: WalletRecord[] = []
  for (const item of items) {
    const parsed = walletRecordSchema.safeParse(item)
    if (parsed.success) records.push(parsed.data)
    else console.warn('[gangway] dropped a malformed wallet record', item)
  }
  return records
}
