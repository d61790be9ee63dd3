/**
 * Feature rollout from the remote config (issue 24), seen from the kit in the demo, with a project the dashboard's API
 * makes: swaps turned off there → the Account's Swap button is gone on the next open and getFlags() says 'remote'; the
 * e-mail login at a 50 % share → of 200 fresh visitor ids about half see the e-mail form (each one as its flags say),
 * and an id keeps its answer across reloads.
 */
import { randomBytes } from 'node:crypto'
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { codeFor, newEmail } from './emailLogin'
import { demo, demoUrl, modal, useBrowser } from './helpers'
import { connectFromList, sessionWithWallet } from './testWallet'

const DASHBOARD = 'http://127.0.0.1:3007'
const DEMO_ORIGIN = new URL(demoUrl()).origin
const VISITORS = 200
/** Pages loading visitors at once: the 200 loads take a quarter of the time. */
const PARALLEL = 4
/** An anvil account no other e2e file uses. */
const ACCOUNT_INDEX = 53

interface FlagValue {
  value: unknown
  source: string
}
type Flags = Record<string, FlagValue> & { ignored: { flag: string; reason?: string }[] }

/** Signs a new team in to the dashboard (the mailed code) and makes a project; its id and secret key. */
async function newProject(): Promise<{ id: string; secretKey: string }> {
  const email = newEmail('rollout')
  const call = async (path: string, body: unknown, cookie?: string): Promise<Response> => {
    const response = await fetch(`${DASHBOARD}/app/v1${path}`, {
      method: 'POST',
      headers: { origin: DASHBOARD, 'content-type': 'application/json', ...(cookie && { cookie }) },
      body: JSON.stringify(body),
    })
    expect(response.status, `${path}: ${await response.clone().text()}`).toBeLessThan(300)
    return response
  }
  const sentAfter = Date.now() - 1000
  await call('/sign-in/code', { email })
  const signedIn = await call('/sign-in', { email, code: await codeFor(email, sentAfter) })
  const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0]!
  const created = (await (await call('/projects', { name: 'Rollout e2e' }, cookie)).json()) as { project: { id: string }; secretKey: string }
  return { id: created.project.id, secretKey: created.secretKey }
}

/** The automation API with the project's secret key. */
async function put(project: { id: string; secretKey: string }, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${DASHBOARD}/api/v1/projects/${project.id}${path}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${project.secretKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.status, await response.clone().text()).toBe(200)
}

const flagsOf = (page: Page): Promise<Flags> =>
  page.evaluate(() => JSON.parse(JSON.stringify((window as unknown as { appkit: { getFlags(): unknown } }).appkit.getFlags())) as Flags)

/**
 * Opens Connect and waits for the remote config to have been applied: the project turns onramp off, so its source
 * becomes 'remote' in the same update that applies the e-mail share.
 */
async function openWithRemoteFlags(page: Page): Promise<Flags> {
  await page.evaluate(() => (window as unknown as { appkit: { open(): Promise<void> } }).appkit.open())
  await modal(page).view('Connect').waitFor({ state: 'visible' })
  await expect.poll(async () => (await flagsOf(page)).onramp?.source, { timeout: 30_000 }).toBe('remote')
  return flagsOf(page)
}

/** Loads the demo as the visitor `id` (the kit's stored rollout id), opens Connect; whether the e-mail form shows. */
async function visit(page: Page, projectId: string, id: string): Promise<boolean> {
  await page.evaluate(([key, value]) => localStorage.setItem(key!, JSON.stringify(value)), [`@gangway/${projectId}/visitorId`, id])
  await page.reload({ waitUntil: 'load' })
  await page.waitForFunction(() => 'appkit' in window)
  const flags = await openWithRemoteFlags(page)
  const emailInput = modal(page).dialog.getByRole('textbox', { name: /e-?mail/i })
  if (flags.email!.value === true) {
    await emailInput.waitFor({ state: 'visible' })
    expect(flags.email!.source).not.toBe('rollout')
    return true
  }
  expect(flags.email).toEqual({ value: false, source: 'rollout' })
  await expect.poll(() => emailInput.count()).toBe(0)
  return false
}

/** A fresh visitor id, as the kit makes one: 128 random bits in hex. */
const freshVisitorId = (): string => randomBytes(16).toString('hex')

const { newSession } = useBrowser()

describe('rollout from the remote config', () => {
  test("swaps off on the dashboard: the Swap button is gone on the next open and getFlags() says 'remote'", async () => {
    const project = await newProject()
    await put(project, '/origins', { origins: [DEMO_ORIGIN] })
    const { page, wallet } = await sessionWithWallet(newSession, { accountIndex: ACCOUNT_INDEX, projectId: project.id })
    await connectFromList(page, wallet)
    await page.evaluate(() => (window as unknown as { appkit: { open(): Promise<void> } }).appkit.open())
    await modal(page).view('Account').waitFor({ state: 'visible' })
    await modal(page).dialog.getByTestId('gw-account-feature-swaps').waitFor({ state: 'visible' })
    expect((await flagsOf(page)).swaps).toEqual({ value: true, source: expect.stringMatching(/^(default|local)$/) as unknown })

    await put(project, '/features', { swaps: false })
    // The next visit fetches the config again (once per page load).
    await page.reload({ waitUntil: 'load' })
    // The test wallet reconnects on its own after the reload.
    await expect.poll(() => demo(page).connectButton.textContent(), { timeout: 30_000 }).toMatch(/^0x/)
    await page.evaluate(() => (window as unknown as { appkit: { open(): Promise<void> } }).appkit.open())
    await modal(page).view('Account').waitFor({ state: 'visible' })
    await expect.poll(async () => (await flagsOf(page)).swaps, { timeout: 30_000 }).toEqual({ value: false, source: 'remote' })
    await expect.poll(() => modal(page).dialog.getByTestId('gw-account-feature-swaps').count()).toBe(0)
  })

  test(`e-mail at a 50 % share: of ${VISITORS} fresh visitor ids between 70 and 130 see the e-mail form, and an id keeps its answer after a reload`, { timeout: 600_000 }, async () => {
    const project = await newProject()
    await put(project, '/origins', { origins: [DEMO_ORIGIN] })
    await put(project, '/features', { email: true, onramp: false, rollouts: { email: 50 } })
    const pages = await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        const { page } = await newSession({ projectId: project.id })
        return page
      }),
    )
    const ids = Array.from({ length: VISITORS }, freshVisitorId)
    const answers = new Map<string, boolean>()
    await Promise.all(
      pages.map(async (page, lane) => {
        for (let index = lane; index < ids.length; index += PARALLEL) answers.set(ids[index]!, await visit(page, project.id, ids[index]!))
      }),
    )
    const seeing = [...answers.values()].filter(Boolean).length
    expect(seeing).toBeGreaterThanOrEqual(70)
    expect(seeing).toBeLessThanOrEqual(130)

    // The same ids again, each after another reload: the same answers.
    const again = ids.slice(0, 20)
    for (const id of again) expect(await visit(pages[0]!, project.id, id), id).toBe(answers.get(id))
  })
})
