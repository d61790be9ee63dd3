// Sign in with the wallet in headless Chromium: the demo with ?siwx=required (cloudSiwx against the local cloud), the
// test wallet (account #31) on the local chain, 10 runs in a fresh context each (nothing held, so each run signs).
// Measured in the page: from the click on the wallet's row to the first frame after the modal is gone, signed in:
// the connect, the sessions read, the sign view and its message (a nonce from the cloud), Sign (pressed by the probe
// the frame the view shows, as an instant visitor), the wallet's signature, the cloud's verification and the session
// kept, the modal closed. The sign step alone (Sign → modal gone) is printed too. Prints numbers, asserts nothing.
// Run alone against running services (after npm run build): node test/bench/siwx.mjs
import { pathToFileURL } from 'node:url'
import { chromium } from 'playwright-core'
import { installTestWallet } from '../../dist/testing.js'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs'
import { CLOUD_URLS, heading } from '../../scripts/lib/index.mjs'
import { summarize } from './stats.mjs'

const RUNS = Math.max(1, Math.round(Number(process.env.BENCH_RUNS ?? 20) / 2))
const LOCAL = { id: 31337, name: 'Gangway Local', rpcUrl: 'http://127.0.0.1:8545' }

/** In-page: from the next click to the first frame after the dialog left, with Sign pressed the frame it is ready. */
function signInProbe() {
  window.__gwSiwxProbe = new Promise((resolve) => {
    const host = () => document.querySelector('gangway-modal')?.shadowRoot
    let clickAt = null
    let signAt = null
    const check = () => {
      const root = host()
      const sign = root?.querySelector('[data-view="SIWXSignMessage"] [data-testid="gw-siwx-sign"]')
      const ready = root?.querySelector('[data-testid="gw-siwx-statement"]')
      if (signAt === null && sign && ready) {
        signAt = performance.now()
        sign.click()
      }
      if (signAt !== null && !root?.querySelector('[data-testid="gw-modal"]')) {
        return requestAnimationFrame(() => {
          const end = performance.now()
          resolve({ total: end - clickAt, sign: end - signAt, status: window.appkit.getSIWXState().status })
        })
      }
      requestAnimationFrame(check)
    }
    window.addEventListener('click', () => ((clickAt = performance.now()), requestAnimationFrame(check)), { capture: true, once: true })
  })
}

export async function siwxMeasures(browser) {
  heading(`Sign in with the wallet: connect → signed in → modal closed (${RUNS} runs, fresh context each, ?siwx=required)`)
  const totals = []
  const signs = []
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    const wallet = await installTestWallet(page, { chains: [LOCAL], accountIndex: 31 })
    await page.goto(`${CLOUD_URLS.demo}?siwx=required`, { waitUntil: 'load' })
    await page.locator('button[data-testid="gw-connect-button"]').click()
    const row = page.locator(`[data-testid="gw-wallet-row"][data-wallet-id="${wallet.info.rdns}"]`)
    await row.waitFor()
    await page.evaluate(signInProbe)
    await row.click()
    const result = await page.evaluate(() => window.__gwSiwxProbe)
    if (result.status !== 'signed-in') throw new Error(`run ${run + 1}: not signed in (${result.status})`)
    totals.push(result.total)
    signs.push(result.sign)
    await context.close()
  }
  console.log('connect → signed in → modal closed:')
  const total = summarize(totals)
  console.log('the sign step alone (Sign → signature, cloud verification, session kept → modal gone):')
  const sign = summarize(signs)
  return { total, sign }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS })
  try {
    await siwxMeasures(browser)
  } finally {
    await browser.close()
  }
}
