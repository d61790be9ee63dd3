// npm run check:package: the built package as npm would pack it, checked by publint (package.json, exports,
// files) and by "are the types wrong" (every entry's types resolve, ESM only). Needs dist/ (npm run build).
// Offline: both pack the package locally (npm pack), which also swaps in the package README.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { heading, ROOT, run } from './lib/proc.mjs'
import { publicEntries } from './lib/publicEntries.mjs'

if (!existsSync(join(ROOT, 'dist'))) {
  process.stderr.write('check:package: no dist/ — run `npm run build` first\n')
  process.exit(1)
}

// attw does not expand the `./plugins/*` pattern, so each built plugin entry is named.
const entrypoints = publicEntries(ROOT).map(({ importPath }) => (importPath === 'gangway' ? '.' : `./${importPath.slice('gangway/'.length)}`))

heading('publint --strict')
const publint = await run('npx', ['publint', '--strict', '.'])
heading('attw --pack . --profile esm-only')
const attw = await run('npx', ['attw', '--pack', '.', '--profile', 'esm-only', '--entrypoints', ...entrypoints])

process.exit(publint !== 0 ? publint : attw)
