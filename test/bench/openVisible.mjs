// Click → modal visible, as a visitor sees it, in headless Chromium (fresh context per run, 3 s settle,
// a real click on the kit's own button):
//  - visible: in a requestAnimationFrame callback, the dialog has a box, is not `visibility: hidden`, and its
//    effective opacity (its own times every ancestor's, across the shadow root) is above 0;
//  - fully opaque: the same, with the effective opacity at 1;
//  - requests on first open: every request the page sends from the click until 1.5 s later, and the JavaScript
//    chunks and bytes among them; the pointer rests on the button for HOVER_MS before pressing, as a visitor's
//    does (the kit's intent: the remote config, the directory and the next views' code start there, and are
//    listed apart);
//  - All Wallets: click on its row (the pointer on it HOVER_MS before) → the first wallet tile visible (same
//    definition), first time in the page.
// Prints numbers, asserts nothing. Run alone against running services: node test/bench/openVisible.mjs
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs'
import { CLOUD_URLS, ROOT, heading } from '../../scripts/lib/index.mjs'
import { ms, quantile } from './stats.mjs'

export const OPEN_BUDGETS = { visibleMs: 16, requests: 3, allWalletsTileMs: 50, jsBeforeClickKiB: 50 }
const RUNS = Number(process.env.BENCH_RUNS ?? 10)
const SETTLE_MS = 3_000
const QUIET_MS = 1_500
/** A visitor's pointer arrives on the button some time before the press; 250 ms is a quick visitor. */
const HOVER_MS = Number(process.env.BENCH_HOVER_MS ?? 250)

/**
 * In-page: from the next click (capture phase, before any handler) checks `selector` in every animation
 * frame; resolves with ms to the first frame where it is visible and to the first where it is fully opaque.
 */
function visibilityProbe({ selector, key }) {
  const effectiveOpacity = (element) => {
    let opacity = 1
    for (let node = element; node; ) {
      if (node.nodeType === 1) {
        const style = getComputedStyle(node)
        opacity *= Number(style.opacity)
        if (style.display === 'none') return 0
      }
      node = node.parentNode instanceof ShadowRoot ? node.parentNode.host : node.parentNode
    }
    return opacity
  }
  const find = () => {
    const root = document.querySelector('gangway-modal')?.shadowRoot
    return root?.querySelector(selector) ?? null
  }
  window[key] = new Promise((resolve) => {
    let clickAt = null
    let visibleAt = null
    const frame = () => {
      const element = find()
      if (element) {
        const box = element.getBoundingClientRect()
        const shown = box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden'
        const opacity = shown ? effectiveOpacity(element) : 0
        const now = performance.now()
        if (opacity > 0 && visibleAt === null) visibleAt = now - clickAt
        if (opacity >= 0.999) return resolve({ visible: visibleAt, opaque: now - clickAt })
      }
      if (performance.now() - clickAt > 10_000) return resolve({ visible: visibleAt, opaque: null })
      requestAnimationFrame(frame)
    }
    window.addEventListener(
      'click',
      () => {
        clickAt = performance.now()
        requestAnimationFrame(frame)
      },
      { capture: true, once: true },
    )
  })
}

/** Requests the page sends between start() and stop(), with the JavaScript among them and its encoded bytes. */
function requestLog(page) {
  let recording = false
  const seen = []
  page.on('requestfinished', async (request) => {
    if (!recording) return
    const entry = { url: request.url(), type: request.resourceType(), bytes: 0 }
    seen.push(entry)
    const sizes = await request.sizes().catch(() => null)
    if (sizes) entry.bytes = sizes.responseBodySize
  })
  page.on('requestfailed', (request) => recording && seen.push({ url: request.url(), type: request.resourceType(), bytes: 0, failed: true }))
  return {
    start: () => ((recording = true), (seen.length = 0)),
    stop: () => ((recording = false), [...seen]),
  }
}

const stats = (values) => {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b)
  if (sorted.length === 0) return { n: 0, median: NaN, p90: NaN, min: NaN, max: NaN }
  return { n: sorted.length, median: quantile(sorted, 0.5), p90: quantile(sorted, 0.9), min: sorted[0], max: sorted.at(-1) }
}

async function oneRun(browser, url, hoverMs) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  const log = requestLog(page)
  await page.goto(url, { waitUntil: 'load' })
  const button = page.locator('button[data-testid="gw-connect-button"]')
  await button.waitFor()
  await page.waitForTimeout(SETTLE_MS)
  // First open: the click as a visitor makes it (pointer moves onto the button, then presses).
  await page.evaluate(visibilityProbe, { selector: '[data-testid="gw-modal"]', key: '__gwOpen' })
  log.start()
  await button.hover()
  await page.waitForTimeout(hoverMs)
  const onIntent = log.stop()
  log.start()
  await button.click()
  const first = await page.evaluate(() => window.__gwOpen)
  await page.waitForTimeout(QUIET_MS)
  const requests = log.stop()
  // All Wallets, first time: click its row → first tile visible.
  await page.evaluate(visibilityProbe, { selector: '[data-testid="gw-wallet-tile"]', key: '__gwTile' })
  const allWallets = page.locator('[data-testid="gw-wallet-all"]')
  await allWallets.hover()
  await page.waitForTimeout(hoverMs)
  await allWallets.click()
  const tile = await page.evaluate(() => window.__gwTile)
  await page.keyboard.press('Escape')
  await page.locator('[data-testid="gw-modal"]').waitFor({ state: 'detached' })
  // Re-open.
  await page.mouse.move(0, 0)
  await page.evaluate(visibilityProbe, { selector: '[data-testid="gw-modal"]', key: '__gwOpen' })
  await button.click()
  const again = await page.evaluate(() => window.__gwOpen)
  await context.close()
  return { first, again, tile, requests, onIntent }
}

export async function openVisibleMeasures(browser, { url = CLOUD_URLS.demo, runs = RUNS, hoverMs = HOVER_MS } = {}) {
  heading(`click → modal visible, as a visitor sees it (${runs} runs, fresh context, ${SETTLE_MS / 1000} s settle, pointer on the button ${hoverMs} ms before the press)`)
  const results = []
  for (let run = 0; run < runs; run++) results.push(await oneRun(browser, url, hoverMs))
  const visible = stats(results.map((r) => r.first.visible))
  const opaque = stats(results.map((r) => r.first.opaque))
  const reVisible = stats(results.map((r) => r.again.visible))
  const tile = stats(results.map((r) => r.tile.visible))
  const requestCounts = stats(results.map((r) => r.requests.length))
  const js = results.map((r) => r.requests.filter((q) => q.type === 'script'))
  const jsCount = stats(js.map((list) => list.length))
  const jsBytes = stats(js.map((list) => list.reduce((sum, q) => sum + q.bytes, 0)))
  const row = (label, s, budget = '') => [label, `${ms(s.median)}`, `${ms(s.p90)}`, `${ms(s.min)}`, `${ms(s.max)}`, budget]
  const lines = [
    row('click → visible (first open)', visible, `≤ ${OPEN_BUDGETS.visibleMs} ms median`),
    row('click → fully opaque (first open)', opaque),
    row('click → visible (re-open)', reVisible),
    row('All Wallets click → first tile visible', tile, `≤ ${OPEN_BUDGETS.allWalletsTileMs} ms median`),
  ]
  for (const line of lines) console.log(`${line[0].padEnd(42)} median ${line[1].padStart(9)}  p90 ${line[2].padStart(9)}  min ${line[3].padStart(9)}  max ${line[4].padStart(9)}  ${line[5]}`)
  console.log(
    `requests of any kind on first open (click → ${QUIET_MS / 1000} s): median ${requestCounts.median} (max ${requestCounts.max}), budget ≤ ${OPEN_BUDGETS.requests} median; ` +
      `JavaScript chunks among them: median ${jsCount.median} files (max ${jsCount.max}), ${(jsBytes.median / 1024).toFixed(1)} KiB as sent`,
  )
  const list = (label, requests) => {
    for (const request of requests) console.log(`  ${label}: ${request.type.padEnd(8)} ${request.bytes.toString().padStart(7)} B  ${request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 110)}`)
  }
  list(`pointer on the button, ${hoverMs} ms (intent; first run)`, results[0]?.onIntent ?? [])
  list('click → 1.5 s (first run)', results[0]?.requests ?? [])
  return { visible, opaque, reVisible, tile, requests: requestCounts, jsFiles: jsCount, jsBytes }
}

/**
 * The JavaScript the page fetches before any click, the pointer never on the kit (load, then 3 s idle: the kit's
 * idle preloads included), gzip level 9 of each file as built, with and without React (the demo ships React in a file
 * of its own, `react-*.js`). Split: the files fetched by the load event (what the page's own load carries: the budget)
 * and the idle preloads after it (the shell, Connect and the adapters' code, which issue 22 asks to fetch once the page
 * is idle so the first open paints in the click's frame).
 */
export async function jsBeforeClick(browser, { url = CLOUD_URLS.demo, distDir = join(ROOT, 'demo/dist') } = {}) {
  heading('JavaScript before the first click (load + 3 s idle, pointer away)')
  const context = await browser.newContext()
  const page = await context.newPage()
  const scripts = []
  let loaded = false
  page.on('request', (request) => {
    if (request.resourceType() === 'script') request.afterLoad = loaded
  })
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return
    // Gzip of the file as built (the demo's server may or may not compress): what a CDN would send.
    const path = new URL(request.url()).pathname
    const file = join(distDir, decodeURIComponent(path))
    scripts.push({ path, bytes: existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0, idle: request.afterLoad === true })
  })
  await page.goto(url, { waitUntil: 'load' })
  loaded = true
  await page.waitForTimeout(SETTLE_MS)
  await context.close()
  const isReact = (path) => /\/react-[\w-]+\.js$/.test(path)
  const sum = (list) => list.reduce((total, s) => total + s.bytes, 0)
  const total = sum(scripts)
  const react = sum(scripts.filter((s) => isReact(s.path)))
  const idle = sum(scripts.filter((s) => s.idle))
  for (const s of scripts) console.log(`  ${s.bytes.toString().padStart(7)} B  ${s.path}${s.idle ? '  (idle preload)' : ''}`)
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`
  const byLoad = total - react - idle
  const verdict = byLoad <= OPEN_BUDGETS.jsBeforeClickKiB * 1024 ? 'within' : 'OVER'
  console.log(`${scripts.length} files, ${kib(total)} gzip with React. Without React: ${kib(byLoad)} by the load event (budget ≤ ${OPEN_BUDGETS.jsBeforeClickKiB} KiB: ${verdict}), then ${kib(idle)} of idle preloads (the shell, Connect and the adapters' code, fetched ahead of the click) → ${kib(total - react)}`)
  return { files: scripts.length, bytes: total, withoutReact: total - react, idlePreloads: idle }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS })
  try {
    const url = process.argv[2] ?? CLOUD_URLS.demo
    await jsBeforeClick(browser, { url })
    if (process.env.BENCH_ONLY !== 'js') await openVisibleMeasures(browser, { url })
  } finally {
    await browser.close()
  }
}
