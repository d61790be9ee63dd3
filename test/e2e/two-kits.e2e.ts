/**
 * Two kits on one page (issue 16, item 8): the same project twice, each with its own storageKey
 * (test/e2e/two-kits/). Kit A connects, the page reloads: kit A is restored, kit B stays disconnected.
 *
 * The page is built with vite (aliases to dist/ as the demo's) and answered at the demo's origin under
 * /two-kits/: the seeded projects and the services' CORS allow only that origin. A page answered by
 * route.fulfill() has no IP address, so Chromium would put it in the public address space and block its
 * calls to 127.0.0.1; this file's browser turns Local Network Access checks off, as helpers.ts does for
 * GANGWAY_DEMO_DIST.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { extname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type Page } from 'playwright-core'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { installTestWallet } from '../../src/testing'
import { CHROMIUM_ARGS, CHROMIUM_PATH, DEMO_URL, demoStorageKey, modal, storedItem } from './helpers'
import { LOCAL, LOCAL_2, WALLET_NAME } from './testWallet'

const PAGE_DIR = fileURLToPath(new URL('./two-kits/', import.meta.url))
const BASE = '/two-kits/'
const PAGE_URL = new URL(BASE, DEMO_URL).toString()
const dist = (file: string) => fileURLToPath(new URL(`../../dist/${file}`, import.meta.url))

interface KitProbe {
  getAccount(namespace: 'eip155'): { isConnected: boolean; status?: string }
  open(): Promise<void>
}
type Kit = 'a' | 'b'

let outDir = ''
let browser: Browser | undefined

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'gangway-two-kits-'))
  await build({
    configFile: false,
    root: PAGE_DIR,
    base: BASE,
    logLevel: 'warn',
    resolve: {
      alias: [
        { find: /^gangway\/adapters\/evm$/, replacement: dist('adapters/evm.js') },
        { find: /^gangway$/, replacement: dist('index.js') },
      ],
    },
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  })
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, '--disable-features=LocalNetworkAccessChecks'] })
})

afterAll(async () => {
  await browser?.close()
  if (outDir) rmSync(outDir, { recursive: true, force: true })
})

const CONTENT_TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' }

async function twoKitsPage(): Promise<{ page: Page; rdns: string; pageErrors: string[] }> {
  if (!browser) throw new Error('the browser is not launched')
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  context.setDefaultTimeout(15_000)
  const origin = new URL(DEMO_URL).origin
  await context.route(
    (url) => url.origin === origin && url.pathname.startsWith(BASE),
    async (route) => {
      const path = new URL(route.request().url()).pathname.slice(BASE.length) || 'index.html'
      const file = resolve(outDir, path)
      if (!file.startsWith(resolve(outDir))) return route.fulfill({ status: 404 })
      await route.fulfill({ status: 200, body: readFileSync(file), contentType: CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' })
    },
  )
  const page = await context.newPage()
  const pageErrors: string[] = []
  page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message))
  const wallet = await installTestWallet(page, { chains: [LOCAL, LOCAL_2], accountIndex: 7, info: { name: WALLET_NAME } })
  await page.goto(PAGE_URL, { waitUntil: 'load' })
  await waitForKits(page)
  return { page, rdns: wallet.info.rdns, pageErrors }
}

const waitForKits = (page: Page) => page.waitForFunction(() => 'kits' in window)

const account = (page: Page, kit: Kit) =>
  page.evaluate((name) => (window as unknown as { kits: Record<Kit, KitProbe> }).kits[name].getAccount('eip155'), kit)

describe('two kits on one page', () => {
  test('kit A connects from its modal; after a reload kit A is restored and kit B is still disconnected', async () => {
    const { page, rdns, pageErrors } = await twoKitsPage()
    expect(await page.locator('gangway-modal').count()).toBe(2)

    await page.evaluate(() => (window as unknown as { kits: Record<Kit, KitProbe> }).kits.a.open())
    await page.locator(`[data-testid="gw-wallet-row"][data-wallet-id="${rdns}"]`).click()
    await modal(page).dialog.waitFor({ state: 'detached' })
    await expect.poll(() => account(page, 'a')).toMatchObject({ isConnected: true })
    expect(await account(page, 'b')).toMatchObject({ isConnected: false })
    expect(await storedItem(page, 'connectedConnectorIds', 'a')).toContain(rdns)
    expect(await storedItem(page, 'connectedConnectorIds', 'b')).toBeNull()

    await page.reload({ waitUntil: 'load' })
    await waitForKits(page)
    await expect.poll(() => account(page, 'a')).toMatchObject({ isConnected: true })
    // Kit B had nothing stored: it never tries to restore, and stays so.
    await page.waitForTimeout(1_500)
    expect(await account(page, 'b')).toMatchObject({ isConnected: false, status: 'disconnected' })
    expect(await page.evaluate((key) => localStorage.getItem(key), demoStorageKey('connectedNamespaces', 'b'))).toBeNull()
    expect(pageErrors).toEqual([])
  })
})
