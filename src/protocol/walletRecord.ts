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
