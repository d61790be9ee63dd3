/**
 * The public surface, as reviewers see it: api-extractor's report of every public entry of the built package
 * must match the one checked in under api-report/. A change to an exported type or signature fails here
 * until `npm run api-report` writes the new report, so the change shows in review.
 */
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { apiReports } from '../../scripts/lib/apiReport.mjs'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

describe('API reports', () => {
  test('every public entry has a report, and the build matches it', async () => {
    const { entries, changed, messages } = await apiReports(ROOT)
    expect(entries).toEqual(expect.arrayContaining(['gangway', 'gangway/plugin', 'gangway/ui', 'gangway/react', 'gangway/testing', 'gangway/networks', 'gangway/adapters/evm', 'gangway/adapters/solana', 'gangway/adapters/wagmi', 'gangway/web-components']))
    expect(messages).toEqual([])
    expect(changed, 'run `npm run api-report` and commit api-report/').toEqual([])
  }, 120_000)
})
