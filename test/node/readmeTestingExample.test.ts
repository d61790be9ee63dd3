/**
 * The README's gangway/testing example cannot drift from the one the e2e suite runs: the README's code
 * block, after its import lines, is the code between the markers of test/e2e/testing-kit-example.e2e.ts.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const read = (path: string): string => readFileSync(fileURLToPath(new URL(`../../${path}`, import.meta.url)), 'utf8')

const START = '// README example start\n'
const END = '// README example end\n'

function e2eExample(): string {
  const source = read('test/e2e/testing-kit-example.e2e.ts')
  const start = source.indexOf(START)
  const end = source.indexOf(END)
  expect(start, 'the e2e file has the start marker').toBeGreaterThan(-1)
  expect(end, 'the end marker follows the start marker').toBeGreaterThan(start)
  return source.slice(start + START.length, end)
}

/** The first ```ts block of the README's gangway/testing section, split into its imports and the rest. */
function readmeExample(): { imports: string[]; body: string } {
  const readme = read('README.md')
  const section = readme.slice(readme.indexOf('### Testing your dApp with gangway/testing'))
  const block = /```ts\n([\s\S]*?)```/.exec(section)?.[1]
  if (block === undefined) throw new Error('no ```ts block in the README section "Testing your dApp with gangway/testing"')
  const lines = block.split('\n')
  const firstBodyLine = lines.findIndex((line) => !line.startsWith('import ') && line !== '')
  return { imports: lines.slice(0, firstBodyLine).filter((line) => line !== ''), body: lines.slice(firstBodyLine).join('\n') }
}

test('the README example is the one the e2e suite runs', () => {
  const { imports, body } = readmeExample()
  expect(body).toBe(e2eExample())
  // The e2e file provides these names from its runner; the README imports them from the packages a reader has.
  expect(imports).toEqual([
    "import { test as base, expect } from '@playwright/test'",
    "import { gangwayFixtures, type GangwayFixtures } from 'gangway/testing'",
    "import { toHex } from 'viem'",
  ])
})
