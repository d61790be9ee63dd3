// Debian packages the tests need, installed when missing (root only): Chromium for the browser tests, and from the
// scale work PostgreSQL and Redis, which the scale-out tests start as real servers on loopback.
import { existsSync, readdirSync } from 'node:fs'
import { heading, run } from './proc.mjs'

/** Where Debian's postgresql puts its server binaries (initdb, postgres, pg_ctl), any major version. */
export function postgresBinDir() {
  const base = '/usr/lib/postgresql'
  if (!existsSync(base)) return undefined
  const versions = readdirSync(base).filter((version) => existsSync(`${base}/${version}/bin/postgres`)).sort((a, b) => Number(b) - Number(a))
  return versions.length > 0 ? `${base}/${versions[0]}/bin` : undefined
}

/** Each package, and how to tell it is installed. */
export const TEST_PACKAGES = [
  { name: 'postgresql', installed: () => postgresBinDir() !== undefined },
  { name: 'redis-server', installed: () => existsSync('/usr/bin/redis-server') },
]

/**
 * Installs the missing ones with apt-get when root; otherwise throws saying what to run. Returns the names it
 * installed. The services are not started here: the tests start their own servers in temporary folders.
 */
export async function ensureDebianPackages(packages = TEST_PACKAGES) {
  const missing = packages.filter((pkg) => !pkg.installed()).map((pkg) => pkg.name)
  if (missing.length === 0) return []
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    throw new Error(`Missing Debian packages: ${missing.join(', ')}; this is not root, so they cannot be installed here.\nInstall them with: sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`)
  }
  heading(`installing ${missing.join(', ')} (missing)`)
  // The packages' own start scripts try to start the services: nothing should run from them here.
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' }
  if ((await run('apt-get', ['update'], { env })) !== 0) throw new Error('apt-get update failed')
  if ((await run('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { env })) !== 0) throw new Error(`apt-get install -y ${missing.join(' ')} failed`)
  const still = packages.filter((pkg) => missing.includes(pkg.name) && !pkg.installed()).map((pkg) => pkg.name)
  if (still.length > 0) throw new Error(`installed but still missing: ${still.join(', ')}`)
  return missing
}
