/**
 * Every import is safe on the server: importing each built entry of the package (dist/index.js,
 * dist/react.js, dist/adapters/evm.js, every dist/plugins/*.js, and anything else the exports map names)
 * in plain Node neither throws nor touches window, document or storage.
 *
 * Each entry is imported in its own `node --input-type=module` child, whose globals are replaced by getters
 * that record the access (with a stack) and throw, so nothing else in this process can spoil the trap.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { beforeAll, describe, expect, test } from 'vitest'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..')
const DIST = join(ROOT, 'dist')
const TRAPPED = ['window', 'document', 'localStorage', 'sessionStorage'] as const

/** The script the child runs: trap the globals, import the entry, report as JSON on stdout. */
const CHILD_SCRIPT = `
const accesses = []
for (const name of ${JSON.stringify(TRAPPED)}) {
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() {
      const stack = (new Error().stack ?? '').split('\\n').slice(2, 7).map((l) => l.trim()).join(' <- ')
      accesses.push({ name, stack })
      throw new ReferenceError('server-side import touched ' + name)
    },
  })
}
let error = null
try {
  await import(process.env.GANGWAY_SSR_ENTRY)
} catch (e) {
  error = String((e && e.stack) || e)
}
process.stdout.write(JSON.stringify({ error, accesses }))
`

interface ChildReport {
  error: string | null
  accesses: { name: string; stack: string }[]
}

/** Every file the exports map points at, with `*` patterns expanded against dist/. */
function exportedEntries(): string[] {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { exports: Record<string, unknown> }
  const files = new Set<string>()
  for (const target of Object.values(pkg.exports)) {
    const file =
      typeof target === 'string' ? target : typeof target === 'object' && target ? (target as Record<string, unknown>).import : undefined
    if (typeof file !== 'string' || !file.endsWith('.js')) continue
    if (!file.includes('*')) {
      files.add(join(ROOT, file))
      continue
    }
    const [prefix = '', suffix = ''] = file.split('*')
    const dir = join(ROOT, dirname(prefix + 'x'))
    if (!existsSync(dir)) continue
    const base = prefix.slice(prefix.lastIndexOf('/') + 1)
    for (const name of readdirSync(dir)) {
      if (name.startsWith(base) && name.endsWith(suffix)) files.add(join(dir, name))
    }
  }
  return [...files].sort()
}

function importInChild(file: string): ChildReport {
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', CHILD_SCRIPT], {
    cwd: ROOT,
    env: { ...process.env, GANGWAY_SSR_ENTRY: pathToFileURL(file).href },
    encoding: 'utf8',
    timeout: 30_000,
  })
  try {
    return JSON.parse(child.stdout) as ChildReport
  } catch {
    return { error: `the child printed no report (status ${child.status}): ${child.stderr.slice(0, 2000)}`, accesses: [] }
  }
}

test('the trap works: a module that checks `typeof window` at import is caught', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gangway-ssr-'))
  const file = join(dir, 'touches.mjs')
  writeFileSync(file, "export const inBrowser = typeof window !== 'undefined' && typeof document !== 'undefined'\n")
  try {
    const report = importInChild(file)
    expect(report.accesses.map((a) => a.name)).toContain('window')
    expect(report.error).toMatch(/touched window/)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

describe('server-side import of the built package', () => {
  beforeAll(() => {
    if (existsSync(join(DIST, 'index.js'))) return
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, encoding: 'utf8', timeout: 240_000 })
    if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}\n${build.stderr}`)
  }, 300_000)

  test('the exports map names the core entries, and every src/plugins/<name> has its dist/plugins/<name>.js', () => {
    const entries = exportedEntries().map((f) => relative(ROOT, f))
    expect(entries).toEqual(expect.arrayContaining(['dist/index.js', 'dist/react.js', 'dist/adapters/evm.js', 'dist/adapters/solana.js']))
    const pluginsSrc = join(ROOT, 'src/plugins')
    const plugins = existsSync(pluginsSrc)
      ? readdirSync(pluginsSrc, { withFileTypes: true })
          .filter((d) => d.isDirectory() && existsSync(join(pluginsSrc, d.name, 'index.ts')))
          .map((d) => d.name)
      : []
    for (const name of plugins) expect(entries, `plugin ${name}`).toContain(`dist/plugins/${name}.js`)
  })

  test('importing every entry in Node neither throws nor touches window, document or storage', () => {
    const entries = exportedEntries()
    expect(entries.length).toBeGreaterThan(0)
    const problems: string[] = []
    for (const file of entries) {
      const name = relative(ROOT, file)
      if (!existsSync(file)) {
        problems.push(`${name}: missing (run npm run build)`)
        continue
      }
      const report = importInChild(file)
      if (report.error) problems.push(`${name}: import threw: ${report.error}`)
      for (const access of report.accesses) problems.push(`${name}: touched ${access.name} at ${access.stack}`)
    }
    expect(problems.join('\n')).toBe('')
  }, 120_000)
})
