/**
 * Export snapshot: what each public entry of the built package exports at run time, by name and kind. An export
 * added, removed or changed in kind fails here until the snapshot is updated (`vitest -u`), so it shows in review.
 */
import { fileURLToPath, pathToFileURL } from 'node:url'
import { describe, expect, test } from 'vitest'
import { publicEntries } from '../../scripts/lib/publicEntries.mjs'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

const kindOf = (value: unknown): string => (typeof value === 'function' ? (/^class\b/.test(Function.prototype.toString.call(value)) ? 'class' : 'function') : typeof value)

describe('export snapshot', () => {
  for (const entry of publicEntries(ROOT)) {
    test(entry.importPath, async () => {
      const module = (await import(pathToFileURL(entry.js).href)) as Record<string, unknown>
      const exports = Object.fromEntries(Object.keys(module).sort().map((name) => [name, kindOf(module[name])]))
      expect(exports).toMatchSnapshot()
    })
  }
})
