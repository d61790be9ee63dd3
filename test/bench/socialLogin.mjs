// Social login in headless Chromium against the local identity provider and secure site: from the click on
// the provider's consent button (in the popup) to the first frame with the connected account painted in the
// host page, fresh context and a new provider account each run. Prints numbers, asserts nothing.
// Run alone against running services (after npm run build): node test/bench/socialLogin.mjs
import { pathToFileURL } from 'node:url'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs'
import { CLOUD_URLS, heading } from '../../scripts/lib/index.mjs'
import { summarize } from './stats.mjs'

const RUNS = Number(process.env.BENCH_SOCIAL_RUNS ?? 10)

/** In-page: the wall-clock time of the first frame after the connect button shows an address. */
function connectedProbe() {
  window.__gwSocialProbe = new Promise((resolve) => {
    const check = () => {
      const text = document.querySelector('button[data-testid="gw-connect-button"]')?.textContent ?? ''
      if (!text.startsWith('0x')) return requestAnimationFrame(check)
      requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()))
    }
    requestAnimationFrame(check)
  })
}

export async function socialLoginMeasures(browser) {
  heading(`Social login: consent given → connected account painted (${RUNS} runs, fresh context and account each)`)
  const times = []
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await page.goto(CLOUD_URLS.demo, { waitUntil: 'load' })
    await page.locator('button[data-testid="gw-connect-button"]').click()
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.locator('[data-testid="gw-social-google"]').click()])
    await popup.waitForURL((url) => url.port === '3005')
    await popup.locator('[data-testid="idp-login"]').fill(`bench-${Date.now().toString(36)}-${run}@example.test`)
    await popup.locator('[data-testid="idp-password"]').fill('gangway')
    await popup.locator('[data-testid="idp-submit"]').click()
    const allow = popup.locator('[data-testid="idp-consent-allow"]')
    await allow.waitFor()
    await page.evaluate(connectedProbe)
    // The click's own time, taken in the popup as it happens (the same machine clock as the probe's).
    const clickedAt = await allow.evaluate((button) => {
      const at = performance.timeOrigin + performance.now()
      button.click()
      return at
    })
    const connectedAt = await Promise.race([
      page.evaluate(() => window.__gwSocialProbe),
      new Promise((_, reject) => setTimeout(() => reject(new Error(`social login run ${run}: not connected within 30 s`)), 30_000)),
    ])
    times.push(connectedAt - clickedAt)
    await context.close()
  }
  const result = summarize(times)
  console.log('(the provider redirects to the secure site, its page posts the result, the frame exchanges the code, the wallet connects)')
  return result
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS })
  try {
    await socialLoginMeasures(browser)
  } finally {
    await browser.close()
  }
}
