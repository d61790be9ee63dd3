// Starts (or reuses) the reference cloud: `npx tsx server/start.ts`, in its own process group.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, openSync, closeSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { ROOT, stopGroup } from './proc.mjs'

export const CLOUD_URLS = {
  demo: 'http://127.0.0.1:3000/',
  api: 'http://127.0.0.1:3001',
  chainData: 'http://127.0.0.1:3002',
}

/** The three endpoints that say the cloud is up: API health, chain-data health, the demo page. */
const READY_CHECKS = [`${CLOUD_URLS.api}/health`, `${CLOUD_URLS.chainData}/health`, CLOUD_URLS.demo]

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
    await response.arrayBuffer()
    return response.ok
  } catch {
    return false
  }
}

/** Which readiness URLs answer with 2xx right now. */
export async function cloudStatus() {
  const results = await Promise.all(READY_CHECKS.map(answers))
  return Object.fromEntries(READY_CHECKS.map((url, i) => [url, results[i]]))
}

export async function cloudIsUp() {
  return Object.values(await cloudStatus()).every(Boolean)
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

function tail(file, lines = 40) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
  } catch {
    return '(no log)'
  }
}

/**
 * Makes the cloud available. When the API, chain-data and demo all answer already, reuses them and
 * `stop()` does nothing. Otherwise spawns `npx tsx server/start.ts` with `detached: true` (its own process
 * group, so stop() takes anvil and every other child with it) and waits until all three answer.
 *
 * options.logFile: write the cloud's output there (default: inherit this process's stdout/stderr).
 * options.timeoutMs: how long to wait for readiness (default 180 s: first run seeds the database).
 * options.onSpawn(child): called at once after the spawn, so a signal during start-up can stop the group.
 */
export async function runCloud({ logFile, timeoutMs = 180_000, env = {}, quiet = false, onSpawn } = {}) {
  const say = quiet ? () => {} : (line) => process.stdout.write(`${line}\n`)
  if (await cloudIsUp()) {
    say(`cloud: reusing the services already running (${CLOUD_URLS.demo})`)
    return { urls: CLOUD_URLS, reused: true, child: undefined, logFile: undefined, stop: async () => {} }
  }
  if (!existsSync(join(ROOT, 'server/start.ts'))) {
    throw new Error('cloud: server/start.ts does not exist yet, so the reference cloud cannot start')
  }
  let out = 'inherit'
  if (logFile) {
    mkdirSync(dirname(logFile), { recursive: true })
    out = openSync(logFile, 'w')
  }
  say(`cloud: starting npx tsx server/start.ts${logFile ? ` (log: ${logFile})` : ''}`)
  const started = Date.now()
  const child = spawn('npx', ['tsx', 'server/start.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', out, out],
    env: { ...process.env, ...env },
  })
  if (typeof out === 'number') closeSync(out)
  onSpawn?.(child)
  let exited = null
  child.once('exit', (code, signal) => (exited = { code, signal }))
  child.once('error', (error) => (exited = { code: null, signal: null, error }))

  const handle = { urls: CLOUD_URLS, reused: false, child, logFile, stop: () => stopGroup(child) }
  const deadline = started + timeoutMs
  for (;;) {
    if (exited) {
      const how = exited.error ? exited.error.message : exited.signal ?? `exit code ${exited.code}`
      throw new Error(`cloud: server/start.ts stopped before it was ready (${how})${logFile ? `\n${tail(logFile)}` : ''}`)
    }
    const status = await cloudStatus()
    if (Object.values(status).every(Boolean)) break
    if (Date.now() > deadline) {
      await handle.stop()
      const missing = Object.entries(status).filter(([, ok]) => !ok).map(([url]) => url)
      throw new Error(
        `cloud: not ready after ${Math.round(timeoutMs / 1000)} s; no answer from ${missing.join(', ')}` +
          (logFile ? `\n${tail(logFile)}` : ''),
      )
    }
    await sleep(300)
  }
  say(`cloud: ready in ${((Date.now() - started) / 1000).toFixed(1)} s at ${CLOUD_URLS.demo}`)
  return handle
}
