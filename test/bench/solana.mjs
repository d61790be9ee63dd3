// Solana in headless Chromium against the local Solana chain (the demo with ?solana=true and the Solana test wallet):
//  1. connect → balance painted: from the click on the wallet's row to the first frame where the host page's
//     useAppKitAccount panel shows the SOL balance (the wallet's answer, the adapter's lazy web3.js chunk and the
//     balance read through chain data's proxy are all on this path);
//  2. send → confirmed: from the click on Send (0.001 SOL) to the first frame showing Account again, which the
//     send plugin does once the adapter saw the transfer confirmed on the chain.
// Fresh context each run. Prints numbers, asserts nothing.
// Run alone against running services (after npm run build): node test/bench/solana.mjs
import { pathToFileURL } from 'node:url'
import { chromium } from 'playwright-core'
import { installSolanaTestWallet } from '../../dist/testing.js'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs'
import { CLOUD_URLS, heading } from '../../scripts/lib/index.mjs'
import { summarize } from './stats.mjs'

const RUNS = Number(process.env.BENCH_RUNS ?? 10)
const WALLET = 'Gangway Solana Test Wallet'
// A key the e2e suites leave alone; the receiver is never funded.
const SENDER_INDEX = 12
const RECEIVER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

/** In-page: ms from the next click to the first frame where `kind` shows: 'balance' (the host page's hooks panel) or 'account' (the modal's Account view). */
function probe(kind) {
  const shown = () =>
    kind === 'balance'
      ? /"balance": "[0-9.]+ SOL"/.test(document.querySelector('[data-testid="demo-account"]')?.textContent ?? '')
      : !!document.querySelector('gangway-modal')?.shadowRoot?.querySelector('[data-view="Account"]')
  window.__gwSolanaProbe = new Promise((resolve) => {
    let clickAt = null
    const check = () => {
      if (clickAt === null || !shown()) return requestAnimationFrame(check)
      requestAnimationFrame(() => resolve(performance.now() - clickAt))
    }
    window.addEventListener('click', () => ((clickAt = performance.now()), requestAnimationFrame(check)), { capture: true, once: true })
  })
}

export async function solanaMeasures(browser) {
  heading(`Solana: connect → balance painted, send → confirmed (${RUNS} runs, fresh context each, the local Solana chain)`)
  const connects = []
  const sends = []
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await installSolanaTestWallet(page, { accountIndex: SENDER_INDEX })
    await page.goto(`${CLOUD_URLS.demo}?solana=true`, { waitUntil: 'load' })
    const button = page.locator('button[data-testid="gw-connect-button"]')
    await button.click()
    const row = page.locator('[data-testid="gw-wallet-row"]', { hasText: WALLET })
    await row.waitFor()
    await page.evaluate(probe, 'balance')
    await row.click()
    connects.push(await page.evaluate(() => window.__gwSolanaProbe))

    await button.click()
    await page.locator('[data-testid="gw-account-feature-send"]').click()
    await page.locator('[data-testid="gw-send-token"][data-status="ready"]').waitFor()
    await page.locator('[data-testid="gw-send-token"]').selectOption('native')
    await page.locator('[data-testid="gw-send-amount"]').fill('0.001')
    await page.locator('[data-testid="gw-send-receiver"]').fill(RECEIVER)
    await page.evaluate(probe, 'account')
    await page.locator('[data-testid="gw-send-submit"]').click()
    sends.push(await page.evaluate(() => window.__gwSolanaProbe))
    await context.close()
  }
  console.log('connect → balance painted:')
  const connect = summarize(connects)
  console.log('send → confirmed (Account shown again):')
  const send = summarize(sends)
  return { connect, send }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS })
  try {
    await solanaMeasures(browser)
  } finally {
    await browser.close()
  }
}
