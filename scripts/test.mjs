// npm test: the type check and lint, the build and the package check, unit, component and node tests, then the demo, the cloud and the e2e suite.
// Ends with one line, `tests: N passed, M failed`, summing both vitest runs; exits non-zero on any failure.
import { join } from 'node:path'
import { ensureChromium, ensureDebianPackages, npmRun, RESULTS_DIR, runVitest } from './lib/index.mjs'
import { createTally, e2ePhase } from './lib/pipeline.mjs'

const tally = createTally()

try {
  await ensureChromium()
} catch (error) {
  tally.problems.push(`chromium: ${error.message}`)
}
// PostgreSQL and Redis for the scale-out tests (real servers the tests start on loopback).
try {
  await ensureDebianPackages()
} catch (error) {
  tally.problems.push(`debian packages: ${error.message}`)
}

// The house rules: strict types, the lint rules (plugin imports, typed errors) and no import cycles.
tally.step('npm run typecheck', await npmRun('typecheck'))
tally.step('npm run lint', await npmRun('lint'))

// The package first: the node tests (test/node) import dist/, and the e2e phase needs it too.
const built = tally.step('npm run build', await npmRun('build'))

// The package as npm packs it: publint and "are the types wrong" (ESM only), both offline.
if (built) tally.step('npm run check:package', await npmRun('check:package'))
else tally.problems.push('package check skipped: the package did not build')

tally.add(
  await runVitest({
    label: 'unit, component and node tests (vitest run)',
    outputFile: join(RESULTS_DIR, 'unit.json'),
  }),
  'unit tests',
)

if (built) await e2ePhase(tally, { buildPackage: false })
else tally.problems.push('e2e tests skipped: the package did not build')

process.exit(tally.finish())
