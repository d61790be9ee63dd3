// The onramp plugin in headless Chromium with the local payment provider, the test wallet (account #21) connected:
// "order placed → funds visible in the modal" (10 runs of 20 USD of gUSD by the good test card): from the click on
// "Pay" in the provider's window (the order is paid there, the treasury sends the gUSD and waits for its receipt)
// to the first frame of the modal's BuyInProgress view saying "You received …" (the kit reads the provider's order
// and the wallet's balance every second, so about half a second of it is that interval on average).
// Prints numbers, asserts nothing. Run alone against running services (after npm run build): node test/bench/onramp.mjs
import { pathToFileURL } from 'node:url'
import { chromium } from 'playwright-core'
import { installTestWallet } from '../../dist/testing.js'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs'
import { CLOUD_URLS, heading } from '../../scripts/lib/index.mjs'
import { ms, summarize } from './stats.mjs'

const RUNS = Math.max(1, Math.round(Number(process.env.BENCH_RUNS ?? 20) / 2))
const LOCAL = { id: 31337, name: 'Gangway Local', rpcUrl: 'http://127.0.0.1:8545' }
/** What the median should stay under: the 1 s watch interval, the provider's transfer and receipt, two reads. */
export const ONRAMP_BUDGET_MS = 2000
const modalSelector = (selector) => `gangway-modal >> ${selector}`

/** In-page: resolves with Date.now() at the first frame that shows the purchase's success. */
function successProbe() {
  window.__gwOnrampProbe = new Promise((resolve) => {
    const root = document.querySelector('gangway-modal').shadowRoot
    const check = () => {
      if (!root.querySelector('[data-testid="gw-onramp-success"]')) return requestAnimationFrame(check)
      requestAnimationFrame(() => resolve(Date.now()))
    }
    requestAnimationFrame(check)
  })
}

export async function onrampMeasures(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  const wallet = await installTestWallet(page, { chains: [LOCAL], accountIndex: 21 })
  await page.goto(CLOUD_URLS.demo, { waitUntil: 'load' })
  await page.locator('button[data-testid="gw-connect-button"]').click()
  await page.locator(`[data-testid="gw-wallet-row"][data-wallet-id="${wallet.info.rdns}"]`).click()
  await page.locator('[data-testid="gw-modal"]').waitFor({ state: 'detached' })

  heading(`Onramp: Pay clicked at the provider → funds shown in the modal (${RUNS} runs, 20 USD of gUSD by card)`)
  const times = []
  for (let run = 0; run < RUNS; run++) {
    await page.evaluate(() => window.appkit.open({ view: 'OnRampProviders', arguments: { purchaseCurrency: 'gUSD', paymentCurrency: 'USD', paymentMethod: 'card', amount: '20' } }))
    await page.locator(modalSelector('[data-testid="gw-onramp-quote"]')).waitFor({ timeout: 30_000 })
    const opened = page.waitForEvent('popup')
    await page.locator(modalSelector('[data-testid="gw-onramp-continue"]')).click()
    const popup = await opened
    await popup.waitForURL(/\/buy\?/)
    await popup.getByTestId('checkout-continue').click()
    await popup.waitForURL(/\/orders\/ord_/)
    await popup.getByTestId('pay-card-number').fill('4242 4242 4242 4242')
    await popup.getByTestId('pay-card-expiry').fill('12/39')
    await popup.getByTestId('pay-card-cvc').fill('123')
    let clickedAt
    await popup.exposeFunction('__gwPayClicked', (at) => (clickedAt = at))
    await popup.evaluate(() => document.querySelector('[data-testid="pay-submit"]').addEventListener('click', () => window.__gwPayClicked(Date.now()), { capture: true }))
    await page.evaluate(successProbe)
    await popup.getByTestId('pay-submit').click()
    const shownAt = await page.evaluate(() => window.__gwOnrampProbe)
    times.push(shownAt - clickedAt)
    await popup.close()
    await page.locator(modalSelector('[data-testid="gw-onramp-done"]')).click()
    await page.evaluate(() => window.appkit.close())
    await page.locator('[data-testid="gw-modal"]').waitFor({ state: 'detached' })
  }
  const result = summarize(times)
  console.log(`(budget: median under ${ms(ONRAMP_BUDGET_MS)})`)
  await context.close()
  return result
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS })
  try {
    await onrampMeasures(browser)
  } finally {
    await browser.close()
  }
}
