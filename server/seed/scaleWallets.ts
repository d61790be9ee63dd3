import { createHash } from 'node:crypto'
import type { WalletSeed } from './walletRecord'

/**
 * Scales the directory to exactly `size` records for benchmarks: the real records first, then
 * synthetic ones derived from them in turn, named "<name> (bench k)" with their own 64-hex id,
 * no rdns (so they never match an installed wallet) and no badge. Smaller sizes truncate.
 */
export function scaleWallets(real: readonly WalletSeed[], size: number): WalletSeed[] {
  if (!Number.isInteger(size) || size < 1) throw new Error(`wallet scale must be a positive integer, got ${size}`)
  if (real.length === 0) throw new Error('cannot scale an empty wallet directory')
  if (size <= real.length) return real.slice(0, size)
  const scaled = [...real]
  for (let k = 1; scaled.length < size; k++) {
    const base = real[(k - 1) % real.length]!
    scaled.push({
      ...base,
      id: createHash('sha256').update(`gangway-bench-${k}`).digest('hex'),
      name: `${base.name} (bench ${k})`,
      rdns: null,
      badge_type: 'none',
    })
  }
  return scaled
}
