/**
 * Shared e2e helpers: one Chromium per test file, a fresh context per test, the demo's and the modal's
 * locators, and small in-page probes (deep focus, state, frames). Playwright CSS locators pierce the
 * modal's open shadow root, so `page.locator('[data-testid="gw-modal"]')` finds the dialog inside it.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { extname, join, resolve } from 'node:path'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { chromium } from 'playwright-core'
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs'

export { CHROMIUM_ARGS, CHROMIUM_PATH }
export const DEMO_URL = process.env.GANGWAY_DEMO_URL ?? 'http://127.0.0.1:3000/'

/**
 * GANGWAY_DEMO_DIST=<folder>: answer the demo origin's requests from this folder instead of the running
 * demo server (same origin, so CORS and the cloud are unchanged). For running the suite against another
 * build of the demo, e.g. a deliberately broken one, without restarting the cloud.
 */
const DEMO_DIST = process.env.GANGWAY_DEMO_DIST

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
}

async function serveDemoFrom(context: BrowserContext, folder: string): Promise<void> {
  const origin = new URL(DEMO_URL).origin
  await context.route(
    (url) => url.origin === origin,
    async (route) => {
      const { pathname } = new URL(route.request().url())
      let file = resolve(folder, `.${decodeURIComponent(pathname)}`)
      if (!file.startsWith(resolve(folder)) || !existsSync(file) || statSync(file).isDirectory()) file = join(folder, 'index.html')
      await route.fulfill({ status: 200, body: readFileSync(file), contentType: CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' })
    },
  )
}

/** Ports of the reference cloud's services other than the demo (API, chain data, secure site, relay, IdP, payment provider). */
export const SERVICE_PORTS = [3001, 3002, 3003, 3004, 3005, 3006] as const
/** The local anvil chains. */
export const CHAIN_PORTS = [8545, 8546] as const

/** How long a locator waits by default; well under the 60 s test timeout so failures say what was missing. */
const DEFAULT_TIMEOUT_MS = 15_000

export function launchBrowser(): Promise<Browser> {
  // A page answered by route.fulfill() has no IP address, so Chromium's Local Network Access checks put
  // it in the public address space and block its requests to 127.0.0.1; only GANGWAY_DEMO_DIST needs this.
  const args = DEMO_DIST ? [...CHROMIUM_ARGS, '--disable-features=LocalNetworkAccessChecks'] : CHROMIUM_ARGS
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args })
}

// ---- the demo's instance, as seen from page.evaluate ------------------------------------------------

export interface DemoState {
  open: boolean
  loading: boolean
  selectedNetworkId: string | undefined
  activeChain: string | undefined
}

export interface DemoAppKit {
  open(options?: { view?: string; uri?: string; namespace?: string; arguments?: unknown }): Promise<void>
  close(): void | Promise<void>
  getState(): DemoState
  subscribeState(listener: (state: DemoState) => void): () => void
  setThemeMode(mode: 'light' | 'dark'): void
  setThemeVariables(variables: Record<string, string | number>): void
  subscribeEvents(listener: (event: unknown) => void): () => void
  getFlags(): unknown
  /** Resolves once the modal's UI chunk has rendered. */
  readonly uiReady: Promise<void>
}

/** `window` of the demo page; use inside page.evaluate callbacks: `(window as unknown as DemoWindow).appkit`. */
export interface DemoWindow {
  appkit: DemoAppKit
}

// ---- sessions ------------------------------------------------------------------------------------------

export interface RecordedRequest {
  url: string
  method: string
  resourceType: string
  port: number
  pathname: string
  /** ms since the session was created. */
  at: number
  request: Request
}

export interface Session {
  context: BrowserContext
  page: Page
  /** Every request of the context, from before the first navigation. */
  requests: RecordedRequest[]
  /** Uncaught exceptions in the page; a test fails when any is left at its end, unless allowPageErrors. */
  pageErrors: string[]
  consoleErrors: string[]
  allowPageErrors: boolean
  /** Navigates to the demo with these options and waits for the connect button. */
  gotoDemo(options?: DemoOptions): Promise<void>
}

export interface DemoOptions {
  projectId?: string
  theme?: 'light' | 'dark'
  /** Extra query parameters. */
  query?: Record<string, string>
}

export interface SessionOptions extends DemoOptions {
  reducedMotion?: 'reduce' | 'no-preference'
  /** Another browser, e.g. a phone's (mobile layouts, deep links). */
  userAgent?: string
  /** false: create the session without navigating. */
  goto?: boolean
}

export function demoUrl(options: DemoOptions = {}): string {
  const url = new URL(DEMO_URL)
  if (options.projectId !== undefined) url.searchParams.set('projectId', options.projectId)
  if (options.theme !== undefined) url.searchParams.set('theme', options.theme)
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value)
  return url.toString()
}

function portOf(url: URL): number {
  if (url.port) return Number(url.port)
  return url.protocol === 'https:' || url.protocol === 'wss:' ? 443 : 80
}

/**
 * Registers the per-file hooks: one browser for the file (beforeAll), every context closed after each
 * test (afterEach), the browser closed at the end. Returns `newSession()` for the tests.
 */
export function useBrowser(): { newSession(options?: SessionOptions): Promise<Session> } {
  let browser: Browser | undefined
  let sessions: Session[] = []

  beforeAll(async () => {
    browser = await launchBrowser()
  })

  afterEach(async () => {
    const ended = sessions
    sessions = []
    const errors = ended.filter((s) => !s.allowPageErrors).flatMap((s) => s.pageErrors)
    await Promise.all(ended.map((s) => s.context.close().catch(() => undefined)))
    if (errors.length > 0) throw new Error(`uncaught error(s) in the page:\n${errors.join('\n')}`)
  })

  afterAll(async () => {
    await browser?.close()
  })

  async function newSession(options: SessionOptions = {}): Promise<Session> {
    if (!browser) throw new Error('the browser is not launched (useBrowser() must be called at the top of the file)')
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...(options.userAgent ? { userAgent: options.userAgent } : {}) })
    context.setDefaultTimeout(DEFAULT_TIMEOUT_MS)
    if (DEMO_DIST) await serveDemoFrom(context, DEMO_DIST)
    const page = await context.newPage()
    if (options.reducedMotion) await page.emulateMedia({ reducedMotion: options.reducedMotion })
    const started = Date.now()
    const session: Session = {
      context,
      page,
      requests: [],
      pageErrors: [],
      consoleErrors: [],
      allowPageErrors: false,
      async gotoDemo(demoOptions: DemoOptions = {}) {
        await page.goto(demoUrl(demoOptions), { waitUntil: 'load' })
        await demo(page).connectButton.waitFor({ state: 'visible' })
      },
    }
    context.on('request', (request) => {
      const url = new URL(request.url())
      session.requests.push({
        url: request.url(),
        method: request.method(),
        resourceType: request.resourceType(),
        port: portOf(url),
        pathname: url.pathname,
        at: Date.now() - started,
        request,
      })
    })
    page.on('pageerror', (error) => session.pageErrors.push(error.stack ?? error.message))
    page.on('console', (message) => {
      if (message.type() === 'error') session.consoleErrors.push(message.text())
    })
    sessions.push(session)
    if (options.goto !== false) await session.gotoDemo(options)
    return session
  }

  return { newSession }
}

// ---- locators ------------------------------------------------------------------------------------------

export function demo(page: Page) {
  return {
    connectButton: page.locator('button[data-testid="gw-connect-button"]'),
    themeToggle: page.locator('[data-testid="demo-theme-toggle"]'),
    state: page.locator('[data-testid="demo-state"]'),
    openNetworkStatus: page.locator('[data-testid="demo-open-network-status"]'),
  }
}

export function modal(page: Page) {
  const byTestId = (id: string): Locator => page.locator(`[data-testid="${id}"]`)
  return {
    host: page.locator('gangway-modal'),
    dialog: byTestId('gw-modal'),
    title: byTestId('gw-header-title'),
    back: byTestId('gw-header-back'),
    close: byTestId('gw-header-close'),
    walletRows: byTestId('gw-wallet-row'),
    skeletons: byTestId('gw-skeleton'),
    allWallets: byTestId('gw-wallet-all'),
    toast: byTestId('gw-toast'),
    alerts: byTestId('gw-alert'),
    alert: (title: string): Locator => byTestId('gw-alert').filter({ hasText: title }),
    view: (name: string): Locator => page.locator(`[data-view="${name}"]`),
    anyView: page.locator('[data-view]'),
  }
}

// ---- actions -------------------------------------------------------------------------------------------

/** Clicks the demo's connect button and waits for the dialog showing `view` (default Connect). */
/** ApproveTransaction's approval frame (the secure site draws the request and its buttons there). */
export function approvalFrame(page: Page, method?: string) {
  const frame = page.frameLocator(`[data-testid="gw-approve-transaction"]${method ? `[data-method="${method}"]` : ''} iframe[title="Approve request"]`)
  const approve = frame.locator('[data-testid="gw-approve"]')
  return {
    view: frame.locator('[data-testid="gw-approve-transaction"]'),
    approve,
    /** Approve is enabled once the frame has been seen in place, uncovered, for a moment. */
    settled: () => expect.poll(() => approve.isEnabled(), { timeout: DEFAULT_TIMEOUT_MS }).toBe(true),
    reject: frame.locator('[data-testid="gw-reject"]'),
    status: frame.locator('[data-testid="gw-approve-status"]'),
  }
}

export async function openWithButton(page: Page, view = 'Connect'): Promise<void> {
  await demo(page).connectButton.click()
  await modal(page).dialog.waitFor({ state: 'visible' })
  await modal(page).view(view).waitFor({ state: 'visible' })
}

/** Calls `window.appkit.open(options)` in the page and waits for the view. */
export async function openWithApi(page: Page, options: { view?: string } = {}, view = options.view ?? 'Connect'): Promise<void> {
  await page.evaluate((opts) => (window as unknown as DemoWindow).appkit.open(opts), options)
  await modal(page).view(view).waitFor({ state: 'visible' })
}

/** Waits until the dialog is removed from the shadow root (after its fade). */
export async function waitClosed(page: Page): Promise<void> {
  await modal(page).dialog.waitFor({ state: 'detached' })
}

export async function readState(page: Page): Promise<DemoState> {
  return page.evaluate(() => (window as unknown as DemoWindow).appkit.getState())
}

/** The demo's live state panel, parsed. */
export async function readDemoStatePanel(page: Page): Promise<Partial<DemoState>> {
  const text = (await demo(page).state.textContent()) ?? '{}'
  return JSON.parse(text) as Partial<DemoState>
}

export interface FocusInfo {
  /** The focused element (through shadow roots) is the dialog or inside it. */
  inDialog: boolean
  /** A stable id for the focused element, for telling elements apart across calls. */
  key: string
  testId: string | null
  describe: string
}

/** Where focus is, looking through shadow roots. */
export function deepFocus(page: Page): Promise<FocusInfo> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    const dialog = document.querySelector('gangway-modal')?.shadowRoot?.querySelector('[data-testid="gw-modal"]') ?? null
    const registry = ((window as unknown as { __gwFocusIds?: WeakMap<Element, string> }).__gwFocusIds ??= new WeakMap())
    let key = 'none'
    if (active) {
      key = registry.get(active) ?? `el${Math.random().toString(36).slice(2)}`
      registry.set(active, key)
    }
    const testId = active?.getAttribute('data-testid') ?? null
    const label = active?.getAttribute('aria-label') ?? active?.textContent?.trim().slice(0, 30) ?? ''
    return {
      inDialog: Boolean(dialog && active && dialog.contains(active)),
      key,
      testId,
      describe: active ? `<${active.tagName.toLowerCase()}${testId ? ` data-testid="${testId}"` : ''}> "${label}"` : '(nothing)',
    }
  })
}

/** Resolves when no finite CSS animation or transition runs in the document or the modal's shadow root. */
export async function waitForAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.querySelector('gangway-modal')?.shadowRoot
    const animations = [...document.getAnimations(), ...(root?.getAnimations() ?? [])]
    // Endless ones (skeleton shimmer, spinners) never finish and are not part of opening.
    const finite = animations.filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
    return finite.every((a) => a.playState !== 'running')
  })
}

/**
 * Waits (up to `ms`) for the wallet list to replace its skeleton rows (Connect: rows, All Wallets: tiles);
 * no-op when it does not.
 */
export async function settleWalletList(page: Page, ms = 5000): Promise<void> {
  await page
    .locator('[data-testid="gw-wallet-row"], [data-testid="gw-wallet-tile"]')
    .first()
    .waitFor({ state: 'visible', timeout: ms })
    .catch(() => undefined)
}

/**
 * The colour the user sees for a CSS colour value: resolves it through a canvas (so oklch(), color-mix()
 * and the like work) and returns [r, g, b, a] in 0..255.
 */
export function resolvedColour(page: Page, locator: Locator, property: 'backgroundColor' | 'color'): Promise<number[]> {
  return locator.evaluate((element, prop) => {
    const value = getComputedStyle(element)[prop]
    const canvas = document.createElement('canvas')
    canvas.width = 1
    canvas.height = 1
    const ctx = canvas.getContext('2d', { willReadFrequently: true })
    if (!ctx) throw new Error('no 2d canvas')
    ctx.fillStyle = value
    ctx.fillRect(0, 0, 1, 1)
    return [...ctx.getImageData(0, 0, 1, 1).data]
  }, property)
}

/** WCAG relative luminance of an sRGB colour (0 black … 1 white). */
export function luminance([r = 0, g = 0, b = 0]: number[]): number {
  const channel = (c: number): number => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

/** The backend key of a value a demo-project kit stores: `@gangway/gangway-demo[:<storageKey>]/<name>`. */
export function demoStorageKey(name: string, storageKey?: string): string {
  return `@gangway/gangway-demo${storageKey ? `:${storageKey}` : ''}/${name}`
}

/** What a demo-project kit stored under `name` in the page's localStorage (null when nothing). */
export function storedItem(page: Page, name: string, storageKey?: string): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), demoStorageKey(name, storageKey))
}
