/**
 * gangway/web-components on a plain HTML page (no React in the page's own code), served by vite from this
 * process on a spare port with `gangway` resolved to the built package as the demo resolves it. The test
 * wallet is announced by EIP-6963 and listed from the page, so it connects even where the API refuses the origin.
 */
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { createServer, type ViteDevServer } from 'vite'
import { installTestWallet } from '../../src/testing'
import { truncateAddress } from '../../src/kernel/format/truncateAddress'
import { modal, useBrowser, waitForAnimations } from './helpers'
import { LOCAL, LOCAL_2, WALLET_NAME } from './testWallet'

const { newSession } = useBrowser()
const dist = (file: string) => fileURLToPath(new URL(`../../dist/${file}`, import.meta.url))

let server: ViteDevServer
let pageUrl: string

beforeAll(async () => {
  server = await createServer({
    configFile: false,
    root: fileURLToPath(new URL('./webComponentsPage', import.meta.url)),
    logLevel: 'warn',
    resolve: {
      alias: [
        { find: /^gangway\/adapters\/evm$/, replacement: dist('adapters/evm.js') },
        { find: /^gangway\/web-components$/, replacement: dist('web-components.js') },
        { find: /^gangway$/, replacement: dist('index.js') },
      ],
    },
    // Everything the built package imports is pre-bundled at start, so no late discovery reloads the page mid-test.
    optimizeDeps: { include: ['mobx', 'mobx-react-lite', 'react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'viem'] },
    server: { host: '127.0.0.1', port: 0, hmr: false },
  })
  await server.listen()
  const { port } = server.httpServer!.address() as AddressInfo
  pageUrl = `http://127.0.0.1:${port}/`
})

afterAll(async () => {
  await server?.close()
})

const connectButton = (page: Page) => page.locator('gangway-button button')
const networkButton = (page: Page) => page.locator('gangway-network-button button')

async function pageViolations(page: Page): Promise<string> {
  await waitForAnimations(page)
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.map((v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`).join('\n')
}

describe('gangway/web-components', () => {
  test('A plain HTML page with <gangway-button> connects', async () => {
    const session = await newSession({ goto: false })
    const { page } = session
    const wallet = await installTestWallet(page, { chains: [LOCAL, LOCAL_2], accountIndex: 11, info: { name: WALLET_NAME } })
    await page.goto(pageUrl, { waitUntil: 'load' })

    // Bound to the kit once it exists: enabled, labelled, and the network known before any wallet.
    await expect.poll(() => connectButton(page).isEnabled()).toBe(true)
    expect(await connectButton(page).textContent()).toBe('Connect Wallet')
    await expect.poll(() => networkButton(page).textContent()).toBe('Gangway Local')
    expect(await page.evaluate(() => typeof (window as { React?: unknown }).React)).toBe('undefined')
    expect(await pageViolations(page)).toBe('')

    await connectButton(page).click()
    await modal(page).view('Connect').waitFor({ state: 'visible' })
    await page.locator(`[data-testid="gw-wallet-row"][data-wallet-id="${wallet.info.rdns}"]`).click()
    await modal(page).dialog.waitFor({ state: 'detached' })

    await expect.poll(() => connectButton(page).textContent()).toContain(truncateAddress(wallet.address))
    expect(await connectButton(page).getAttribute('title')).toBe(wallet.address)
    expect(await networkButton(page).textContent()).toBe('Gangway Local')
    expect(await networkButton(page).getAttribute('aria-label')).toBe('Switch network, current: Gangway Local')
    expect(await pageViolations(page)).toBe('')

    await networkButton(page).click()
    await modal(page).view('SwitchNetwork').waitFor({ state: 'visible' })
    await page.keyboard.press('Escape')
    await modal(page).dialog.waitFor({ state: 'detached' })

    // Keyboard: focus the connected button and press Enter: the Account view.
    await connectButton(page).focus()
    await page.keyboard.press('Enter')
    await modal(page).view('Account').waitFor({ state: 'visible' })
  })
})
