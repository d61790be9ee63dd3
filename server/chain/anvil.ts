import { spawn } from 'node:child_process'
import { setTimeout as delay } from 'node:timers/promises'
import { assertPortFree } from '../http/assertPortFree'
import { anvilBinary } from './anvilBinary'
import { superviseGroup } from './superviseGroup'
import { rpcUrl, type LocalChain } from './chains'
import { rpcRequest } from './rpcRequest'

/** The standard test mnemonic: account #0 is 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266. */
export const TEST_MNEMONIC = 'test test test test test test test test test test test junk'
const READY_TIMEOUT_MS = 10_000
const STOP_GRACE_MS = 3_000

export interface AnvilHandle {
  chain: LocalChain
  pid: number
  rpcUrl: string
  /** Kills anvil's process group and waits for it to exit. */
  stop(): Promise<void>
}

/** Starts anvil for a chain in its own process group and resolves once eth_chainId answers. */
export interface AnvilOptions {
  binary?: string
  /**
   * Keeps the chain in this file: loaded at start, written every second and on exit, so a node killed and
   * started again comes back with its blocks and balances (the fault tests crash and restart a chain).
   */
  stateFile?: string
}

export async function startAnvil(chain: LocalChain, options: AnvilOptions = {}): Promise<AnvilHandle> {
  const url = rpcUrl(chain)
  await assertPortFree(chain.rpcPort, `anvil for chain ${chain.id}`)
  const args = ['--host', '127.0.0.1', '--port', String(chain.rpcPort), '--chain-id', String(chain.id)]
  args.push('--accounts', '10', '--balance', '10000', '--mnemonic', TEST_MNEMONIC, '--silent')
  if (options.stateFile) args.push('--state', options.stateFile, '--state-interval', '1')
  const child = spawn(options.binary ?? anvilBinary(), args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-2_000)))
  const { pid, exitCode, stop } = superviseGroup(child, STOP_GRACE_MS)
  try {
    await waitUntilReady(chain, url, exitCode, () => stderr)
  } catch (error) {
    await stop()
    throw error
  }
  return { chain, pid: pid!, rpcUrl: url, stop }
}

async function waitUntilReady(
  chain: LocalChain,
  url: string,
  exitCode: () => number | string | null | undefined,
  stderr: () => string,
): Promise<void> {
  const expected = `0x${chain.id.toString(16)}`
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    const code = exitCode()
    if (code !== undefined) {
      throw new Error(`anvil for chain ${chain.id} exited (${code}) before it was ready: ${stderr().trim() || 'no output'}`)
    }
    const answer = await rpcRequest(url, 'eth_chainId', [], 500).catch(() => undefined)
    if (answer === expected) return
    if (answer !== undefined) throw new Error(`port ${chain.rpcPort} answers chain ${String(answer)}, expected ${expected}`)
    await delay(50)
  }
  throw new Error(`anvil for chain ${chain.id} did not answer eth_chainId on ${url} within ${READY_TIMEOUT_MS / 1000} s`)
}

/** Starts every chain at once; if one fails, the ones that started are stopped again and the first failure thrown. */
export async function startChains(chains: readonly LocalChain[]): Promise<AnvilHandle[]> {
  const results = await Promise.allSettled(chains.map((chain) => startAnvil(chain)))
  const handles = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const failed = results.find((result) => result.status === 'rejected')
  if (failed) {
    await Promise.all(handles.map((handle) => handle.stop()))
    throw failed.reason
  }
  return handles
}
