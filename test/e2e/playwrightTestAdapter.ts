/**
 * The part of Playwright Test's `test` the README's gangway/testing example uses, built on this suite's
 * runner (vitest, playwright-core, one fresh context per test from useBrowser): `extend<T>(fixtures)`
 * returns a `test(name, body)` whose body gets `page` and the fixtures, each fixture running around the
 * body as Playwright Test runs it. So the example runs here as written, without @playwright/test.
 */
import { test as vitestTest } from 'vitest'
import type { Page } from 'playwright-core'
import type { Session, SessionOptions } from './helpers'

type Fixture<Value> = (args: { page: Page }, use: (value: Value) => Promise<void>) => Promise<void>
type FixtureMap<T> = { [K in keyof T]: Fixture<T[K]> }
type TestBody<T> = (args: { page: Page } & T) => Promise<void>

export function playwrightTestAdapter(newSession: (options?: SessionOptions) => Promise<Session>) {
  return {
    extend<T extends object>(fixtures: FixtureMap<T>) {
      return (name: string, body: TestBody<T>): void => {
        vitestTest(name, async () => {
          const { page } = await newSession({ goto: false })
          const values: Partial<T> = {}
          const keys = Object.keys(fixtures) as (keyof T)[]
          const run = async (index: number): Promise<void> => {
            const key = keys[index]
            if (key === undefined) return body({ page, ...(values as T) })
            await fixtures[key]({ page }, async (value) => {
              values[key] = value
              await run(index + 1)
            })
          }
          await run(0)
        })
      }
    },
  }
}
