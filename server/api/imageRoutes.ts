import { Hono } from 'hono'
import type { Db } from '../db/Db'
import type { ProjectEnv } from '../http/requireProject'
import { walletPng } from './walletPng'

/** Images that are not wallets: the local networks, currencies and common tokens, by asset id. */
const NAMED_ASSETS: Readonly<Record<string, string>> = {
  'eip155:31337': 'Gangway Local',
  'eip155:31338': 'Gangway Local 2',
  USD: 'US Dollar',
  EUR: 'Euro',
  ETH: 'Ether',
  USDC: 'USD Coin',
  USDT: 'Tether',
  DAI: 'Dai',
}

const IMAGE_PATHS = ['/getWalletImage/:id', '/public/getAssetImage/:id', '/public/getCurrencyImage/:id', '/public/getTokenImage/:id'] as const

/** The name an image id stands for: a wallet's image_id first, then a named asset. */
async function imageName(db: Db, id: string): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>(
    'SELECT name FROM wallets WHERE image_id = $1 ORDER BY sort_order LIMIT 1',
    [id],
  )
  return rows[0]?.name ?? (Object.hasOwn(NAMED_ASSETS, id) ? (NAMED_ASSETS[id] ?? null) : null)
}

/** Generated PNG placeholders for wallet, asset, currency and token images; unknown id → 404. */
export function imageRoutes(db: Db): Hono<ProjectEnv> {
  const app = new Hono<ProjectEnv>()
  for (const path of IMAGE_PATHS) {
    app.get(path, async (c) => {
      const name = await imageName(db, c.req.param('id'))
      if (name === null) return c.json({ message: 'Image not found' }, 404)
      return c.body(new Uint8Array(walletPng(name)), 200, {
        'Content-Type': 'image/png',
        'Cache-Control': 'public, max-age=86400',
      })
    })
  }
  return app
}
