/**
 * The names plugin in real Chromium against the reference cloud: an e-mail visitor (the embedded wallet, the auth
 * connector) opens "Choose account name" on Account, sees the §5 rules under the field as they type, the fixed
 * zone's suggestions and availability, registers a name by approving the signature, and Account shows it; a second
 * visitor who saw the same name free is refused with the service's reason word for word. The cloud's database
 * outlives a run (and a running cloud may be reused), so every name carries a random suffix. No test-wallet accounts.
 */
import { describe, expect, test } from 'vitest'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { Page } from 'playwright-core'
import { approvalFrame, deepFocus, modal, openWithButton, useBrowser } from './helpers'
import { modalAxeViolations, viewShot } from './viewChecks'
import { loginWithEmail, newEmail } from './emailLogin'

const { newSession } = useBrowser()
const CHAIN_DATA = 'http://127.0.0.1:3002'
const PROJECT = 'gangway-demo'
/** Gangway Local's coin type: 31337 with the high bit set (§5). */
const LOCAL_COIN_TYPE = (0x80000000 | 31337) >>> 0

/** 'alice-wallet' made unique for this run (letters, digits and hyphens: still a valid name). */
const uniqueLabel = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`

function namesView(page: Page) {
  const byTestId = (id: string) => page.locator(`[data-testid="${id}"]`)
  return {
    input: byTestId('gw-names-input'),
    rule: byTestId('gw-names-rule'),
    availability: byTestId('gw-names-availability'),
    register: byTestId('gw-names-register'),
    error: byTestId('gw-names-error'),
    suggestions: byTestId('gw-names-suggestion'),
    done: byTestId('gw-names-done'),
    registered: byTestId('gw-names-registered'),
  }
}



/** Logged in by e-mail: Account → "Choose account name" (by keyboard) → RegisterAccountName, the field focused. */
async function openChooseName(page: Page, options: { axe?: boolean } = {}): Promise<`0x${string}`> {
  const address = await loginWithEmail(page, newEmail('names'))
  await openWithButton(page, 'Account')
  const row = page.locator('[data-testid="gw-account-action-choose-name"]')
  expect(await row.textContent()).toBe('Choose account name')
  if (options.axe) expect(await modalAxeViolations(page)).toEqual([])
  await row.focus()
  await page.keyboard.press('Enter')
  await modal(page).view('RegisterAccountName').waitFor({ state: 'visible' })
  expect(await modal(page).title.textContent()).toBe('Choose Name')
  await expect.poll(() => deepFocus(page).then((focus) => focus.testId)).toBe('gw-names-input')
  return address
}

/** Types into the focused field, as a visitor does (every key), after clearing it. */
async function typeName(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.press('Backspace')
  await page.keyboard.type(text)
}

describe('name registration with the embedded wallet', () => {
  test("the §5 rules under the field, the zone's suggestions, Register signed through ApproveTransaction, then Account shows the name; a second visitor is refused with the service's reason", async () => {
    const label = uniqueLabel('alice-wallet')
    const name = `${label}.gangway.id`

    // The second visitor opens the view first and sees the name free.
    const second = await newSession()
    await openChooseName(second.page)
    const theirs = namesView(second.page)
    await typeName(second.page, label)
    await expect.poll(() => theirs.availability.textContent()).toBe(`${name} is available`)

    const { page } = await newSession()
    const address = await openChooseName(page, { axe: true })
    const view = namesView(page)
    await viewShot(page, 'names-empty')

    await typeName(page, 'abc')
    expect(await view.rule.textContent()).toBe('Name must be at least 4 characters long')
    expect(await view.input.getAttribute('aria-invalid')).toBe('true')
    await typeName(page, 'bad_name!')
    expect(await view.rule.textContent()).toBe('Can only contain letters, numbers and - characters')
    expect(await view.register.getAttribute('aria-disabled')).toBe('true')
    await viewShot(page, 'names-rule')
    expect(await modalAxeViolations(page)).toEqual([])

    await typeName(page, label)
    await view.rule.waitFor({ state: 'detached' })
    await expect.poll(() => view.availability.textContent()).toBe(`${name} is available`)
    const suggested = await view.suggestions.evaluateAll((rows) => rows.map((row) => [row.getAttribute('data-name'), row.getAttribute('data-registered')]))
    expect(suggested[0]).toEqual([name, 'false'])
    expect(suggested.length).toBeGreaterThan(1)
    for (const [other] of suggested.slice(1)) expect(other).toMatch(new RegExp(`${label}.*\\.gangway\\.id$`))
    await viewShot(page, 'names-available')
    expect(await modalAxeViolations(page)).toEqual([])

    // Enter in the field registers: the embedded wallet asks for approval first.
    await page.keyboard.press('Enter')
    await modal(page).view('ApproveTransaction').waitFor({ state: 'visible' })
    const frame = approvalFrame(page)
    await frame.settled()
    await frame.approve.click()
    await modal(page).view('RegisterAccountNameSuccess').waitFor({ state: 'visible', timeout: 30_000 })
    expect(await modal(page).title.textContent()).toBe('Name Registered')
    expect(await view.registered.textContent()).toBe(name)
    await expect.poll(() => deepFocus(page).then((focus) => focus.testId)).toBe('gw-names-done')
    await viewShot(page, 'names-success')
    expect(await modalAxeViolations(page)).toEqual([])

    // The cloud's lookups answer with it.
    const profile = await (await fetch(`${CHAIN_DATA}/v1/profile/account/${name}?projectId=${PROJECT}&apiVersion=2`)).json()
    expect(profile).toMatchObject({ name, addresses: { '60': { address }, [String(LOCAL_COIN_TYPE)]: { address } } })
    expect(await (await fetch(`${CHAIN_DATA}/v1/identity/${address}?projectId=${PROJECT}`)).json()).toEqual({ name, avatar: null })

    // Let's Go! (Enter) → Account shows the name where the address was, and no longer offers to choose one.
    await page.keyboard.press('Enter')
    await modal(page).view('Account').waitFor({ state: 'visible' })
    await expect.poll(() => page.locator('[data-testid="gw-account-address"]').textContent()).toBe(name)
    expect(await page.locator('[data-testid="gw-account-action-choose-name"]').count()).toBe(0)
    await viewShot(page, 'names-account')

    // The second visitor presses Register for the name they saw free: the service refuses, its reason shown as it is.
    await theirs.register.click()
    await modal(second.page).view('ApproveTransaction').waitFor({ state: 'visible' })
    const theirFrame = approvalFrame(second.page)
    await theirFrame.settled()
    await theirFrame.approve.click()
    await modal(second.page).view('RegisterAccountName').waitFor({ state: 'visible' })
    await expect.poll(() => theirs.error.textContent()).toBe(`The name ${name} is already taken`)
    expect(await theirs.error.getAttribute('role')).toBe('alert')
    // The suggestions are asked again at once: the name shows as registered, and Register is off.
    await expect.poll(() => theirs.availability.textContent()).toBe(`${name} is already registered`)
    expect(await theirs.register.getAttribute('aria-disabled')).toBe('true')
    await viewShot(second.page, 'names-taken')
    expect(await modalAxeViolations(second.page)).toEqual([])

    // The send plugin's receiver lookup finds the first visitor by the name.
    await second.page.evaluate(() => (window as unknown as { appkit: { open(o: unknown): Promise<void> } }).appkit.open({ view: 'Send' }))
    await modal(second.page).view('Send').waitFor({ state: 'visible' })
    await second.page.locator('[data-testid="gw-send-receiver"]').fill(name)
    const status = second.page.locator('[data-testid="gw-send-receiver-status"]')
    await expect.poll(() => status.getAttribute('data-address').then((found) => found?.toLowerCase())).toBe(address.toLowerCase())
    expect(await status.textContent()).toMatch(new RegExp(`^${name.replaceAll('.', '\\.')} → 0x`))
  }, 180_000)

  test('straight to the API: a replayed message and a tampered signature are refused', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const message = JSON.stringify({ name: `${uniqueLabel('api-name')}.gangway.id`, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
    const signature = await account.signMessage({ message })
    const post = async (body: unknown) => {
      const response = await fetch(`${CHAIN_DATA}/v1/profile/account?projectId=${PROJECT}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      return { status: response.status, body: (await response.json()) as { reasons?: { name: string; description: string }[] } }
    }
    const body = { coin_type: LOCAL_COIN_TYPE, address: account.address, message, signature }
    const tampered = await post({ ...body, signature: `${signature.slice(0, 10)}${signature[10] === '0' ? '1' : '0'}${signature.slice(11)}` })
    expect(tampered.status).toBe(401)
    expect(tampered.body.reasons?.[0]?.name).toBe('INVALID_SIGNATURE')
    expect((await post(body)).status).toBe(200)
    const replay = await post(body)
    expect(replay.status).toBe(409)
    expect(replay.body.reasons?.[0]).toEqual({ name: 'MESSAGE_ALREADY_USED', description: 'This signed message was already used: sign a new one' })
  })
})
