import { DEV_NAMES } from '../data/devNames'
import { PROJECTS } from '../data/projects'
import type { Db } from '../db/Db'
import { seedDevTeam } from '../dashboard/teams'
import { ADVISORY_LOCKS, withAdvisoryLock } from '../db/withAdvisoryLock'
import { loadWallets } from './loadWallets'
import { scaleWallets } from './scaleWallets'
import { seedNames } from './seedNames'
import { seedProjects } from './seedProjects'
import { seedWallets } from './seedWallets'

export interface SeedOptions {
  /** Scale the directory to this many records (benchmarks); default: the seed file as is. */
  walletScale?: number | undefined
  log?: (line: string) => void
}

/**
 * Seeds the projects (owned by the dashboard's dev team), the wallet directory and the dev names; idempotent, and under an advisory lock so that
 * processes starting together on one PostgreSQL seed one after the other. Returns how many of each were seeded.
 */
export async function seed(db: Db, options: SeedOptions = {}): Promise<{ wallets: number; projects: number; names: number }> {
  const log = options.log ?? (() => {})
  const real = loadWallets(log)
  const wallets = options.walletScale === undefined ? real : scaleWallets(real, options.walletScale)
  await withAdvisoryLock(db, ADVISORY_LOCKS.seed, async () => {
    await seedProjects(db, PROJECTS)
    await seedDevTeam(db, PROJECTS.map((project) => project.id))
    await seedWallets(db, wallets)
    await seedNames(db, DEV_NAMES)
  })
  return { wallets: wallets.length, projects: PROJECTS.length, names: DEV_NAMES.length }
}
