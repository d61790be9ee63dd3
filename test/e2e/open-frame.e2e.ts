/**
 * The modal shows in the click's frame (DESIGN.md, "open() paints in the same frame"; issue 22 item 1): the shell and
 * Connect render in the click's task, visible in the first frame after it (the entry animation starts visible), with
 * their code already here: fetched while the page was idle, the views one click away on intent. Frames, not
 * milliseconds: nothing here depends on how fast the machine is.
 */
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { demo, modal, sleep, useBrowser, type RecordedRequest } from './helpers'

const { newSession } = useBrowser()

interface FrameCheck {
  /** The dialog was in the DOM when the click's own task ended. */
  inClickTask: boolean
  /** In the first animation frame after the click: its box, visibility and effective opacity. */
  firstFrame: { width: number; height: number; visibility: string; opacity: number; view: string | null }
}

/** Arms a probe for the next click on the page; resolves once the first frame after it has been read. */
function armFrameProbe(page: Page, selector: string): Promise<void> {
  return page.evaluate((selector) => {
    const find = () => document.querySelector('gangway-modal')?.shadowRoot?.querySelector<HTMLElement>(selector) ?? null
    const effectiveOpacity = (element: Element) => {
      let opacity = 1
      for (let node: Node | null = element; node; node = node.parentNode instanceof ShadowRoot ? node.parentNode.host : node.parentNode) {
        if (node instanceof Element) opacity *= Number(getComputedStyle(node).opacity)
      }
      return opacity
    }
    const state = window as unknown as { __frameCheck?: Promise<FrameCheck> }
    state.__frameCheck = new Promise<FrameCheck>((resolve) => {
      let inClickTask = false
      // The window's bubble listener runs last; its microtask runs after every handler and the microtask React
      // flushes its sync render in: still the click's own task.
      window.addEventListener('click', () => queueMicrotask(() => (inClickTask = find() !== null)), { once: true })
      window.addEventListener(
        'click',
        () => {
          requestAnimationFrame(() => {
            const element = find()
            const box = element?.getBoundingClientRect()
            resolve({
              inClickTask,
              firstFrame: {
                width: box?.width ?? 0,
                height: box?.height ?? 0,
                visibility: element ? getComputedStyle(element).visibility : 'none',
                opacity: element ? effectiveOpacity(element) : 0,
                view: element?.closest('[role="dialog"]')?.querySelector('[data-view]')?.getAttribute('data-view') ?? null,
              },
            })
          })
        },
        { capture: true, once: true },
      )
    })
  }, selector)
}

/** Waits until the page has sent no request for half a second (the preloads have landed). */
async function quiet(requests: readonly RecordedRequest[]): Promise<void> {
  for (let count = -1; count !== requests.length; ) {
    count = requests.length
    await sleep(500)
  }
}

const frameCheck = (page: Page): Promise<FrameCheck> => page.evaluate(() => (window as unknown as { __frameCheck: Promise<FrameCheck> }).__frameCheck)

describe('the modal in the click’s frame', () => {
  test('the first frame after the click shows the dialog and Connect, visible, and the open fetches no code', async () => {
    const { page, requests } = await newSession()
    // The idle preload: Connect's chunk arrives while nobody touches the page.
    await quiet(requests)
    const button = demo(page).connectButton
    // Intent: the pointer rests on the button, as a visitor's does before pressing; the next views' code and the
    // plugins' sections arrive.
    await button.hover()
    await quiet(requests)
    await armFrameProbe(page, '[data-testid="gw-modal"]')
    const before = requests.length
    await button.click()
    const check = await frameCheck(page)
    expect(check.inClickTask, 'the dialog is rendered in the click’s own task').toBe(true)
    expect(check.firstFrame.width).toBeGreaterThan(0)
    expect(check.firstFrame.height).toBeGreaterThan(0)
    expect(check.firstFrame.visibility).not.toBe('hidden')
    expect(check.firstFrame.opacity, 'the entry animation starts visible').toBeGreaterThan(0)
    expect(check.firstFrame.view).toBe('Connect')
    await modal(page).walletRows.first().waitFor()
    await page.waitForTimeout(500)
    const code = requests.slice(before).filter((request) => request.resourceType === 'script')
    expect(code.map((request) => request.pathname), 'no chunk is fetched by the first open').toEqual([])
  })

  test('All Wallets, pointed at then clicked, shows wallet tiles in its first frame', async () => {
    const { page, requests } = await newSession()
    await demo(page).connectButton.click()
    await modal(page).walletRows.first().waitFor()
    const allWallets = modal(page).allWallets
    const firstPage = page.waitForResponse((response) => {
      const url = new URL(response.url())
      return url.pathname === '/getWallets' && url.searchParams.get('entries') === '40' && url.searchParams.get('page') === '1'
    })
    // Intent on the row asks for the first page; the view's code came on intent on the connect button.
    await allWallets.hover()
    await firstPage
    await quiet(requests)
    await armFrameProbe(page, '[data-testid="gw-wallet-tile"]')
    await allWallets.click()
    const check = await frameCheck(page)
    expect(check.firstFrame.width, 'a wallet tile in the first frame after the click').toBeGreaterThan(0)
    expect(check.firstFrame.opacity).toBeGreaterThan(0)
    expect(check.firstFrame.view).toBe('AllWallets')
  })

  test('with reduced motion the dialog shows at full opacity in its first frame', async () => {
    const { page, requests } = await newSession({ reducedMotion: 'reduce' })
    await quiet(requests)
    await armFrameProbe(page, '[data-testid="gw-modal"]')
    await demo(page).connectButton.click()
    const check = await frameCheck(page)
    expect(check.firstFrame.opacity).toBe(1)
  })
})
