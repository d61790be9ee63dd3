// Runs vitest with the default reporter on the console and the json reporter to a file, and counts.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { ROOT, heading, run } from './proc.mjs'

export const RESULTS_DIR = join(ROOT, 'test-results')

/**
 * Counts a vitest json report. A test file that failed without any failed test (it did not load, or a
 * hook threw) counts as one failure, so the summary never says "0 failed" for a red run.
 */
export function countReport(report) {
  let passed = report.numPassedTests ?? 0
  let failed = report.numFailedTests ?? 0
  for (const file of report.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed').length
    if (file.status === 'failed' && failedTests === 0) failed += 1
  }
  return { passed, failed }
}

/**
 * `npx vitest run [-c config]`. Resolves with { code, passed, failed }. When vitest dies before writing
 * its report, the run counts as one failure.
 */
export async function runVitest({ label, config, outputFile, args = [] }) {
  heading(label)
  mkdirSync(dirname(outputFile), { recursive: true })
  rmSync(outputFile, { force: true })
  const code = await run('npx', [
    'vitest',
    'run',
    ...(config ? ['-c', config] : []),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${outputFile}`,
    ...args,
  ])
  if (!existsSync(outputFile)) return { code, passed: 0, failed: 1, missingReport: true }
  let counts
  try {
    counts = countReport(JSON.parse(readFileSync(outputFile, 'utf8')))
  } catch {
    return { code, passed: 0, failed: 1, missingReport: true }
  }
  if (code !== 0 && counts.failed === 0) counts.failed = 1
  return { code, ...counts }
}
