// API reports (api-extractor): one Markdown file per public entry in api-report/, the public surface as
// reviewers see it. `npm run api-report` writes them; the test compares the build with what is checked in.
import { mkdirSync } from 'node:fs'
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
    const result = Extractor.invoke(configs[index], {
      localBuild: update,
      compilerState,
      messageCallback: (message) => {
        if (message.logLevel === 'error' || message.logLevel === 'warning') messages.push(`${entry.importPath}: ${message.text}`)
        message.handled = true
      },
    })
    if (result.apiReportChanged) changed.push(entry.importPath)
  })
  return { entries: entries.map((entry) => entry.importPath), changed, messages }
}
