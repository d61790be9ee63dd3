import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { walletSeedSchema, type WalletSeed } from './walletRecord'

export const WALLETS_FILE = fileURLToPath(new URL('../data/wallets.json', import.meta.url))

/** Keeps the records that pass validation, in order; each one dropped is logged with its reason. */
export function validateWallets(raw: unknown, log: (line: string) => void): WalletSeed[] {
  if (!Array.isArray(raw)) throw new Error('wallet seed data must be a JSON array')
  const kept: WalletSeed[] = []
  const seen = new Set<string>()
  raw.forEach((item: unknown, index) => {
    const parsed = walletSeedSchema.safeParse(item)
    if (!parsed.success) {
      log(`wallet seed: dropped record #${index}: ${z.prettifyError(parsed.error).replace(/\n/g, '; ')}`)
      return
    }
    if (seen.has(parsed.data.id)) {
      log(`wallet seed: dropped record #${index}: duplicate id ${parsed.data.id}`)
      return
    }
    seen.add(parsed.data.id)
    kept.push(parsed.data)
  })
  return kept
}

/** Reads and validates server/data/wallets.json (or another file of the same shape). */
export function loadWallets(log: (line: string) => void, file: string = WALLETS_FILE): WalletSeed[] {
  return validateWallets(JSON.parse(readFileSync(file, 'utf8')), log)
}
