/**
 * For tests and the bench: a throwaway redis-server on 127.0.0.1 (a free port, no persistence, its own temp
 * dir). It runs under a small sh watchdog that reads the parent's pipe: when the parent exits (even killed),
 * the pipe closes and the watchdog kills Redis, so no server outlives the test process.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import { freePort } from './freePort'

export class RedisNotInstalledError extends Error {
  override readonly name = 'RedisNotInstalledError'
  readonly code = 'REDIS_NOT_INSTALLED'
  constructor() {
    super("Redis is not installed: .ci/run installs Debian's redis-server")
  }
}

export class RedisStartError extends Error {
  override readonly name = 'RedisStartError'
  readonly code = 'REDIS_START_FAILED'
}

export interface RedisServer {
  /** redis://127.0.0.1:PORT */
  readonly url: string
  readonly port: number
  /** Stops Redis and removes its temp dir; resolves once it exited. Idempotent. */
  stop(): Promise<void>
}

const READY = 'Ready to accept connections'
const START_TIMEOUT_MS = 30_000
// Redis runs in the background of sh; sh waits on stdin, and kills Redis when the pipe closes (stop() or the parent died).
const WATCHDOG = '"$0" "$@" & pid=$!; read _; kill $pid 2>/dev/null; wait $pid'

const DEFAULT_CANDIDATES = (): (string | undefined)[] => [
  process.env['REDIS_SERVER'],
  ...(process.env['PATH'] ?? '').split(delimiter).map((dir) => join(dir, 'redis-server')),
  '/usr/bin/redis-server',
]

/** The first executable redis-server among the candidates (env REDIS_SERVER, then PATH); throws RedisNotInstalledError. */
export function redisServerBinary(candidates: readonly (string | undefined)[] = DEFAULT_CANDIDATES()): string {
  for (const candidate of candidates) {
    if (!candidate) continue
    try {
      accessSync(candidate, constants.X_OK)
      return candidate
    } catch {
      // not here
    }
  }
  throw new RedisNotInstalledError()
}

export async function startRedisServer(): Promise<RedisServer> {
  const binary = redisServerBinary()
  let lastError: unknown
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await startOn(binary, await freePort())
    } catch (error) {
      lastError = error // most likely the free port was taken in between: try another
    }
  }
  throw lastError
}

async function startOn(binary: string, port: number): Promise<RedisServer> {
  const dir = mkdtempSync(join(tmpdir(), 'gangway-redis-'))
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--daemonize', 'no', '--logfile', '']
  const child = spawn('/bin/sh', ['-c', WATCHDOG, binary, ...args], { stdio: ['pipe', 'pipe', 'pipe'] })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async (): Promise<void> => {
    child.stdin?.end()
    await exited
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    await ready(child)
  } catch (error) {
    await stop()
    throw error
  }
  let stopping: Promise<void> | undefined
  return { url: `redis://127.0.0.1:${port}`, port, stop: () => (stopping ??= stop()) }
}

function ready(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = ''
    const fail = (why: string): void => {
      clearTimeout(timer)
      reject(new RedisStartError(`redis-server did not start (${why}): ${output.slice(-500)}`))
    }
    const timer = setTimeout(() => fail(`not ready within ${START_TIMEOUT_MS} ms`), START_TIMEOUT_MS)
    const onData = (chunk: Buffer): void => {
      output += chunk.toString('utf8')
      if (output.includes(READY)) {
        clearTimeout(timer)
        child.stdout?.off('data', onData)
        child.stdout?.resume()
        resolve()
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
    child.once('exit', (code) => fail(`exited with ${code}`))
  })
}

