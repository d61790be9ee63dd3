// Swaps in headless Chromium on the local AMM, the test wallet (account #19) connected:
// - quote latency (20 runs): from the amount typed to the quote painted in the Swap form (this includes the §9
//   500 ms debounce), and from the GET /v1/convert/quotes request leaving to the quote painted;
// - click on Swap → mined → balances repainted (10 runs): from the click to the first frame of the Account view's
//   Tokens tab showing the new gUSD balance (build-transaction, the wallet, the chain, the receipt, the balance read).
// Prints numbers, asserts nothing. Run alone against running services (after npm run build): node test/bench/swaps.mjs
import { pathToFileURL } from 'node:url'
import { chromium } from 'playwright-core'
import { installTestWallet } from '../../dist/testing.js'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs'
import { CLOUD_URLS, heading } from '../../scripts/lib/index.mjs'
import { summarize } from './stats.mjs'

const QUOTE_RUNS = Number(process.env.BENCH_RUNS ?? 20)
const SWAP_RUNS = Math.max(1, Math.round(QUOTE_RUNS / 2))
const LOCAL = { id: 31337, name: 'Gangway Local', rpcUrl: 'http://127.0.0.1:8545' }
const modalSelector = (selector) => `gangway-modal >> ${selector}`

async function rpc(method, params) {
  const response = await fetch(LOCAL.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  return (await response.json()).result
}

/** In-page: ms from the next input event to the first frame with a new quote, and from the quotes request to that frame. */
function quoteProbe() {
  window.__gwQuoteProbe = new Promise((resolve) => {
    const root = document.querySelector('gangway-modal').shadowRoot
    const field = root.querySelector('[data-testid="gw-swap-to-amount"]')
    const before = field.value
    let typedAt = null
    const check = () => {
      if (field.value === '' || field.value === before) return requestAnimationFrame(check)
      requestAnimationFrame(() => {
        const paintedAt = performance.now()
        const request = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/v1/convert/quotes')).at(-1)
        resolve({ fromTyping: paintedAt - typedAt, fromRequest: request ? paintedAt - request.startTime : NaN })
      })
    }
    root.addEventListener('input', () => ((typedAt = performance.now()), requestAnimationFrame(check)), { capture: true, once: true })
  })
}

/** In-page: ms from the next click to the first frame where the Tokens tab's gUSD amount differs from `before`. */
function repaintProbe(before) {
  window.__gwSwapProbe = new Promise((resolve) => {
    const root = document.querySelector('gangway-modal').shadowRoot
    let clickAt = null
    const check = () => {
      const amount = root.querySelector('[data-testid="gw-token-row"][data-symbol="gUSD"] [data-testid="gw-token-amount"]')
      if (!amount || amount.textContent === before) return requestAnimationFrame(check)
      requestAnimationFrame(() => resolve(performance.now() - clickAt))
    }
    root.addEventListener('click', () => ((clickAt = performance.now()), requestAnimationFrame(check)), { capture: true, once: true })
  })
}

const openSwap = (page, args) => page.evaluate((args) => window.appkit.open({ view: 'Swap', arguments: args }), args)

export async function swapsMeasures(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  const wallet = await installTestWallet(page, { chains: [LOCAL], accountIndex: 19 })
  await rpc('anvil_setBalance', [wallet.address, `0x${(10n ** 21n).toString(16)}`])
  await page.goto(CLOUD_URLS.demo, { waitUntil: 'load' })
  await page.locator('button[data-testid="gw-connect-button"]').click()
  await page.locator(`[data-testid="gw-wallet-row"][data-wallet-id="${wallet.info.rdns}"]`).click()
  await page.locator('[data-testid="gw-modal"]').waitFor({ state: 'detached' })

  heading(`Swap quote latency (${QUOTE_RUNS} runs, ETH → gUSD on the local AMM)`)
  await openSwap(page, { fromToken: 'ETH', toToken: 'gUSD' })
  const amount = page.locator(modalSelector('[data-testid="gw-swap-amount"]'))
  await amount.waitFor()
  const fromTyping = []
  const fromRequest = []
  for (let run = 0; run < QUOTE_RUNS; run++) {
    await page.evaluate(quoteProbe)
    await amount.fill(`0.${String(run + 1).padStart(3, '0')}`)
    const result = await page.evaluate(() => window.__gwQuoteProbe)
    fromTyping.push(result.fromTyping)
    fromRequest.push(result.fromRequest)
  }
  console.log('typed → quote painted (includes the 500 ms debounce):')
  const typing = summarize(fromTyping)
  console.log('quotes request → quote painted:')
  const request = summarize(fromRequest)

  heading(`Swap click → mined → balances repainted (${SWAP_RUNS} runs, 0.01 ETH → gUSD each)`)
  const swaps = []
  const gusdAmount = page.locator(modalSelector('[data-testid="gw-token-row"][data-symbol="gUSD"] [data-testid="gw-token-amount"]')).first()
  // The gUSD balance the Tokens tab showed after the last swap (none before the first): the probe waits for another.
  let before = null
  for (let run = 0; run < SWAP_RUNS; run++) {
    await openSwap(page, { fromToken: 'ETH', toToken: 'gUSD', amount: '0.01' })
    const submit = page.locator(modalSelector('[data-testid="gw-swap-submit"][data-action="swap"]'))
    await submit.waitFor({ timeout: 30_000 })
    await page.evaluate(repaintProbe, before)
    await submit.click()
    swaps.push(await page.evaluate(() => window.__gwSwapProbe))
    before = await gusdAmount.textContent()
  }
  const swap = summarize(swaps)
  await context.close()
  return { quote: { fromTyping: typing, fromRequest: request }, swap }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS })
  try {
    await swapsMeasures(browser)
  } finally {
    await browser.close()
  }
}
