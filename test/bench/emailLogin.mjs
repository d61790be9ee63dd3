// E-mail login in headless Chromium against the local secure site: from the code typed (the sixth digit)
// to the first frame with the connected account painted (the modal closes and the connect button shows the
// embedded address), fresh context and a new address each run. Prints numbers, asserts nothing.
// Run alone against running services (after npm run build): node test/bench/emailLogin.mjs
import { pathToFileURL } from 'node:url'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs'
import { CLOUD_URLS, heading } from '../../scripts/lib/index.mjs'
import { summarize } from './stats.mjs'

const RUNS = Number(process.env.BENCH_EMAIL_RUNS ?? 10)
const MAILBOX = 'http://127.0.0.1:3003/dev/mailbox'

/** In-page: ms from the code input's sixth digit to the first frame after the connect button shows an address. */
function connectedProbe() {
  window.__gwEmailProbe = new Promise((resolve) => {
    const start = performance.now()
    const check = () => {
      const text = document.querySelector('button[data-testid="gw-connect-button"]')?.textContent ?? ''
      if (!text.startsWith('0x')) return requestAnimationFrame(check)
      requestAnimationFrame(() => resolve(performance.now() - start))
    }
    requestAnimationFrame(check)
  })
}

/** The login code mailed to `email`, read from the secure site's dev mailbox (polled for up to 10 s). */
export async function codeFor(email) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const mails = await (await fetch(`${MAILBOX}?to=${encodeURIComponent(email)}`)).json()
    const code = mails.map((mail) => /^(\d{6})$/m.exec(mail.text)?.[1]).find(Boolean)
    if (code) return code
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no code mailed to ${email}`)
}

export async function emailLoginMeasures(browser) {
  heading(`E-mail login: code entered → connected account painted (${RUNS} runs, fresh context and address each)`)
  const times = []
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await page.goto(CLOUD_URLS.demo, { waitUntil: 'load' })
    await page.locator('button[data-testid="gw-connect-button"]').click()
    const email = `bench-${Date.now().toString(36)}-${run}@example.com`
    await page.locator('[data-testid="gw-email-input"]').fill(email)
    await page.locator('[data-testid="gw-email-submit"]').click()
    await page.locator('[data-testid="gw-email-login"][data-step="otp"]').waitFor()
    const code = await codeFor(email)
    await page.locator('[data-testid="gw-otp-input"]').fill(code.slice(0, 5))
    await page.evaluate(connectedProbe)
    await page.locator('[data-testid="gw-otp-input"]').press(code[5])
    times.push(await page.evaluate(() => window.__gwEmailProbe))
    await context.close()
  }
  const result = summarize(times)
  console.log('(the code is checked by the secure site, the frame fetches the user, the adapter connects through the embedded wallet)')
  return result
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS })
  try {
    await emailLoginMeasures(browser)
  } finally {
    await browser.close()
  }
}
