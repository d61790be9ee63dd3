/**
 * Local development that just works (issue 16): an app on its own Vite dev server (127.0.0.1:5173, not the
 * demo's :3000), the kit from its source, against the running cloud. With a seeded dev project the Connect view
 * lists the API's wallets with no alert and no CORS error; with a production project that does not list
 * :5173 the kit says the origin was refused, naming it and the project, instead of 'Server Error'.
 */
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createServer, type ViteDevServer } from 'vite'
import type { Page } from 'playwright-core'
import { modal, useBrowser } from './helpers'

const APP_URL = 'http://127.0.0.1:5173/'
const CONFIG_FILE = fileURLToPath(new URL('./fixtures/local-dev-app/vite.config.ts', import.meta.url))

const { newSession } = useBrowser()
let vite: ViteDevServer | undefined

beforeAll(async () => {
  vite = await createServer({ configFile: CONFIG_FILE, server: { port: 5173, strictPort: true, host: '127.0.0.1' } })
  await vite.listen()
}, 120_000)

afterAll(async () => {
  await vite?.close()
})

const isCorsError = (text: string): boolean => /CORS|Access-Control-Allow-Origin/i.test(text)

/** Opens the app with `projectId` and its modal; resolves with the config call's status (0 when refused). */
async function openApp(page: Page, projectId: string): Promise<void> {
  // The first load transforms the kit's source and prebundles its dependencies.
  await page.goto(`${APP_URL}?projectId=${projectId}`, { waitUntil: 'load', timeout: 60_000 })
  await page.waitForFunction(() => 'appkit' in window, undefined, { timeout: 60_000 })
  await page.locator('[data-testid="local-dev-open"]').click()
  await modal(page).dialog.waitFor({ state: 'visible', timeout: 30_000 })
  await modal(page).view('Connect').waitFor({ state: 'visible', timeout: 30_000 })
}

test('a seeded dev project (gangway-demo) on a Vite port: wallets from the API, no alert, no CORS error', async () => {
  const session = await newSession({ goto: false })
  const { page } = session
  const config = page.waitForResponse((response) => new URL(response.url()).pathname === '/appkit/v1/config', { timeout: 60_000 })
  const origins = page.waitForResponse((response) => new URL(response.url()).pathname === '/projects/v1/origins', { timeout: 60_000 })
  await openApp(page, 'gangway-demo')

  const [configResponse, originsResponse] = await Promise.all([config, origins])
  expect(configResponse.status()).toBe(200)
  expect(await configResponse.headerValue('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
  expect(originsResponse.status()).toBe(200)
  await modal(page).walletRows.first().waitFor({ state: 'visible', timeout: 30_000 })
  expect(await modal(page).walletRows.count()).toBeGreaterThan(0)
  // Both answers are in and the list has rendered: an alert from either would be showing by now.
  await page.waitForLoadState('networkidle')
  expect(await modal(page).alerts.count()).toBe(0)
  expect(await page.getByText('Wallets could not be loaded').count()).toBe(0)
  expect(session.consoleErrors.filter(isCorsError)).toEqual([])
})

test('a production project that does not list :5173: the CORS refusal is named, not "Server Error"', async () => {
  const session = await newSession({ goto: false })
  const { page } = session
  await openApp(page, 'gangway-foreign-origin')

  const alert = modal(page).alert('Origin Not Allowed')
  await alert.waitFor({ state: 'visible', timeout: 30_000 })
  expect(await alert.textContent()).toContain(
    "This site (http://127.0.0.1:5173) is not an allowed origin of project 'gangway-foreign-origin': add it to the project's allowed origins.",
  )
  expect(await modal(page).alert('Server Error').count()).toBe(0)
  expect(session.consoleErrors.some(isCorsError)).toBe(true)
})
