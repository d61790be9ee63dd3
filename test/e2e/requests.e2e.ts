/**
 * No request before intent, the config call when the visitor opens the modal, and local options as the
 * authority over remote flags (a remote flag may only turn a feature off, and says so).
 */
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { CHAIN_PORTS, SERVICE_PORTS, demo, modal, openWithButton, useBrowser } from './helpers'
import type { DemoWindow, RecordedRequest } from './helpers'

const { newSession } = useBrowser()

const toService = (r: RecordedRequest): boolean =>
  (SERVICE_PORTS as readonly number[]).includes(r.port) || (CHAIN_PORTS as readonly number[]).includes(r.port)
const isConfigCall = (r: RecordedRequest): boolean => r.port === 3001 && r.pathname === '/appkit/v1/config'
const describeRequests = (list: RecordedRequest[]): string => list.map((r) => `${r.method} ${r.url}`).join('\n') || '(none)'

describe('no request before intent', () => {
  test('a page load followed by 1 s idle sends nothing to the services (ports 3001–3006, chains)', async () => {
    const { page, requests } = await newSession()
    await page.waitForLoadState('networkidle').catch(() => undefined)
    await page.waitForTimeout(1000)
    const early = requests.filter(toService)
    expect(early, `requests before intent:\n${describeRequests(early)}`).toEqual([])
    expect(requests.filter((r) => r.port === 3000).length, 'the demo itself did load').toBeGreaterThan(0)
    const elsewhere = requests.filter((r) => !r.url.startsWith('data:') && new URL(r.url).origin !== 'http://127.0.0.1:3000')
    expect(elsewhere, `requests to anything but the demo's own origin (a fonts or vendor host, say):\n${describeRequests(elsewhere)}`).toEqual([])
  })

  test('opening the modal makes GET /appkit/v1/config with projectId, st and sv', async () => {
    const { page, requests } = await newSession()
    await page.waitForTimeout(300)
    expect(requests.filter(toService)).toEqual([])

    const configRequest = page.waitForRequest((request) => {
      const url = new URL(request.url())
      return url.port === '3001' && url.pathname === '/appkit/v1/config'
    })
    await openWithButton(page)
    const request = await configRequest
    const url = new URL(request.url())

    expect(request.method()).toBe('GET')
    expect(url.searchParams.get('projectId')).toBe('gangway-demo')
    expect(url.searchParams.get('st'), 'st (sdk type) is sent').toBeTruthy()
    expect(url.searchParams.get('sv'), 'sv (sdk version) is sent').toBeTruthy()
    const response = await request.response()
    expect(response?.status()).toBe(200)
    // One config call for one open.
    await page.waitForTimeout(300)
    expect(requests.filter(isConfigCall)).toHaveLength(1)
  })

  test('?projectId= reaches the config call', async () => {
    const { page, requests } = await newSession({ projectId: 'gangway-test' })
    await openWithButton(page)
    await expect.poll(() => requests.filter(isConfigCall).length).toBeGreaterThan(0)
    expect(new URL(requests.find(isConfigCall)!.url).searchParams.get('projectId')).toBe('gangway-test')
  })
})

// ---- flags ----------------------------------------------------------------------------------------------

interface FlagEntry {
  value: unknown
  source: unknown
}

/**
 * Reads one feature's resolved value and source from appkit.getFlags(). Accepts the two natural shapes of
 * "one immutable record that says where each value came from": { swaps: { value, source } } and
 * { values: { swaps }, sources: { swaps } } (also under a `features` key).
 */
function flagEntry(flags: unknown, key: string): FlagEntry | undefined {
  const record = (x: unknown): Record<string, unknown> | undefined =>
    x !== null && typeof x === 'object' ? (x as Record<string, unknown>) : undefined
  const root = record(flags)
  if (!root) return undefined
  for (const candidate of [root, record(root.features), record(root.flags)]) {
    const entry = record(candidate?.[key])
    if (entry && 'value' in entry) return { value: entry.value, source: entry.source }
  }
  const values = record(root.values)
  const sources = record(root.sources)
  if (values && key in values) return { value: values[key], source: sources?.[key] }
  return undefined
}

async function readFlags(page: Page): Promise<unknown> {
  return page.evaluate(() => JSON.parse(JSON.stringify((window as unknown as DemoWindow).appkit.getFlags())) as unknown)
}

describe('local options are the authority', () => {
  test('gangway-remote-off: swaps off with source remote, and the "Local configuration ignored" warning', async () => {
    const { page } = await newSession({ projectId: 'gangway-remote-off' })
    await openWithButton(page)

    await modal(page).alert('Local configuration ignored').waitFor({ state: 'visible' })
    let flags: unknown
    await expect
      .poll(
        async () => {
          flags = await readFlags(page)
          return flagEntry(flags, 'swaps')
        },
        { message: 'getFlags().swaps after the config call' },
      )
      .toEqual({ value: false, source: 'remote' })
    // The modal keeps working under the warning.
    expect(await modal(page).view('Connect').isVisible()).toBe(true)
  })

  test('gangway-demo: swaps stay on from the local options, and no warning', async () => {
    const { page, requests } = await newSession()
    await openWithButton(page)
    await expect.poll(() => requests.filter(isConfigCall).length).toBeGreaterThan(0)
    await requests.find(isConfigCall)!.request.response()
    await page.waitForTimeout(500)

    const swaps = flagEntry(await readFlags(page), 'swaps')
    expect(swaps?.value).toBe(true)
    expect(swaps?.source).not.toBe('remote')
    expect(await modal(page).alert('Local configuration ignored').count()).toBe(0)
  })

  test('the resolved flags cannot be changed from outside', async () => {
    const { page } = await newSession({ projectId: 'gangway-remote-off' })
    await openWithButton(page)
    await modal(page).alert('Local configuration ignored').waitFor({ state: 'visible' })
    const before = await readFlags(page)
    await page.evaluate(() => {
      const flags = (window as unknown as DemoWindow).appkit.getFlags() as Record<string, unknown>
      const poke = (target: unknown) => {
        if (target === null || typeof target !== 'object') return
        for (const key of Object.keys(target)) {
          try {
            ;(target as Record<string, unknown>)[key] = { value: true, source: 'tampered' }
          } catch {
            // frozen: good
          }
        }
      }
      poke(flags)
      poke(flags.values)
      poke(flags.sources)
    })
    expect(await readFlags(page)).toEqual(before)
  })
})

test('the demo page has the controls the suite drives', async () => {
  const { page } = await newSession()
  const d = demo(page)
  for (const [name, locator] of Object.entries(d)) expect(await locator.count(), name).toBe(1)
})
