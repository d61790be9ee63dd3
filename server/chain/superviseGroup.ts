import type { ChildProcess } from 'node:child_process'
import { setTimeout as delay } from 'node:timers/promises'

/** A child started `detached` (its own process group), watched until it exits, stopped with its whole group. */
export interface SupervisedGroup {
  readonly pid: number | undefined
  /** Its exit code or signal (or the spawn error's message) once it has exited; undefined while it runs. */
  exitCode(): number | string | null | undefined
  /** SIGTERM to the group, SIGKILL after `graceMs`; resolves once it has exited. */
  stop(): Promise<void>
}

/**
 * Watches a detached child (anvil, a bundler): never left behind when this process exits without calling stop(),
 * and stopped with its group (what it spawned goes too).
 */
export function superviseGroup(child: ChildProcess, graceMs: number): SupervisedGroup {
  let exitCode: number | string | null | undefined
  const exited = new Promise<void>((resolve) => {
    child.once('error', (error) => ((exitCode = error.message), resolve()))
    child.once('exit', (code, signal) => ((exitCode = code ?? signal), resolve()))
  })
  const pid = child.pid
  const killGroup = (signal: NodeJS.Signals): void => {
    if (pid === undefined || exitCode !== undefined) return
    try {
      process.kill(-pid, signal)
    } catch {
      // already gone
    }
  }
  const onProcessExit = (): void => killGroup('SIGKILL')
  process.once('exit', onProcessExit)
  const stop = async (): Promise<void> => {
    killGroup('SIGTERM')
    // The grace timer is cancelled once the child exits, so it does not keep Node alive for graceMs after a stop.
    const grace = new AbortController()
    const timedOut = delay(graceMs, true, { signal: grace.signal }).catch(() => false)
    if (await Promise.race([exited.then(() => false), timedOut])) {
      killGroup('SIGKILL')
      await exited
    }
    grace.abort()
    process.off('exit', onProcessExit)
  }
  return { pid, exitCode: () => exitCode, stop }
}
