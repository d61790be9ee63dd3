// WalletConnect in headless Chromium through the local relay, with the gangway/testing WalletConnect wallet
// in this process: from the wallet's approve to the first frame with the connected account painted (the
// modal closes and the connect button shows the address), fresh context each run; and the relay's traffic
// for one connection (proposal, approval, settle) and one request. Prints numbers, asserts nothing.
// Run alone against running services (after npm run build): node test/bench/walletConnect.mjs
import { pathToFileURL } from 'node:url'
import { chromium } from 'playwright-core'
import { createWalletConnectTestWallet } from '../../dist/testing.js'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs'
import { CLOUD_URLS, heading } from '../../scripts/lib/index.mjs'
import { summarize } from './stats.mjs'

const RUNS = Number(process.env.BENCH_WC_RUNS ?? 10)
const RELAY = 'ws://127.0.0.1:3004'
const RELAY_STATS = 'http://127.0.0.1:3004/stats'
const LOCAL = { id: 31337, name: 'Gangway Local', rpcUrl: 'http://127.0.0.1:8545' }

/** In-page: the epoch ms of the first frame after the connect button shows an address. */
function connectedProbe() {
  window.__gwConnectedProbe = new Promise((resolve) => {
    const check = () => {
      const text = document.querySelector('button[data-testid="gw-connect-button"]')?.textContent ?? ''
      if (!text.startsWith('0x')) return requestAnimationFrame(check)
      requestAnimationFrame(() => resolve(Date.now()))
    }
    requestAnimationFrame(check)
  })
}

const relayStats = async () => (await fetch(RELAY_STATS)).json()
const delta = (after, before) => ({ published: after.published - before.published, delivered: after.delivered - before.delivered, requests: Object.fromEntries(Object.entries(after.requests).map(([method, n]) => [method, n - (before.requests[method] ?? 0)]).filter(([, n]) => n > 0)) })

async function connectOnce(browser, wallet) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: CLOUD_URLS.demo })
  const page = await context.newPage()
  await page.goto(CLOUD_URLS.demo, { waitUntil: 'load' })
  const before = await relayStats()
  await page.locator('button[data-testid="gw-connect-button"]').click()
  await page.locator('[data-testid="gw-wallet-row"][data-wallet-id="walletConnect"]').click()
  await page.locator('[data-testid="gw-wc-qr"]').waitFor()
  await page.locator('[data-testid="gw-wc-copy"]').click()
  const uri = await page.evaluate(() => navigator.clipboard.readText())
  await wallet.pair(uri)
  await wallet.nextProposal()
  await page.evaluate(connectedProbe)
  const approvedAt = Date.now()
  await wallet.approve()
  const paintedAt = await page.evaluate(() => window.__gwConnectedProbe)
  const connection = delta(await relayStats(), before)
  const beforeSign = await relayStats()
  await page.locator('[data-testid="demo-sign"]').click()
  await page.locator('[data-testid="demo-signature"]').waitFor()
  const request = delta(await relayStats(), beforeSign)
  await wallet.disconnect()
  await context.close()
  return { time: paintedAt - approvedAt, connection, request }
}

export async function walletConnectMeasures(browser) {
  heading(`WalletConnect: wallet approve → connected account painted (${RUNS} runs, fresh context each, local relay)`)
  const wallet = await createWalletConnectTestWallet({ relayUrl: RELAY, projectId: 'gangway-demo', chains: [LOCAL], accountIndex: 1 })
  const runs = []
  try {
    for (let run = 0; run < RUNS; run++) runs.push(await connectOnce(browser, wallet))
  } finally {
    await wallet.close()
  }
  const result = { ...summarize(runs.map((run) => run.time)), connection: runs[0].connection, request: runs[0].request }
  console.log(`relay, one connection (QR code → session settled): ${result.connection.published} messages published, ${result.connection.delivered} delivered; requests ${JSON.stringify(result.connection.requests)}`)
  console.log(`relay, one personal_sign: ${result.request.published} published, ${result.request.delivered} delivered; requests ${JSON.stringify(result.request.requests)}`)
  return result
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS })
  try {
    await walletConnectMeasures(browser)
  } finally {
    await browser.close()
  }
  process.exit(0)
}
