// The connected account in headless Chromium, on the local chain: from the click on the connect button
// (which opens Account) to the first frame with the Tokens tab's rows painted, in a fresh context each run
// (empty storage, so the balances come from the chain-data API). Prints numbers, asserts nothing.
// Run alone against running services (after npm run build): node test/bench/account.mjs
import { pathToFileURL } from 'node:url'
import { chromium } from 'playwright-core'
import { installTestWallet } from '../../dist/testing.js'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs'
import { CLOUD_URLS, heading } from '../../scripts/lib/index.mjs'
import { summarize } from './stats.mjs'

const RUNS = Number(process.env.BENCH_RUNS ?? 20)
const LOCAL = { id: 31337, name: 'Gangway Local', rpcUrl: 'http://127.0.0.1:8545' }

/** In-page: ms from the next click to the first frame with a token row in the modal's shadow root. */
function tokensProbe() {
  window.__gwTokensProbe = new Promise((resolve) => {
    let clickAt = null
    const check = () => {
      const row = document.querySelector('gangway-modal')?.shadowRoot?.querySelector('[data-testid="gw-token-row"]')
      if (clickAt === null || !row) return requestAnimationFrame(check)
      requestAnimationFrame(() => resolve(performance.now() - clickAt))
    }
    window.addEventListener('click', () => ((clickAt = performance.now()), requestAnimationFrame(check)), { capture: true, once: true })
  })
}

export async function accountMeasures(browser) {
  heading(`Account open → tokens painted (${RUNS} runs, fresh context each, test wallet on the local chain)`)
  const times = []
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    const wallet = await installTestWallet(page, { chains: [LOCAL], accountIndex: 4 })
    await page.goto(CLOUD_URLS.demo, { waitUntil: 'load' })
    const button = page.locator('button[data-testid="gw-connect-button"]')
    await button.click()
    await page.locator(`[data-testid="gw-wallet-row"][data-wallet-id="${wallet.info.rdns}"]`).click()
    await page.locator('[data-testid="gw-modal"]').waitFor({ state: 'detached' })
    // Connected; the native balance read is done. Now the measured open.
    await page.waitForTimeout(300)
    await page.evaluate(tokensProbe)
    await button.click()
    times.push(await page.evaluate(() => window.__gwTokensProbe))
    await context.close()
  }
  const result = summarize(times)
  console.log('(the Account chunk, the portfolio code and GET /v1/account/{address}/balance are all on this path)')
  return result
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS })
  try {
    await accountMeasures(browser)
  } finally {
    await browser.close()
  }
}
