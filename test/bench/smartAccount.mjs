// The embedded wallet's smart account (issue 20) in headless Chromium against the local secure site, chain and bundler:
// one e-mail login (the smart account by default), then sends of 0.01 ETH from the Send view (each changes the picker's
// 2-decimal balance); each is timed from the
// click on Approve in the secure frame to the first frame where the Send view's picker shows the new native balance
// (the user operation built, signed, sent through the bundler, included, and the balance read again). The first send
// also deploys the account: its gas and a later send's are read from the chain. Prints numbers, asserts nothing.
// Run alone against running services (after npm run build): node test/bench/smartAccount.mjs
import { pathToFileURL } from 'node:url'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs'
import { CLOUD_URLS, heading } from '../../scripts/lib/index.mjs'
import { codeFor } from './emailLogin.mjs'
import { summarize } from './stats.mjs'

const RUNS = Number(process.env.BENCH_SMART_ACCOUNT_RUNS ?? 10)
const CHAIN = 'http://127.0.0.1:8545'
const ENTRY_POINT = '0x0000000071727de22e5e9d8baf0edac6f37da032'

const rpc = async (method, params) => {
  const body = await (await fetch(CHAIN, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })).json()
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result
}

/** In-page: ms from now to the first frame after the picker's native option stops reading `before` (gives up at 60 s). */
function repaintProbe(before) {
  window.__gwSmartProbe = new Promise((resolve, reject) => {
    const start = performance.now()
    setTimeout(() => reject(new Error(`the balance still reads ${before} after 60 s`)), 60_000)
    const option = () => document.querySelector('gangway-modal')?.shadowRoot?.querySelector('[data-testid="gw-send-token"] option[value="native"]')?.textContent ?? ''
    const check = () => (option() === before || option() === '' ? requestAnimationFrame(check) : requestAnimationFrame(() => resolve(performance.now() - start)))
    requestAnimationFrame(check)
  })
}

export async function smartAccountMeasures(browser) {
  heading(`Smart account: Approve clicked → user operation included → balance repainted (${RUNS} sends, the first deploys)`)
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  const times = []
  const gas = []
  try {
    await page.goto(CLOUD_URLS.demo, { waitUntil: 'load' })
    await page.locator('button[data-testid="gw-connect-button"]').click()
    const email = `bench-smart-${Date.now().toString(36)}@example.com`
    await page.locator('[data-testid="gw-email-input"]').fill(email)
    await page.locator('[data-testid="gw-email-submit"]').click()
    await page.locator('[data-testid="gw-email-login"][data-step="otp"]').waitFor()
    await page.locator('[data-testid="gw-otp-input"]').fill(await codeFor(email))
    await page.waitForFunction(() => document.querySelector('button[data-testid="gw-connect-button"]')?.textContent?.startsWith('0x'))
    const address = await page.evaluate(() => window.appkit.getAccount('eip155').address)
    await rpc('anvil_setBalance', [address, '0x8ac7230489e80000'])
    // A fresh page restores the login with the funds in place (balances read before the funding would be kept a while).
    await page.reload({ waitUntil: 'load' })
    await page.waitForFunction(() => document.querySelector('button[data-testid="gw-connect-button"]')?.textContent?.startsWith('0x'))
    await page.locator('button[data-testid="gw-connect-button"]').click()
    await page.locator('[data-testid="gw-account-feature-send"]').click()
    const frame = page.frameLocator('[data-testid="gw-approve-transaction"] iframe[title="Approve request"]')
    for (let run = 0; run < RUNS; run++) {
      await page.locator('[data-testid="gw-send-token"][data-status="ready"]').waitFor()
      await page.locator('[data-testid="gw-send-token"]').selectOption('native')
      const before = await page.locator('[data-testid="gw-send-token"] option[value="native"]').textContent()
      await page.locator('[data-testid="gw-send-amount"]').fill('0.01')
      await page.locator('[data-testid="gw-send-receiver"]').fill(`0x${(0xbe0000 + run).toString(16).padStart(40, '0')}`)
      await page.locator('[data-testid="gw-send-submit"]').click()
      const approve = frame.locator('[data-testid="gw-approve"]')
      await approve.waitFor()
      // The frame's Approve takes clicks once it has been seen whole (§6): wait for that, not a fixed delay.
      for (let waited = 0; !(await approve.isEnabled()); waited += 50) {
        if (waited > 30_000) throw new Error('the approval frame never took clicks')
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      await page.evaluate(repaintProbe, before)
      await approve.click()
      times.push(await page.evaluate(() => window.__gwSmartProbe))
    }
    // Each send was one handleOps transaction from the bundler to the EntryPoint: the first deployed the account.
    const latest = Number(await rpc('eth_blockNumber', []))
    for (let block = latest; block > 0 && gas.length < RUNS; block--) {
      const { transactions } = await rpc('eth_getBlockByNumber', [`0x${block.toString(16)}`, true])
      for (const tx of transactions) {
        if (tx.to?.toLowerCase() !== ENTRY_POINT || !tx.input.includes(address.slice(2).toLowerCase())) continue
        gas.unshift(Number((await rpc('eth_getTransactionReceipt', [tx.hash])).gasUsed))
      }
    }
  } finally {
    await context.close()
  }
  const result = summarize(times)
  console.log(`gas of handleOps: first (deploying) send ${gas[0]?.toLocaleString('en') ?? '-'}, a later send ${gas[1]?.toLocaleString('en') ?? '-'}`)
  return { ...result, gasFirst: gas[0], gasLater: gas[1] }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS })
  try {
    await smartAccountMeasures(browser)
  } finally {
    await browser.close()
  }
}
