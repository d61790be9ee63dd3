// npm run test:e2e: build the package and the demo, run (or reuse) the cloud, run the e2e suite in Chromium.
// Arguments go to vitest, e.g. `npm run test:e2e -- test/e2e/modal.e2e.ts` or `-- -t "Escape"`.
import { createTally, e2ePhase } from './lib/pipeline.mjs'

const tally = createTally()
await e2ePhase(tally, { buildPackage: true, vitestArgs: process.argv.slice(2) })
process.exit(tally.finish())
