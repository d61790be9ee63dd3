import { PROJECTS } from '../data/projects'
import type { Db } from '../db/Db'
import { loadWallets } from './loadWallets'
import { scaleWallets } from './scaleWallets'
import { seedProjects } from './seedProjects'
import { seedWallets } from './seedWallets'

export interface SeedOptions {
  /** Scale the directory to this many records (benchmarks); default: the seed file as is. */
  walletScale?: number | undefined
  log?: (line: string) => void
}

/** Seeds the projects and the wallet directory; idempotent. Returns how many wallets were seeded. */
export async function seed(db: Db, options: SeedOptions = {}): Promise<{ wallets: number; projects: number }> {
  const log = options.log ?? (() => {})
  const real = loadWallets(log)
  const wallets = options.walletScale === undefined ? real : scaleWallets(real, options.walletScale)
  await seedProjects(db, PROJECTS)
  await seedWallets(db, wallets)
  return { wallets: wallets.length, projects: PROJECTS.length }
}
