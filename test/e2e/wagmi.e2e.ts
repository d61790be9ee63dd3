/**
 * gangway/adapters/wagmi in a wagmi app: an AppKit quick-start (React, WagmiProvider, QueryClientProvider)
 * changed only in its imports (test/e2e/fixtures/wagmi-app), served by Vite from this process on a spare
 * port with 'gangway' aliased to the sources. The test wallet connects in the modal; wagmi's hooks must
 * show that connection, its balance on the chain, and follow (and drive) network switches and disconnects.
 */
import { createServer as createNetServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { createPublicClient, http, type Address, type Hex } from 'viem'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { installTestWallet, type TestWallet } from '../../src/testing'
import { modal, useBrowser } from './helpers'
import { LOCAL, LOCAL_2, WALLET_NAME } from './testWallet'

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url))

/** A port nobody listens on now (the OS picks it). */
function sparePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

let server: ViteDevServer | undefined
let appUrl = ''
beforeAll(async () => {
  const port = await sparePort()
  server = await createServer({
    configFile: false,
    root: root('test/e2e/fixtures/wagmi-app'),
    logLevel: 'warn',
    server: { host: '127.0.0.1', port, strictPort: true, hmr: false, fs: { allow: [root('.')] } },
    resolve: {
      alias: [
        { find: /^gangway\/adapters\/wagmi$/, replacement: root('src/adapters/wagmi/index.ts') },
        { find: /^gangway\/adapters\/evm$/, replacement: root('src/adapters/evm/index.ts') },
        { find: /^gangway\/react$/, replacement: root('src/react/index.ts') },
        { find: /^gangway\/plugin$/, replacement: root('src/plugin.ts') },
        { find: /^gangway\/ui$/, replacement: root('src/ui/index.ts') },
        { find: /^gangway$/, replacement: root('src/index.ts') },
      ],
    },
  })
  await server.listen()
  appUrl = `http://127.0.0.1:${port}/`
  // The first request makes Vite crawl and pre-bundle the dependencies, so the page does not reload mid-test.
  await fetch(appUrl)
  await server.warmupRequest('/main.tsx')
}, 180_000)
afterAll(async () => {
  await server?.close()
})

const { newSession } = useBrowser()

const chainClient = (rpcUrl: string) => createPublicClient({ transport: http(rpcUrl) })

function panel(page: Page) {
  const text = (id: string) => page.locator(`[data-testid="${id}"]`)
  return {
    open: text('open'),
    status: text('wagmi-status'),
    address: text('wagmi-address'),
    chain: text('wagmi-chain'),
    connector: text('wagmi-connector'),
    balance: text('wagmi-balance'),
    sent: text('wagmi-sent'),
    switchTo: (chainId: number) => text(`wagmi-switch-${chainId}`),
    send: text('wagmi-send'),
    disconnect: text('wagmi-disconnect'),
  }
}

interface KitInPage {
  appkit: {
    getCaipNetwork(): { caipNetworkId: string } | undefined
    getAccount(namespace: string): { isConnected: boolean; address?: string }
    switchNetwork(network: unknown): Promise<void>
    disconnect(): Promise<void>
  }
  networks: readonly { id: number }[]
}

const kitNetwork = (page: Page) => page.evaluate(() => (window as unknown as KitInPage).appkit.getCaipNetwork()?.caipNetworkId)
const kitAccount = (page: Page) => page.evaluate(() => (window as unknown as KitInPage).appkit.getAccount('eip155'))

async function appWithWallet(accountIndex: number): Promise<{ page: Page; wallet: TestWallet }> {
  const { page } = await newSession({ goto: false })
  const wallet = await installTestWallet(page, { chains: [LOCAL, LOCAL_2], accountIndex, info: { name: WALLET_NAME } })
  await page.goto(appUrl)
  await expect.poll(() => panel(page).status.textContent()).toBe('disconnected')
  return { page, wallet }
}

/** Opens the modal from the app's button (useAppKit().open()) and picks the test wallet. */
async function connectInModal(page: Page, wallet: TestWallet): Promise<void> {
  await panel(page).open.click()
  await modal(page).view('Connect').waitFor({ state: 'visible' })
  await page.locator(`[data-testid="gw-wallet-row"][data-wallet-id="${wallet.info.rdns}"]`).click()
  await modal(page).dialog.waitFor({ state: 'detached' })
  await expect.poll(() => panel(page).status.textContent()).toBe('connected')
}

test("connecting in the modal connects wagmi: useAccount's address and chain, useBalance's on-chain balance, a send through wagmi", async () => {
  const { page, wallet } = await appWithWallet(6)
  await connectInModal(page, wallet)
  const ui = panel(page)
  await expect.poll(() => ui.address.textContent()).toBe(wallet.address)
  await expect.poll(() => ui.chain.textContent()).toBe('31337')
  await expect.poll(() => ui.connector.textContent()).toBe('gangway')
  expect(await kitAccount(page)).toMatchObject({ isConnected: true, address: wallet.address })

  const onChain = await chainClient(LOCAL.rpcUrl).getBalance({ address: wallet.address as Address })
  await expect.poll(() => ui.balance.textContent()).toBe(`${onChain}@31337`)

  await ui.send.click()
  await expect.poll(() => ui.sent.textContent()).toMatch(/^0x[0-9a-f]{64}$/)
  const hash = (await ui.sent.textContent()) as Hex
  const receipt = await chainClient(LOCAL.rpcUrl).waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(wallet.address.toLowerCase())
})

test("wagmi's switchChain switches the kit's network, and the kit's switchNetwork switches wagmi", async () => {
  const { page, wallet } = await appWithWallet(7)
  await connectInModal(page, wallet)
  const ui = panel(page)

  await ui.switchTo(31338).click()
  await expect.poll(() => ui.chain.textContent()).toBe('31338')
  await expect.poll(() => kitNetwork(page)).toBe('eip155:31338')
  expect(wallet.chainId).toBe(31338)
  const onChain2 = await chainClient(LOCAL_2.rpcUrl).getBalance({ address: wallet.address as Address })
  await expect.poll(() => ui.balance.textContent()).toBe(`${onChain2}@31338`)

  await page.evaluate(() => {
    const { appkit, networks } = window as unknown as KitInPage
    return appkit.switchNetwork(networks.find((network) => network.id === 31337))
  })
  await expect.poll(() => ui.chain.textContent()).toBe('31337')
  expect(await kitNetwork(page)).toBe('eip155:31337')
  expect(wallet.chainId).toBe(31337)
})

test("wagmi's disconnect disconnects the kit, and the kit's disconnect disconnects wagmi", async () => {
  const { page, wallet } = await appWithWallet(8)
  const ui = panel(page)
  await connectInModal(page, wallet)

  await ui.disconnect.click()
  await expect.poll(() => ui.status.textContent()).toBe('disconnected')
  await expect.poll(async () => (await kitAccount(page)).isConnected).toBe(false)
  expect(await ui.address.textContent()).toBe('')

  await connectInModal(page, wallet)
  await expect.poll(() => ui.address.textContent()).toBe(wallet.address)
  await page.evaluate(() => (window as unknown as KitInPage).appkit.disconnect())
  await expect.poll(() => ui.status.textContent()).toBe('disconnected')
  expect(await ui.address.textContent()).toBe('')
})

test("wagmi's connect() opens the modal at Connect: picking the wallet connects both; closing it is the visitor's refusal", async () => {
  const { page, wallet } = await appWithWallet(14)
  const ui = panel(page)
  await page.locator('[data-testid="wagmi-connect"]').click()
  await modal(page).view('Connect').waitFor({ state: 'visible' })
  await modal(page).close.click()
  await expect.poll(() => page.locator('[data-testid="wagmi-connect-error"]').textContent()).toBe('UserRejectedRequestError')
  expect(await ui.status.textContent()).toBe('disconnected')

  await page.locator('[data-testid="wagmi-connect"]').click()
  await modal(page).view('Connect').waitFor({ state: 'visible' })
  await page.locator(`[data-testid="gw-wallet-row"][data-wallet-id="${wallet.info.rdns}"]`).click()
  await expect.poll(() => ui.status.textContent()).toBe('connected')
  await expect.poll(() => ui.address.textContent()).toBe(wallet.address)
  expect(await ui.connector.textContent()).toBe('gangway')
  expect(await kitAccount(page)).toMatchObject({ isConnected: true, address: wallet.address })
})
