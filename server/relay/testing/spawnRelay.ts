/** For tests and the bench: a relay in a child process (runRelay.ts), its URL, its RSS, and ways to stop or kill it. */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const RUN_RELAY = fileURLToPath(new URL('../runRelay.ts', import.meta.url))
const START_TIMEOUT_MS = 60_000

export class RelayProcessError extends Error {
  override readonly name = 'RelayProcessError'
  readonly code = 'RELAY_PROCESS_FAILED'
}

export interface RelayProcess {
  readonly url: string
  readonly pid: number
  /** Resident memory of the relay process, from /proc (bytes). */
  rss(): number
  /** SIGKILL: the node dies without closing anything. */
  kill(): Promise<void>
  /** SIGTERM and wait. Idempotent. */
  stop(): Promise<void>
}

export interface SpawnRelayOptions {
  port?: number
  redisUrl?: string
  /** Extra runRelay.ts flags, e.g. ['--max-buffered-mib', '1']. */
  relayFlags?: string[]
  /** Extra node flags, e.g. a heap ceiling as a deployment sets one. */
  nodeFlags?: string[]
  log?: (line: string) => void
}

export async function spawnRelay(options: SpawnRelayOptions = {}): Promise<RelayProcess> {
  const args = [...(options.nodeFlags ?? []), '--import', 'tsx', RUN_RELAY, '--port', String(options.port ?? 0), '--exit-with-stdin']
  if (options.redisUrl) args.push('--redis', options.redisUrl)
  args.push(...(options.relayFlags ?? []))
  const child = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, REDIS_URL: '' } })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const log = options.log ?? (() => {})
  child.stderr.on('data', (chunk: Buffer) => log(chunk.toString('utf8').trimEnd()))
  const url = await new Promise<string>((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new RelayProcessError(`the relay did not start within ${START_TIMEOUT_MS} ms: ${output}`)), START_TIMEOUT_MS)
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8')
      const match = /relay listening on (ws:\/\/\S+)/.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(match[1])
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new RelayProcessError(`the relay exited with ${code} before listening: ${output}`))
    })
  })
  const pid = child.pid ?? 0
  const signal = async (name: NodeJS.Signals): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name)
    await exited
  }
  let stopping: Promise<void> | undefined
  return {
    url,
    pid,
    rss: () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024,
    kill: () => signal('SIGKILL'),
    stop: () => (stopping ??= signal('SIGTERM')),
  }
}
