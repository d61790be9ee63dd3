// Child-process helpers shared by the scripts: run a command to completion, stop a process group.
import { spawn } from 'node:child_process'

export const ROOT = new URL('../../', import.meta.url).pathname.replace(/\/$/, '')

/**
 * Runs a command with inherited stdio (stdin closed, so nothing ever waits on a terminal) and resolves
 * with its exit code; a signal death resolves as 128 + signal number, like a shell.
 */
export function run(command, args = [], options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], ...options })
    child.once('error', reject)
    child.once('exit', (code, signal) => resolve(code ?? 128 + signalNumber(signal)))
  })
}

/** `npm run <script>`, printing a heading first. */
export async function npmRun(script, extraArgs = []) {
  heading(`npm run ${script}${extraArgs.length ? ' -- ' + extraArgs.join(' ') : ''}`)
  return run('npm', ['run', script, ...(extraArgs.length ? ['--', ...extraArgs] : [])])
}

export function heading(text) {
  process.stdout.write(`\n\x1b[1m▶ ${text}\x1b[0m\n`)
}

function signalNumber(signal) {
  return { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 }[signal] ?? 1
}

function groupAlive(pid) {
  try {
    process.kill(-pid, 0)
    return true
  } catch (error) {
    return error.code === 'EPERM'
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Stops a child started with `detached: true` (its own process group): SIGTERM (or `signal`) to the whole group, then
 * SIGKILL to whatever is left after `graceMs`. Resolves once the group is gone (or after the SIGKILL).
 */
export async function stopGroup(child, { graceMs = 5000, signal = 'SIGTERM' } = {}) {
  const pid = child?.pid
  if (!pid || !groupAlive(pid)) return
  try {
    process.kill(-pid, signal)
  } catch {
    return
  }
  const deadline = Date.now() + graceMs
  while (Date.now() < deadline) {
    if (!groupAlive(pid)) return
    await sleep(100)
  }
  try {
    process.kill(-pid, 'SIGKILL')
  } catch {
    // already gone
  }
  for (let i = 0; i < 20 && groupAlive(pid); i++) await sleep(50)
}
