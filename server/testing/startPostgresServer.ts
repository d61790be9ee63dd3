import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { chown, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import pg from 'pg'
import { freePort } from './freePort'

const PG_LIB = '/usr/lib/postgresql'
const READY_TIMEOUT_MS = 60_000

/** Why a throwaway PostgreSQL could not start; `code` is stable. */
export class PostgresServerError extends Error {
  constructor(
    readonly code: 'POSTGRES_NOT_INSTALLED' | 'POSTGRES_START_FAILED',
    message: string,
  ) {
    super(message)
    this.name = 'PostgresServerError'
  }
}

export interface PostgresServer {
  /** The `postgres` database of the server (superuser, no password: loopback and its own socket only). */
  url: string
  /** A new empty database (or a copy of `template`), returned as its URL. */
  createDatabase(name?: string, options?: { template?: string }): Promise<string>
  /** Stops the server and removes its folder. */
  stop(): Promise<void>
}

/** The bin folder of the newest PostgreSQL under /usr/lib/postgresql (Debian's layout). */
export function postgresBinDir(root = PG_LIB): string {
  const versions = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name) && existsSync(join(root, name, 'bin', 'postgres'))) : []
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0]
  if (newest === undefined) throw new PostgresServerError('POSTGRES_NOT_INSTALLED', 'PostgreSQL is not installed: .ci/run installs Debian\'s postgresql')
  return join(root, newest, 'bin')
}


/** initdb and postgres refuse root: as root, they run as the `postgres` user. */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined
  const line = readFileSync('/etc/passwd', 'utf8').split('\n').find((entry) => entry.startsWith('postgres:'))
  const [, , uid, gid] = line?.split(':') ?? []
  if (uid === undefined || gid === undefined) throw new PostgresServerError('POSTGRES_NOT_INSTALLED', 'PostgreSQL is not installed: .ci/run installs Debian\'s postgresql (no postgres user)')
  return { uid: Number(uid), gid: Number(gid) }
}

function run(command: string, args: string[], user: { uid: number; gid: number } | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], ...user })
    let stderr = ''
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new PostgresServerError('POSTGRES_START_FAILED', `${command} exited ${code}: ${stderr.trim()}`))))
  })
}

/**
 * The supervisor: postgres in the background, stopped (fast shutdown) on SIGTERM or once the owning Node process is
 * gone (checked every second through /proc, which works across users), then its folder removed. So a test run that
 * is killed leaves no server behind.
 */
const SUPERVISOR = `
"$1" -D "$2/data" -p "$3" -k "$2" -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300 -c shared_buffers=64MB &
pg=$!
trap 'kill -INT $pg 2>/dev/null' TERM INT
while kill -0 $pg 2>/dev/null; do
  [ -d "/proc/$4" ] || kill -INT $pg 2>/dev/null
  sleep 1
done
wait $pg
rm -rf "$2"
`

let counter = 0

/**
 * Starts a throwaway PostgreSQL (tests, the bench): initdb in a temp folder, listening on 127.0.0.1 on a free port
 * and on a socket in that folder, fsync off. `stop()` kills it and removes the folder; it also goes when this
 * process dies.
 */
export async function startPostgresServer(): Promise<PostgresServer> {
  const bin = postgresBinDir()
  const user = postgresUser()
  const dir = await mkdtemp(join(tmpdir(), 'gangway-pg-'))
  if (user) await chown(dir, user.uid, user.gid)
  await run(join(bin, 'initdb'), ['-D', join(dir, 'data'), '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--locale', 'C'], user)
  const port = await freePort()
  const child = spawn('sh', ['-c', SUPERVISOR, 'supervisor', join(bin, 'postgres'), dir, String(port), String(process.pid)], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
    ...user,
  })
  let stderr = ''
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-4_000)))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let running = true
  void exited.then(() => (running = false))
  child.unref()
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  const stop = async (): Promise<void> => {
    if (running) child.kill('SIGTERM')
    await exited
    await rm(dir, { recursive: true, force: true })
  }
  try {
    await waitUntilReady(url, () => running, () => stderr)
  } catch (error) {
    await stop()
    throw error
  }
  return {
    url,
    async createDatabase(name = `test_${process.pid}_${++counter}`, options = {}) {
      if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new PostgresServerError('POSTGRES_START_FAILED', `Bad database name: ${name}`)
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        await client.query(`CREATE DATABASE "${name}"${options.template ? ` TEMPLATE "${options.template}"` : ''}`)
      } finally {
        await client.end()
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`
    },
    stop,
  }
}

async function waitUntilReady(url: string, running: () => boolean, stderr: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (!running()) throw new PostgresServerError('POSTGRES_START_FAILED', `postgres exited before it was ready: ${stderr().trim() || 'no output'}`)
    const client = new pg.Client({ connectionString: url })
    const ok = await client.connect().then(
      () => true,
      () => false,
    )
    await client.end().catch(() => undefined)
    if (ok) return
    await delay(100)
  }
  throw new PostgresServerError('POSTGRES_START_FAILED', `postgres did not accept connections within ${READY_TIMEOUT_MS / 1000} s: ${stderr().trim()}`)
}
