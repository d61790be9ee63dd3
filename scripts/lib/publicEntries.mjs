// The package's public entries, read from package.json's exports map (`*` patterns expanded against dist/).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Every public entry: its import path (`gangway/plugin`), its built module and its type declarations. */
export function publicEntries(root) {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  const entries = []
  for (const [subpath, target] of Object.entries(pkg.exports)) {
    if (typeof target !== 'object' || typeof target.import !== 'string' || typeof target.types !== 'string') continue
    if (!subpath.includes('*')) {
      entries.push(entryOf(root, pkg.name, subpath, target.import, target.types))
      continue
    }
    const [prefix, suffix] = target.import.split('*')
    const dir = join(root, prefix)
    if (!existsSync(dir)) continue
    for (const file of readdirSync(dir).filter((name) => name.endsWith(suffix)).sort()) {
      const stem = file.slice(0, -suffix.length)
      entries.push(entryOf(root, pkg.name, subpath.replace('*', stem), target.import.replace('*', stem), target.types.replace('*', stem)))
    }
  }
  return entries.sort((a, b) => a.importPath.localeCompare(b.importPath))
}

function entryOf(root, name, subpath, js, types) {
  const importPath = subpath === '.' ? name : `${name}/${subpath.slice(2)}`
  return { importPath, reportName: importPath.replaceAll('/', '-'), js: join(root, js), types: join(root, types) }
}
