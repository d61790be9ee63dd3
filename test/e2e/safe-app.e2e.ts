/**
 * Safe app detection (§6): the demo, framed by a local page on its own loopback port that speaks the Safe Apps
 * SDK's postMessage protocol as Safe{Wallet} does, with anvil's account #38 as the Safe.
 *
 * The demo forbids being framed (frame-ancestors 'self', X-Frame-Options SAMEORIGIN: a host app's clickjacking
 * defence, kept). Here only, the demo's documents are fetched through the test and handed to the frame without
 * those two headers; every other request of the demo goes to the running services as usual.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { chromium, type Browser, type BrowserContext, type Frame, type FrameLocator, type Page } from 'playwright-core'
import { mnemonicToAccount } from 'viem/accounts'
import { keccak256, toHex } from 'viem'
import { CHROMIUM_ARGS, CHROMIUM_PATH, DEMO_URL } from './helpers'

const SAFE = mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex: 38 })
const CHAIN_RPC = 'http://127.0.0.1:8545'
/** Anvil's account #19, where the demo's send button sends 0.01 ETH. */
const DEMO_RECIPIENT = '0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199'

interface SafeMessage {
  readonly id: string
  readonly method: string
  readonly params: unknown
  readonly env?: { readonly sdkVersion?: string }
}

/**
 * The Safe's page: frames the demo and answers its messages through `safeAnswer` (the test's Node side), from
 * the frame's window only, to the frame's origin only. `?silent` frames it and answers nothing.
 */
const PARENT_PAGE = (demoUrl: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Safe (test)</title></head>
<body style="margin:0">
<iframe id="app" title="Safe app" src="${demoUrl}" style="width:1280px;height:800px;border:0"></iframe>
<script>
  const app = document.getElementById('app')
  const silent = new URLSearchParams(location.search).has('silent')
  window.asked = []
  window.addEventListener('message', async (event) => {
    if (event.source !== app.contentWindow || !event.data || typeof event.data.method !== 'string') return
    window.asked.push(event.data.method)
    if (silent) return
    const reply = await window.safeAnswer(event.data)
    event.source.postMessage({ id: event.data.id, version: '9.1.0', ...reply }, event.origin)
  })
</script>
</body></html>`

let server: Server
let parentUrl: string
let browser: Browser
const contexts: BrowserContext[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url?.split('?')[0] !== '/') return void response.writeHead(404).end()
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(PARENT_PAGE(DEMO_URL))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  parentUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  // The demo's document is handed over by the test (no IP address): Chromium's Local Network Access checks
  // would then count it as public and block its requests to the loopback services.
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, '--disable-features=LocalNetworkAccessChecks'] })
})

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close().catch(() => undefined)))
})

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => server?.close(resolve))
})

async function rpc(method: string, params: unknown): Promise<unknown> {
  const response = await fetch(CHAIN_RPC, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  const body = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
  return body.result
}

/** What the Safe answers, as Safe{Wallet} would: its info, reads through its node, a proposed transaction's hash, a signature. */
async function answer(message: SafeMessage): Promise<Record<string, unknown>> {
  switch (message.method) {
    case 'getSafeInfo':
      return { success: true, data: { safeAddress: SAFE.address, chainId: 31337, threshold: 1, owners: [SAFE.address], isReadOnly: false } }
    case 'rpcCall': {
      const { call, params } = message.params as { call: string; params: unknown[] }
      return { success: true, data: await rpc(call, params) }
    }
    case 'signMessage': {
      const { message: raw } = message.params as { message: `0x${string}` }
      return { success: true, data: { signature: await SAFE.signMessage({ message: { raw } }) } }
    }
    case 'sendTransactions':
      return { success: true, data: { safeTxHash: keccak256(toHex(JSON.stringify(message.params))) } }
    default:
      return { success: false, error: `Method ${message.method} not supported` }
  }
}

interface SafeSession {
  readonly page: Page
  readonly app: FrameLocator
  readonly messages: SafeMessage[]
  readonly pageErrors: string[]
  readonly consoleErrors: string[]
}

async function framedDemo(options: { silent?: boolean } = {}): Promise<SafeSession> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  contexts.push(context)
  context.setDefaultTimeout(15_000)
  const demoOrigin = new URL(DEMO_URL).origin
  await context.route(
    (url) => url.origin === demoOrigin,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue()
      const response = await route.fetch()
      const headers = { ...response.headers() }
      delete headers['content-security-policy']
      delete headers['x-frame-options']
      await route.fulfill({ response, headers })
    },
  )
  const page = await context.newPage()
  const session: SafeSession = { page, app: page.frameLocator('#app'), messages: [], pageErrors: [], consoleErrors: [] }
  await page.exposeFunction('safeAnswer', (message: SafeMessage) => {
    session.messages.push(message)
    return answer(message)
  })
  page.on('pageerror', (error) => session.pageErrors.push(error.stack ?? error.message))
  page.on('console', (message) => message.type() === 'error' && session.consoleErrors.push(message.text()))
  await page.goto(options.silent ? `${parentUrl}?silent` : parentUrl, { waitUntil: 'load' })
  await session.app.locator('button[data-testid="gw-connect-button"]').waitFor({ state: 'visible' })
  return session
}

const demoFrame = (page: Page): Frame => {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(new URL(DEMO_URL).origin))
  if (!frame) throw new Error('the demo frame is missing')
  return frame
}

const walletRows = (app: FrameLocator) => app.locator('[data-testid="gw-wallet-row"]')

async function openConnect(session: SafeSession): Promise<void> {
  await session.app.locator('button[data-testid="gw-connect-button"]').click()
  await session.app.locator('[data-view="Connect"]').waitFor()
}

describe("a Safe app: the demo in a Safe's frame (§6)", () => {
  test('Connect offers the Safe first; connecting gives the Safe and its chain; sign and send go to the Safe with the right params', async () => {
    const session = await framedDemo()
    const { app } = session
    await expect.poll(() => session.messages.map((message) => message.method)).toContain('getSafeInfo')
    expect(session.messages[0]?.env?.sdkVersion).toMatch(/^\d+\.\d+\.\d+$/)

    await openConnect(session)
    await expect.poll(() => walletRows(app).first().getAttribute('data-wallet-id')).toBe('safe')
    expect(await walletRows(app).first().textContent()).toContain('Safe')
    expect(await app.locator('[data-testid^="gw-connect-section-"]').first().getAttribute('data-testid')).toBe('gw-connect-section-wallet')
    await session.page.screenshot({ path: '/tmp/safe-app-connect.png' })

    await walletRows(app).first().click()
    await app.locator('[data-testid="gw-modal"]').waitFor({ state: 'detached' })
    await app.locator('button[data-testid="gw-connect-button"]').click()
    await app.locator('[data-view="Account"]').waitFor()
    expect(await app.locator('[data-testid="gw-account-address"]').getAttribute('data-address')).toBe(SAFE.address)
    expect(await app.locator('[data-testid="gw-account-network"]').textContent()).toContain('Gangway Local')
    await session.page.screenshot({ path: '/tmp/safe-app-account.png' })
    const account = await demoFrame(session.page).evaluate(() => (window as unknown as { appkit: { getAccount(ns: string): unknown } }).appkit.getAccount('eip155'))
    expect(account).toMatchObject({ address: SAFE.address, caipAddress: `eip155:31337:${SAFE.address}`, isConnected: true })
    await app.locator('[data-testid="gw-header-close"]').click()
    await app.locator('[data-testid="gw-modal"]').waitFor({ state: 'detached' })

    // personal_sign: the Safe is asked to sign the message as the dApp sent it, and its signature comes back.
    await app.locator('[data-testid="demo-sign"]').click()
    const signature = await app.locator('[data-testid="demo-signature"]').textContent()
    const signRequest = session.messages.find((message) => message.method === 'signMessage')
    expect(signRequest?.params).toEqual({ message: toHex('Hello from the Gangway demo') })
    expect(signature).toBe(await SAFE.signMessage({ message: 'Hello from the Gangway demo' }))

    // eth_sendTransaction: proposed to the Safe as sendTransactions (wei as a decimal string); the dApp gets the safeTxHash.
    await app.locator('[data-testid="demo-send"]').click()
    const hash = await app.locator('[data-testid="demo-tx"]').textContent()
    const sendRequest = session.messages.find((message) => message.method === 'sendTransactions')
    expect(sendRequest?.params).toEqual({ txs: [{ to: DEMO_RECIPIENT, value: '10000000000000000', data: '0x' }], params: {} })
    expect(hash).toBe(keccak256(toHex(JSON.stringify(sendRequest?.params))))
    expect(session.pageErrors).toEqual([])
  })

  test('a frame whose parent does not answer shows the normal Connect view (no Safe), with no error', async () => {
    const session = await framedDemo({ silent: true })
    // The demo asked its parent, which never answers.
    await expect.poll(() => session.page.evaluate(() => (window as unknown as { asked: string[] }).asked)).toEqual(['getSafeInfo'])
    await openConnect(session)
    await expect.poll(() => walletRows(session.app).count()).toBeGreaterThan(0)
    // Past the detection timeout: still no Safe row (nothing could add one; this only gives it the chance).
    await session.page.waitForTimeout(1_000)
    expect(await session.app.locator('[data-testid="gw-wallet-row"][data-wallet-id="safe"]').count()).toBe(0)
    expect(await walletRows(session.app).first().getAttribute('data-wallet-id')).not.toBe('safe')
    expect(session.pageErrors).toEqual([])
    expect(session.consoleErrors.filter((text) => /safe/i.test(text))).toEqual([])
  })
})
