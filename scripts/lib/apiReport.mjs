// API reports (api-extractor): one Markdown file per public entry in api-report/, the public surface as
// reviewers see it. `npm run api-report` writes them; the test compares the build with what is checked in.
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CompilerState, Extractor, ExtractorConfig } from '@microsoft/api-extractor'
import { publicEntries } from './publicEntries.mjs'

const QUIET = { logLevel: 'none', addToApiReportFile: false }

function configFor(root, entry) {
  return ExtractorConfig.prepare({
    configObjectFullPath: join(root, 'api-extractor.json'),
    packageJsonFullPath: join(root, 'package.json'),
    configObject: {
      projectFolder: root,
      mainEntryPointFilePath: entry.types,
      compiler: {
        overrideTsconfig: {
          compilerOptions: { target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', lib: ['ES2023', 'DOM', 'DOM.Iterable'], jsx: 'react-jsx', strict: true, skipLibCheck: true, types: [] },
          files: [entry.types],
        },
      },
      apiReport: {
        enabled: true,
        reportFileName: `${entry.reportName}.api.md`,
        reportFolder: join(root, 'api-report'),
        reportTempFolder: join(root, '.data', 'api-report'),
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        compilerMessageReporting: { default: { logLevel: 'warning' } },
        // Release tags and TSDoc style are not used here; types the entry uses without exporting still show in the report.
        extractorMessageReporting: { default: { logLevel: 'warning' }, 'ae-missing-release-tag': QUIET, 'ae-forgotten-export': QUIET, 'ae-unresolved-link': QUIET, 'ae-undocumented': QUIET },
        tsdocMessageReporting: { default: QUIET },
      },
    },
  })
}

// An enum's members as the declaration emit prints them (`failed: "failed";`): their order follows the order in which
// TypeScript first met each string literal, which differs from build to build, so it is not part of the API.
const ENUM_MEMBER = /^\s+([A-Za-z_$][\w$]*|"[^"]*"): "[^"]*";$/

/** The report with each run of enum members sorted, so two builds of the same API compare equal. */
export function normaliseReport(text) {
  const out = []
  let run = []
  for (const line of text.split(/\r?\n/)) {
    if (ENUM_MEMBER.test(line)) {
      run.push(line)
      continue
    }
    out.push(...run.sort(), line)
    run = []
  }
  out.push(...run.sort())
  return out.join('\n')
}

const sameReport = (built, committed) => existsSync(built) && existsSync(committed) && normaliseReport(readFileSync(built, 'utf8')) === normaliseReport(readFileSync(committed, 'utf8'))

/**
 * Runs api-extractor on every public entry of the built package (dist/ must exist). `update`: writes the
 * reports; otherwise only compares. Resolves with the entries whose report differs, and any messages.
 */
export async function apiReports(root, { update = false } = {}) {
  const entries = publicEntries(root)
  if (update) mkdirSync(join(root, 'api-report'), { recursive: true })
  const configs = entries.map((entry) => configFor(root, entry))
  // One TypeScript program for every entry.
  const compilerState = CompilerState.create(configs[0], { additionalEntryPoints: entries.map((entry) => entry.types) })
  const changed = []
  const messages = []
  entries.forEach((entry, index) => {
    const entryMessages = []
    const result = Extractor.invoke(configs[index], {
      localBuild: update,
      compilerState,
      messageCallback: (message) => {
        if (message.logLevel === 'error' || message.logLevel === 'warning') entryMessages.push(message)
        message.handled = true
      },
    })
    const name = `${entry.reportName}.api.md`
    const reordered = result.apiReportChanged && !update && sameReport(join(root, '.data', 'api-report', name), join(root, 'api-report', name))
    if (result.apiReportChanged && !reordered) changed.push(entry.importPath)
    // api-extractor also warns of a changed report: not when only enum members moved.
    for (const message of entryMessages) if (!(reordered && (message.messageId === 'console-api-report-not-copied' || message.messageId === 'console-api-report-diff'))) messages.push(`${entry.importPath}: ${message.text}`)
  })
  return { entries: entries.map((entry) => entry.importPath), changed, messages }
}
