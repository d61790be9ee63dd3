// The browser for e2e tests and the benchmark: Debian's chromium, never a downloaded one.
import { existsSync } from 'node:fs'
import { run, heading } from './proc.mjs'

export const CHROMIUM_PATH = process.env.GANGWAY_CHROMIUM ?? '/usr/bin/chromium'

/** Launch arguments of every headless run (e2e and bench): no sandbox, GPU, QUIC or background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * Makes sure CHROMIUM_PATH exists. When it does not and we are root, installs Debian's chromium
 * (`apt-get update && apt-get install -y chromium`, about 40 s); otherwise throws with what to do.
 */
export async function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH} and this is not root, so it cannot be installed here.\n` +
        `Install it with: sudo apt-get update && sudo apt-get install -y chromium\n` +
        `(or point GANGWAY_CHROMIUM at an existing Chromium binary).`,
    )
  }
  heading(`installing chromium (${CHROMIUM_PATH} is missing)`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  if ((await run('apt-get', ['update'], { env })) !== 0) throw new Error('apt-get update failed')
  if ((await run('apt-get', ['install', '-y', 'chromium'], { env })) !== 0) {
    throw new Error('apt-get install -y chromium failed')
  }
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`chromium installed but ${CHROMIUM_PATH} is still missing`)
  return CHROMIUM_PATH
}
