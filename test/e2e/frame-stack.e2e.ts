/**
 * Issue 23 items 4–6 in the browser: the login frame follows the modal's theme (SYNC_THEME); closing the modal
 * while a request waits aborts it ('Request was aborted', RPC_ABORT); wallet_getCapabilities needs the address and
 * answers the embedded account's capabilities; getState().loading while a request is in flight; a failed
 * connection is reported to POST /e as an error with errorType, errorMessage and stackTrace, and not at all with
 * analytics off. The test wallet here uses account #47 (no other suite does).
 */
import { describe, expect, test } from 'vitest'
import type { Frame, Page } from 'playwright-core'
import { approvalFrame, demo, modal, readState, useBrowser, type DemoWindow } from './helpers'
import { loginWithEmail, newEmail, SECURE_SITE } from './emailLogin'
import { sessionWithWallet } from './testWallet'
import { connectTestWallet } from '../../src/testing'

const { newSession } = useBrowser()
const API = 'http://127.0.0.1:3001'
const ACCOUNT_INDEX = 47

/** The hidden login frame's document, served by the secure site. */
function loginFrame(page: Page): Frame {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(`${SECURE_SITE}/frame`))
  if (!frame) throw new Error('no login frame in the page')
  return frame
}

const frameTheme = (page: Page) => loginFrame(page).evaluate(() => ({ theme: document.documentElement.dataset['theme'], colorScheme: document.documentElement.style.colorScheme }))

interface StoredEvent {
  timestamp: number
  props: { type: string; event: string; errorType?: string; errorMessage?: string; stackTrace?: string }
}

async function storedErrors(projectId: string, since: number): Promise<StoredEvent[]> {
  const body = (await (await fetch(`${API}/e?projectId=${projectId}`)).json()) as { data: StoredEvent[] }
  return body.data.filter((event) => event.timestamp >= since && event.props.type === 'error')
}

describe('the login frame and the requests it serves', () => {
  test("the frame follows the modal's theme: its document's data-theme and color-scheme change with setThemeMode", async () => {
    const { page } = await newSession({ theme: 'dark', query: { accountType: 'eoa' } })
    await loginWithEmail(page, newEmail('theme'))
    await expect.poll(() => frameTheme(page)).toEqual({ theme: 'dark', colorScheme: 'dark' })
    await page.evaluate(() => (window as unknown as DemoWindow).appkit.setThemeMode('light'))
    await expect.poll(() => frameTheme(page)).toEqual({ theme: 'light', colorScheme: 'light' })
    await page.evaluate(() => (window as unknown as DemoWindow).appkit.setThemeVariables({ '--w3m-accent': '#00aa00' }))
    await expect.poll(() => loginFrame(page).evaluate(() => document.documentElement.style.getPropertyValue('--gw-accent'))).toBe('#00aa00')
  })

  test("closing the modal while a signature waits aborts it: 'Request was aborted'; loading is on only while it waits", async () => {
    const { page } = await newSession({ query: { accountType: 'eoa' } })
    await loginWithEmail(page, newEmail('abort'))
    expect((await readState(page)).loading).toBe(false)
    await page.locator('[data-testid="demo-sign"]').click()
    await modal(page).view('ApproveTransaction').waitFor({ state: 'visible' })
    await approvalFrame(page).view.waitFor()
    expect((await readState(page)).loading).toBe(true)
    await modal(page).close.click()
    await expect.poll(() => page.locator('[data-testid="demo-error"]').textContent()).toBe('Request was aborted')
    expect((await readState(page)).loading).toBe(false)
    await modal(page).dialog.waitFor({ state: 'detached' })
  })

  test("wallet_getCapabilities needs the address; with the wallet's own it answers the embedded account's capabilities", async () => {
    const { page } = await newSession({ query: { accountType: 'eoa' } })
    const address = await loginWithEmail(page, newEmail('capabilities'))
    const ask = (params: unknown[]) =>
      page.evaluate(async (params) => {
        const provider = (window as unknown as { appkit: { getWalletProvider(ns: string): { request(args: { method: string; params?: unknown[] }): Promise<unknown> } } }).appkit.getWalletProvider('eip155')
        try {
          return { result: await provider.request({ method: 'wallet_getCapabilities', params }) }
        } catch (error) {
          return { error: { code: (error as { code?: unknown }).code, message: (error as Error).message } }
        }
      }, params)
    expect(await ask([])).toEqual({ error: { code: -32602, message: 'A capabilities request needs an address parameter' } })
    expect(await ask([address])).toEqual({ result: { '0x7a69': { atomic: { status: 'unsupported' }, paymasterService: { supported: false } } } })
  })
})

describe('analytics error reports', () => {
  test('a failed connection posts an error event with errorType, errorMessage and stackTrace', async () => {
    const startedAt = Date.now()
    const { page, wallet } = await sessionWithWallet(newSession, { accountIndex: ACCOUNT_INDEX })
    wallet.faults.next({ kind: 'reject' })
    await expect(connectTestWallet(page, wallet)).rejects.toThrow(/refused the connection/)
    await expect.poll(async () => (await storedErrors('gangway-demo', startedAt)).filter((event) => event.props.event === 'CONNECT_ERROR').length, { timeout: 10_000 }).toBe(1)
    const [report] = (await storedErrors('gangway-demo', startedAt)).filter((event) => event.props.event === 'CONNECT_ERROR')
    expect(report?.props).toMatchObject({ type: 'error', event: 'CONNECT_ERROR', errorType: expect.any(String), errorMessage: 'User rejected the request.', stackTrace: expect.any(String) })
    expect(await demo(page).connectButton.textContent()).not.toMatch(/^0x/)
  })

  test('with analytics off for the project, a failed connection posts nothing', async () => {
    const { page, wallet, session } = await sessionWithWallet(newSession, { accountIndex: ACCOUNT_INDEX, projectId: 'gangway-test' })
    wallet.faults.next({ kind: 'reject' })
    await expect(connectTestWallet(page, wallet)).rejects.toThrow(/refused the connection/)
    await expect.poll(() => session.requests.some((request) => request.pathname === '/getAnalyticsConfig')).toBe(true)
    await page.waitForTimeout(500)
    expect(session.requests.filter((request) => request.pathname === '/e')).toEqual([])
  })
})
