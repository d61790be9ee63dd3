// The steps `npm test` and `npm run test:e2e` share, with one tally and one summary line.
import { join } from 'node:path'
import { ensureChromium } from './chromium.mjs'
import { runCloud } from './cloud.mjs'
import { npmRun, stopGroup } from './proc.mjs'
import { RESULTS_DIR, runVitest } from './vitest.mjs'

export function createTally() {
  const tally = {
    passed: 0,
    failed: 0,
    problems: [],
    add(result, label) {
      tally.passed += result.passed
      tally.failed += result.failed
      if (result.missingReport) tally.problems.push(`${label}: vitest wrote no report (exit code ${result.code})`)
      else if (result.code !== 0) tally.problems.push(`${label}: vitest exited with code ${result.code}`)
    },
    step(label, code) {
      if (code !== 0) tally.problems.push(`${label} failed (exit code ${code})`)
      return code === 0
    },
    /** Prints the problems, then the summary line last, and returns the exit code. */
    finish() {
      process.stdout.write('\n')
      for (const problem of tally.problems) process.stdout.write(`✗ ${problem}\n`)
      process.stdout.write(`tests: ${tally.passed} passed, ${tally.failed} failed\n`)
      return tally.failed > 0 || tally.problems.length > 0 ? 1 : 0
    },
  }
  return tally
}

/** Keeps track of a started cloud so a signal or an error always stops it. */
export function cloudGuard() {
  let child
  let stopping
  const stop = async () => {
    if (!child) return
    stopping ??= stopGroup(child)
    await stopping
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      process.stdout.write(`\n${signal}: stopping the cloud\n`)
      stop().finally(() => process.exit(128 + ({ SIGHUP: 1, SIGINT: 2, SIGTERM: 15 }[signal] ?? 1)))
    })
  }
  return {
    start() {
      // A reused cloud has no child: stop() then leaves it running, as it found it.
      return runCloud({ logFile: join(RESULTS_DIR, 'cloud.log'), onSpawn: (spawned) => (child = spawned) })
    },
    stop,
  }
}

/**
 * Builds the demo (and the package when `buildPackage`), runs or reuses the cloud, runs the e2e suite
 * (`vitestArgs` are passed on, e.g. a file filter), and always stops a cloud it started.
 */
export async function e2ePhase(tally, { buildPackage, vitestArgs = [] }) {
  try {
    await ensureChromium()
  } catch (error) {
    const problem = `chromium: ${error.message}`
    if (!tally.problems.includes(problem)) tally.problems.push(problem)
    tally.problems.push('e2e tests skipped: no Chromium')
    return
  }
  if (buildPackage && !tally.step('npm run build', await npmRun('build'))) return
  if (!tally.step('npm run build:demo', await npmRun('build:demo'))) return
  const guard = cloudGuard()
  try {
    await guard.start()
  } catch (error) {
    tally.problems.push(error.message)
    await guard.stop()
    return
  }
  try {
    const result = await runVitest({
      label: 'e2e tests (vitest -c vitest.e2e.config.ts, Chromium)',
      config: 'vitest.e2e.config.ts',
      outputFile: join(RESULTS_DIR, 'e2e.json'),
      args: vitestArgs,
    })
    tally.add(result, 'e2e tests')
  } finally {
    await guard.stop()
  }
}
