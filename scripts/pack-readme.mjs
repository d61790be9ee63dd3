// npm always packs the root README.md; the package gets package/README.md instead. `prepack` sets the
// repository's README aside and puts the package's in its place, `postpack` puts it back.
import { copyFileSync, existsSync, renameSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from './lib/proc.mjs'

const README = join(ROOT, 'README.md')
const ASIDE = join(ROOT, 'repo-readme.aside.md')
const PACKAGE_README = join(ROOT, 'package', 'README.md')

/** Puts the repository's README back, if it is aside (also after an interrupted pack). */
function restore() {
  if (existsSync(ASIDE)) renameSync(ASIDE, README)
}

const phase = process.argv[2]
if (phase === 'prepack') {
  restore()
  if (!existsSync(PACKAGE_README)) throw new Error(`${PACKAGE_README} is missing`)
  renameSync(README, ASIDE)
  copyFileSync(PACKAGE_README, README)
} else if (phase === 'postpack') {
  restore()
} else {
  process.stderr.write('usage: node scripts/pack-readme.mjs prepack|postpack\n')
  process.exit(2)
}
