// AllWallets with the 5,000-wallet directory (project gangway-large-directory), in headless Chromium:
//  a. search: from the last keystroke to the first frame painted with the filtered list (the kit waits at
//     least 300 ms, so the figure beyond 300 ms is the kit's and the API's own time);
//  b. scrolling from the top to the last wallet: frame times (median, p95, max) and frames over 16.7 ms.
// Prints numbers, asserts nothing. Run alone against running services: node test/bench/allWallets.mjs
import { pathToFileURL } from 'node:url'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs'
import { CLOUD_URLS, heading } from '../../scripts/lib/index.mjs'

const PROJECT = 'gangway-large-directory'
const SEARCH_TERMS = ['meta', 'trust', 'ledger', 'safe', 'coin', 'rainbow', 'zerion', 'okx', 'bit', 'phantom']
const SCROLL_STEP_PX = Number(process.env.BENCH_SCROLL_STEP ?? 240)
const FRAME_MS = 1000 / 60
/** rAF times come in 0.1 ms steps around 16.7: a frame counts as dropped past 16.7 ms plus this jitter. */
const JITTER_MS = 1

const ms = (value) => `${value.toFixed(1)} ms`
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]
const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return { n: sorted.length, median: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), min: sorted[0], max: sorted.at(-1) }
}

async function openAllWallets(browser, { blockImages = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  if (blockImages) await page.route('**/getWalletImage/**', (route) => route.abort())
  await page.goto(`${CLOUD_URLS.demo}?projectId=${PROJECT}`, { waitUntil: 'load' })
  await page.locator('button[data-testid="gw-connect-button"]').click()
  await page.locator('[data-testid="gw-wallet-all"]').click()
  await page.locator('[data-testid="gw-wallet-tile"]').first().waitFor()
  await page.waitForTimeout(500)
  return { context, page }
}

/** In-page: resolves with ms from the last `input` event to the first frame after the grid shows only `term`. */
function searchProbe(term) {
  return new Promise((resolve, reject) => {
    const root = document.querySelector('gangway-modal').shadowRoot
    const grid = root.querySelector('[data-testid="gw-all-wallets-grid"]')
    let lastInput = null
    const onInput = () => (lastInput = performance.now())
    root.addEventListener('input', onInput, { capture: true })
    const done = () => {
      if (lastInput === null || grid.getAttribute('aria-busy') !== 'false') return
      const tiles = [...root.querySelectorAll('[data-testid="gw-wallet-tile"]')]
      if (tiles.length === 0 || !tiles.every((tile) => tile.textContent.toLowerCase().includes(term))) return
      observer.disconnect()
      root.removeEventListener('input', onInput, { capture: true })
      requestAnimationFrame(() => resolve({ total: performance.now() - lastInput, tiles: tiles.length }))
    }
    const observer = new MutationObserver(done)
    observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true })
    setTimeout(() => reject(new Error(`search '${term}' did not show within 10 s`)), 10_000)
  })
}

async function searchLatency(browser) {
  const { context, page } = await openAllWallets(browser)
  const input = page.locator('[data-testid="gw-wallet-search"]')
  const runs = []
  for (const term of SEARCH_TERMS) {
    await input.fill('')
    await page.locator('[data-testid="gw-all-wallets-grid"][aria-busy="false"]').waitFor()
    await page.waitForTimeout(200)
    const probe = page.evaluate(searchProbe, term)
    await input.pressSequentially(term, { delay: 40 })
    runs.push({ term, ...(await probe) })
  }
  await context.close()
  return runs
}

/** In-page: scrolls the grid by `step` px a frame to the end; records every frame's duration. */
function scrollProbe(step) {
  return new Promise((resolve) => {
    const root = document.querySelector('gangway-modal').shadowRoot
    const grid = root.querySelector('[data-testid="gw-all-wallets-grid"]')
    const frames = []
    const started = performance.now()
    let previous = started
    let maxTiles = 0
    const tick = (now) => {
      frames.push(now - previous)
      previous = now
      maxTiles = Math.max(maxTiles, root.querySelectorAll('[data-testid="gw-wallet-tile"]').length)
      const end = grid.scrollHeight - grid.clientHeight
      if (grid.scrollTop >= end - 1) return resolve({ frames: frames.slice(1), scrolledMs: now - started, maxTiles })
      grid.scrollTop = Math.min(end, grid.scrollTop + step)
      requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  })
}

async function scrollFrames(browser, lastId, options) {
  const { context, page } = await openAllWallets(browser, options)
  const result = await page.evaluate(scrollProbe, SCROLL_STEP_PX)
  const t = Date.now()
  await page.locator(`[data-testid="gw-wallet-tile"][data-wallet-id="${lastId}"]`).waitFor({ state: 'visible', timeout: 15_000 })
  result.lastVisibleAfterMs = Date.now() - t
  await context.close()
  return result
}

export async function allWalletsMeasures(browser) {
  const api = `${CLOUD_URLS.api}/getWallets?projectId=${PROJECT}`
  const { count } = await (await fetch(`${api}&entries=1`)).json()
  const last = (await (await fetch(`${api}&entries=1&page=${count}`)).json()).data[0]

  heading(`AllWallets, ${count} wallets (${PROJECT}): last keystroke → filtered list painted`)
  const runs = await searchLatency(browser)
  for (const run of runs) console.log(`  '${run.term}': ${ms(run.total)} (${run.tiles} tiles in view)`)
  const search = stats(runs.map((run) => run.total))
  console.log(`median ${ms(search.median)}, p95 ${ms(search.p95)}, max ${ms(search.max)}; beyond the 300 ms wait: median ${ms(search.median - 300)}`)

  const scrolls = {}
  for (const [label, options] of [['with images', {}], ['images blocked (the list alone)', { blockImages: true }]]) {
    heading(`AllWallets, ${count} wallets: scrolling to the end, ${SCROLL_STEP_PX} px a frame, ${label}`)
    const scroll = await scrollFrames(browser, last.id, options)
    const frames = stats(scroll.frames)
    const dropped = scroll.frames.filter((frame) => frame > FRAME_MS + JITTER_MS).length
    console.log(`${frames.n} frames in ${ms(scroll.scrolledMs)}: median ${ms(frames.median)}, p95 ${ms(frames.p95)}, max ${ms(frames.max)}`)
    console.log(`dropped frames (> 16.7 ms): ${dropped} (${((100 * dropped) / frames.n).toFixed(1)} %); most tiles in the DOM: ${scroll.maxTiles}`)
    console.log(`last wallet ('${last.name}') visible ${ms(scroll.lastVisibleAfterMs)} after reaching the end`)
    scrolls[options.blockImages ? 'noImages' : 'withImages'] = { ...frames, dropped, maxTiles: scroll.maxTiles, scrolledMs: scroll.scrolledMs, lastVisibleAfterMs: scroll.lastVisibleAfterMs }
  }
  console.log('(the local API serves PNG images, as real directories serve raster images)')
  return { count, search, searchRuns: runs, scroll: scrolls.withImages, scrollNoImages: scrolls.noImages }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS })
  try {
    await allWalletsMeasures(browser)
  } finally {
    await browser.close()
  }
}
