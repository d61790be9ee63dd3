import type { Locator, Page } from 'playwright-core'
import { describe, expect, expectTypeOf, test } from 'vitest'
import type { TestWallet } from './createTestWallet'
import { fakeKitPage } from './fakeKitPage'
import { gangwayFixtures, type Gangway, type GangwayFixture } from './gangwayFixtures'
import type { GangwayLocator, GangwayPage } from './gangwayPage'

const CHAIN = { id: 31337, name: 'Gangway Local', rpcUrl: 'http://127.0.0.1:9' }

/** Runs the fixture as Playwright Test does: the test body runs inside `use`. */
async function runFixture(options: Parameters<typeof gangwayFixtures>[0], body: (gangway: Gangway, page: ReturnType<typeof fakeKitPage>) => Promise<void>): Promise<TestWallet> {
  let wallet: TestWallet | undefined
  const page = fakeKitPage(() => wallet)
  await gangwayFixtures(options).gangway({ page }, async (gangway) => {
    wallet = gangway.wallet
    await body(gangway, page)
  })
  return wallet!
}

describe('gangwayFixtures', () => {
  test('installs the wallet in the page before the test runs, with the options', async () => {
    await runFixture({ chains: [CHAIN], accountIndex: 3, name: 'My Wallet' }, async (gangway, page) => {
      expect(page.initScripts).toHaveLength(1)
      expect(page.initScripts[0]).toContain('"name":"My Wallet"')
      expect(gangway.wallet).toMatchObject({ accountIndex: 3, chainId: 31337, connected: false, info: { name: 'My Wallet' } })
    })
  })

  test('connect and disconnect drive the page and the wallet', async () => {
    await runFixture({ chains: [CHAIN] }, async (gangway, page) => {
      await gangway.connect(page)
      expect(gangway.wallet.connected).toBe(true)
      await gangway.disconnect(page)
      expect(gangway.wallet.connected).toBe(false)
    })
  })

  test('rejectNext and approveNext queue faults, for the next prompt or a named method', async () => {
    await runFixture({ chains: [CHAIN], autoApprove: false }, async (gangway, page) => {
      gangway.rejectNext()
      gangway.approveNext('personal_sign')
      expect(gangway.wallet.faults.queued).toEqual([{ kind: 'reject' }, { kind: 'approve', method: 'personal_sign' }])
      gangway.wallet.faults.clear()
      await expect(gangway.connect(page)).rejects.toMatchObject({ code: 'CONNECT_FAILED' })
      gangway.approveNext()
      await gangway.connect(page)
      expect(gangway.wallet.connected).toBe(true)
    })
  })

  test('releases requests a test left hanging', async () => {
    const wallet = await runFixture({ chains: [CHAIN] }, async (gangway) => {
      gangway.wallet.faults.next({ kind: 'hang' })
      void gangway.wallet.request({ method: 'eth_requestAccounts' }).catch(() => undefined)
      await Promise.resolve()
      expect(gangway.wallet.faults.hungCount).toBe(1)
    })
    expect(wallet.faults.hungCount).toBe(0)
  })
})

describe('types', () => {
  test("Playwright's Page and Locator fit the structural types, so its page fixture fits GangwayFixture", () => {
    expectTypeOf<Page>().toExtend<GangwayPage>()
    expectTypeOf<Locator>().toExtend<GangwayLocator>()
    // What Playwright Test's extend<GangwayFixtures> asks of the value: a fixture of its own args.
    type PlaywrightFixture = (args: { page: Page; baseURL: string | undefined }, use: (gangway: Gangway) => Promise<void>, testInfo: unknown) => unknown
    expectTypeOf<GangwayFixture>().toExtend<PlaywrightFixture>()
  })
})
