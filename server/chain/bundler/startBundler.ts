import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { devNull } from 'node:os'
import { setTimeout as delay } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import type { Hex } from 'viem'
import { assertPortFree } from '../../http/assertPortFree'
import { superviseGroup } from '../superviseGroup'

/** Start-up includes deploying the bundler's simulation contracts on a fresh chain; generous, never a tight limit. */
const READY_TIMEOUT_MS = 60_000
const STOP_GRACE_MS = 3_000

/** The bundler could not be started (a bad option, its port taken, it exited or never answered). */
export class BundlerStartError extends Error {
  override name = 'BundlerStartError'
}

export interface BundlerOptions {
  chainId: number
  /** The chain's JSON-RPC endpoint. */
  rpcUrl: string
  /** The port it listens on, on 127.0.0.1. */
  port: number
  entryPoint: string
  /** Sends the bundles (handleOps); needs ETH. */
  executorKey: Hex
  /** Deploys the bundler's simulation contracts once per chain (the deterministic deployer), refills the executor. */
  utilityKey: Hex
  log?: (line: string) => void
}

export interface BundlerHandle {
  chainId: number
  url: string
  pid: number
  /** Kills the bundler's process group and waits for it to exit. */
  stop(): Promise<void>
}

const resolveFrom = createRequire(import.meta.url)
/** The package's entry runs its command line (`alto run …`). */
const altoEntry = (): string => resolveFrom.resolve('@pimlico/alto')
const LOOPBACK_ONLY = fileURLToPath(new URL('./loopbackOnly.mjs', import.meta.url))

/**
 * The bundler's environment: this process's, less what alto would read as its own settings (ALTO_*, a .env file, an
 * error-reporting DSN), so only the options given here apply and nothing is sent anywhere; the keys go in ALTO_* here
 * rather than on the command line, which any local user can list.
 */
function bundlerEnv(options: BundlerOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [name, value] of Object.entries(process.env)) if (!name.startsWith('ALTO_') && name !== 'SENTRY_DSN' && name !== 'NODE_OPTIONS') env[name] = value
  return { ...env, DOTENV_CONFIG_PATH: devNull, ALTO_EXECUTOR_PRIVATE_KEYS: options.executorKey, ALTO_UTILITY_PRIVATE_KEY: options.utilityKey }
}

/**
 * Starts a real ERC-4337 bundler, Pimlico's alto (`@pimlico/alto`), for one chain, in its own process group, on
 * 127.0.0.1 (loopbackOnly.mjs), and resolves once it answers GET /health. Options for a local anvil: the one EntryPoint
 * v0.7; safe mode off (it needs debug_traceCall with the ERC-7562 tracer, which anvil lacks); its simulation contracts
 * deployed by the utility account (once per chain: found again on a restored chain); no wallet monitor or refills (the
 * executor is funded at deployment); warnings and errors only, one JSON line each, passed to `log`.
 */
export async function startBundler(options: BundlerOptions): Promise<BundlerHandle> {
  const log = options.log ?? ((line: string) => console.log(line))
  const url = `http://127.0.0.1:${options.port}`
  await assertPortFree(options.port, `the bundler of chain ${options.chainId}`)
  const args = [
    '--import', LOOPBACK_ONLY, altoEntry(), 'run',
    '--entrypoints', options.entryPoint,
    '--rpc-url', options.rpcUrl,
    '--port', String(options.port),
    '--safe-mode', 'false',
    '--utility-wallet-monitor', 'false',
    '--refilling-wallets', 'false',
    '--json', '--log-level', 'warn',
  ]
  const child = spawn(process.execPath, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: bundlerEnv(options) })
  let output = ''
  const onOutput = (chunk: string): void => {
    output = (output + chunk).slice(-4_000)
    for (const line of chunk.split('\n')) if (line.trim()) log(`bundler ${options.chainId}: ${line.trim()}`)
  }
  child.stdout.setEncoding('utf8').on('data', onOutput)
  child.stderr.setEncoding('utf8').on('data', onOutput)
  const { pid, exitCode, stop } = superviseGroup(child, STOP_GRACE_MS)
  try {
    const deadline = Date.now() + READY_TIMEOUT_MS
    for (;;) {
      if (exitCode() !== undefined) throw new BundlerStartError(`the bundler of chain ${options.chainId} exited (${exitCode()}) before it was ready: ${output.trim() || 'no output'}`)
      const healthy = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1_000) }).then((response) => response.ok, () => false)
      if (healthy) break
      if (Date.now() > deadline) throw new BundlerStartError(`the bundler of chain ${options.chainId} did not answer on ${url} within ${READY_TIMEOUT_MS / 1000} s: ${output.trim() || 'no output'}`)
      await delay(100)
    }
  } catch (error) {
    await stop()
    throw error
  }
  return { chainId: options.chainId, url, pid: pid!, stop }
}
