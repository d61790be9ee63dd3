import { z } from 'zod'

/** A CAIP-2 chain id, e.g. 'eip155:1'. */
export const CAIP2_PATTERN = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
const deepLink = z.string().regex(/^[a-zA-Z][a-zA-Z0-9+.-]*:\S*$/, 'must be a link of the form scheme:')

/** One directory record as it appears in server/data/wallets.json. */
export const walletSeedSchema = z.object({
  id: z.string().min(1).max(128),
  name: z.string().trim().min(1).max(128),
  homepage: httpUrl.nullable(),
  image_id: z.string().min(1).max(128).nullable(),
  rdns: z.string().min(1).max(253).nullable(),
  chains: z.array(z.string().regex(CAIP2_PATTERN, 'must be a CAIP-2 chain id')).nullable(),
  mobile_link: deepLink.nullable(),
  desktop_link: deepLink.nullable(),
  webapp_link: httpUrl.nullable(),
  app_store: httpUrl.nullable(),
  play_store: httpUrl.nullable(),
  chrome_store: httpUrl.nullable(),
  badge_type: z.enum(['certified', 'none']),
})

export type WalletSeed = z.infer<typeof walletSeedSchema>

/** A directory record as GET /getWallets returns it: the seed fields plus its rank. */
export interface WalletRecord extends WalletSeed {
  order: number
}
