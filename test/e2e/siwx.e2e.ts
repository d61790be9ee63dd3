/**
 * Sign in with the wallet (SIWX) in real Chromium against the reference cloud: the demo with ?siwx=optional|required
 * (cloudSiwx from gangway/siwx). The test wallet connects, SIWXSignMessage asks, the wallet signs, the cloud keeps the
 * session (read straight from its API), the modal closes and the dApp reads the session; a reload keeps it, revoke ends
 * it. With sign-in required the modal cannot be closed on the sign view and Cancel disconnects; a refused signature
 * shows 'Error signing message'; another network asks again and Cancel goes back. Straight to the API, a tampered
 * signature or a replayed nonce is refused. An e-mail visitor is signed in by the login itself. Accounts #31–#34.
 */
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import type { TestWallet } from '../../src/testing'
import { demo, deepFocus, modal, useBrowser } from './helpers'
import { loginWithEmail, newEmail } from './emailLogin'
import { LOCAL, LOCAL_2, sessionWithWallet } from './testWallet'
import { modalAxeViolations, viewShot } from './viewChecks'

const { newSession } = useBrowser()
const CHAIN_DATA = 'http://127.0.0.1:3002'
const PROJECT = 'gangway-demo'
const DEMO_ORIGIN = 'http://127.0.0.1:3000'

interface CloudSession {
  pci: string
  data: { accountAddress: string; chainId: string; domain: string }
  message: string
}

/**
 * The address's live sessions as the cloud answers GET /v1/sessions/{address}. The cloud's database outlives a run
 * (and a running cloud may be reused), so tests compare with what was there before they signed.
 */
async function cloudSessions(address: string, chainId = `eip155:${LOCAL.id}`): Promise<CloudSession[]> {
  const response = await fetch(`${CHAIN_DATA}/v1/sessions/${address}?chainId=${chainId}&projectId=${PROJECT}`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { sessions: CloudSession[] }).sessions
}

interface DemoSignIn {
  required: boolean
  status: string
  account?: string
  chainId?: string
}

/** The sign-in as the demo page reads it (useAppKitSIWXState). */
async function dappSignIn(page: Page): Promise<DemoSignIn> {
  return JSON.parse((await page.locator('[data-testid="demo-siwx"]').textContent()) ?? '{}') as DemoSignIn
}

function signView(page: Page) {
  const byTestId = (id: string) => page.locator(`[data-testid="${id}"]`)
  return {
    view: modal(page).view('SIWXSignMessage'),
    root: byTestId('gw-siwx'),
    title: byTestId('gw-siwx-title'),
    domain: byTestId('gw-siwx-domain'),
    account: byTestId('gw-siwx-account'),
    network: byTestId('gw-siwx-network'),
    statement: byTestId('gw-siwx-statement'),
    sign: byTestId('gw-siwx-sign'),
    cancel: byTestId('gw-siwx-cancel'),
  }
}

/** A demo page with sign-in on and the test wallet installed; connects from the list and waits for the sign view. */
async function connectToSignView(accountIndex: number, siwx: 'optional' | 'required'): Promise<{ page: Page; wallet: TestWallet }> {
  const { page, wallet } = await sessionWithWallet(newSession, { accountIndex, chains: [LOCAL, LOCAL_2], query: { siwx } })
  await demo(page).connectButton.click()
  await modal(page).view('Connect').waitFor({ state: 'visible' })
  await page.locator(`[data-testid="gw-wallet-row"][data-wallet-id="${wallet.info.rdns}"]`).click()
  await signView(page).view.waitFor({ state: 'visible' })
  // The summary's message (a nonce from the cloud) is there.
  await expect.poll(() => signView(page).statement.textContent()).toBe('Please sign with your account')
  return { page, wallet }
}

const personalSigns = (wallet: TestWallet) => wallet.requests.filter((entry) => entry.method === 'personal_sign')

/** What the wallet was asked to sign last, as text. */
function lastSigned(wallet: TestWallet): string {
  const [hex] = (personalSigns(wallet).at(-1)?.params ?? []) as [string]
  return Buffer.from(hex.slice(2), 'hex').toString('utf8')
}

describe('sign in with the wallet, optional', () => {
  test('connect → SIWXSignMessage → Sign: the cloud holds the session, the modal closes, the dApp reads it; a reload keeps it; another network asks again; revoke ends it', async () => {
    const { page, wallet } = await connectToSignView(31, 'optional')
    const address = wallet.address
    const view = signView(page)
    expect(await modal(page).title.textContent()).toBe('Sign In')
    expect(await view.title.textContent()).toBe('Gangway demo needs to connect to your wallet')
    expect(await view.domain.textContent()).toBe('127.0.0.1:3000')
    expect(await view.account.getAttribute('title')).toBe(address)
    expect(await view.network.textContent()).toBe(LOCAL.name)
    expect(await view.root.textContent()).toContain('Cancel to go on without signing in.')
    // Optional: the close button is there.
    expect(await modal(page).close.count()).toBe(1)
    expect(await modalAxeViolations(page)).toEqual([])
    await viewShot(page, 'siwx-sign-optional')
    const before = (await cloudSessions(address)).map((kept) => kept.pci)

    // Sign by keyboard.
    await view.sign.focus()
    await page.keyboard.press('Enter')
    await modal(page).dialog.waitFor({ state: 'detached' })
    expect(lastSigned(wallet)).toMatch(new RegExp(`^127\\.0\\.0\\.1:3000 wants you to sign in with your Ethereum account:\\n${address}\\n`))
    const session = (await cloudSessions(address)).find((kept) => !before.includes(kept.pci))
    expect(session?.data).toMatchObject({ accountAddress: address, chainId: `eip155:${LOCAL.id}`, domain: '127.0.0.1:3000' })
    expect(session?.message).toBe(lastSigned(wallet))
    await expect.poll(() => dappSignIn(page)).toMatchObject({ required: false, status: 'signed-in', account: address, chainId: `eip155:${LOCAL.id}` })

    // A reload restores the connection and the session: no second prompt.
    const signsBefore = personalSigns(wallet).length
    await page.reload()
    await expect.poll(() => dappSignIn(page)).toMatchObject({ status: 'signed-in', account: address })
    expect(await modal(page).dialog.count()).toBe(0)
    expect(personalSigns(wallet).length).toBe(signsBefore)

    // The second local chain has no session: the sign view asks again, for that network.
    await page.getByRole('button', { name: `Use ${LOCAL_2.name}`, exact: true }).click()
    await view.view.waitFor({ state: 'visible' })
    await expect.poll(() => view.network.textContent()).toBe(LOCAL_2.name)
    await expect.poll(() => dappSignIn(page)).toMatchObject({ status: 'idle' })
    // Optional: Cancel just closes; the wallet stays connected on the other chain.
    await view.cancel.click()
    await modal(page).dialog.waitFor({ state: 'detached' })
    await expect.poll(() => demo(page).connectButton.textContent()).toMatch(/^0x/)
    await page.getByRole('button', { name: `Use ${LOCAL.name}`, exact: true }).click()
    await expect.poll(() => dappSignIn(page)).toMatchObject({ status: 'signed-in', chainId: `eip155:${LOCAL.id}` })
    expect(await modal(page).dialog.count()).toBe(0)

    // Sign out ends the session at the cloud: the wallet signs the revoke.
    await page.locator('[data-testid="demo-siwx-sign-out"]').click()
    await expect.poll(() => cloudSessions(address).then((sessions) => sessions.some((kept) => kept.pci === session!.pci))).toBe(false)
    expect(lastSigned(wallet)).toBe(`127.0.0.1:3000 asks to end the sign-in session ${session!.pci}.`)
    await expect.poll(() => dappSignIn(page)).toMatchObject({ status: 'idle' })
  }, 120_000)
})

describe('sign in with the wallet, required', () => {
  test('the sign view cannot be closed (no close button, Escape and a click outside only shake it); Cancel disconnects', async () => {
    const { page, wallet } = await connectToSignView(32, 'required')
    const view = signView(page)
    const before = await cloudSessions(wallet.address)
    expect(await modal(page).close.count()).toBe(0)
    expect(await view.root.textContent()).toContain('Canceling will disconnect you.')
    expect(await modalAxeViolations(page)).toEqual([])
    await viewShot(page, 'siwx-sign-required')

    await page.keyboard.press('Escape')
    await expect.poll(() => modal(page).dialog.getAttribute('data-shake')).toBe('true')
    expect(await view.view.isVisible()).toBe(true)
    // The overlay around the dialog.
    await page.mouse.click(5, 5)
    expect(await view.view.isVisible()).toBe(true)
    expect(await page.evaluate(() => window.appkit.isOpen())).toBe(true)

    // Tab stays in the dialog and reaches Cancel.
    await view.cancel.focus()
    expect((await deepFocus(page)).testId).toBe('gw-siwx-cancel')
    await page.keyboard.press('Enter')
    await modal(page).dialog.waitFor({ state: 'detached' })
    await expect.poll(() => demo(page).connectButton.textContent()).toBe('Connect Wallet')
    expect(await cloudSessions(wallet.address)).toEqual(before)
    expect(personalSigns(wallet)).toEqual([])
  }, 90_000)

  test("the wallet refusing the signature: 'Error signing message', no session, the sign view stays; Cancel then disconnects", async () => {
    const { page, wallet } = await connectToSignView(33, 'required')
    const view = signView(page)
    const before = await cloudSessions(wallet.address)
    wallet.faults.next({ kind: 'reject', method: 'personal_sign' })
    await view.sign.click()
    await expect.poll(() => modal(page).toast.textContent()).toBe('Error signing message')
    expect(await modal(page).toast.getAttribute('data-variant')).toBe('error')
    await viewShot(page, 'siwx-sign-refused')
    expect(await view.view.isVisible()).toBe(true)
    expect(await modal(page).close.count()).toBe(0)
    await expect.poll(() => dappSignIn(page)).toMatchObject({ required: true, status: 'error' })
    expect(await cloudSessions(wallet.address)).toEqual(before)
    await page.keyboard.press('Escape')
    expect(await view.view.isVisible()).toBe(true)

    await view.cancel.click()
    await modal(page).dialog.waitFor({ state: 'detached' })
    await expect.poll(() => demo(page).connectButton.textContent()).toBe('Connect Wallet')
  }, 90_000)

  test('another network without a session asks again; Cancel switches back to the network signed in on', async () => {
    const { page, wallet } = await connectToSignView(34, 'required')
    const view = signView(page)
    const before = await cloudSessions(wallet.address)
    const otherBefore = await cloudSessions(wallet.address, `eip155:${LOCAL_2.id}`)
    await view.sign.click()
    await modal(page).dialog.waitFor({ state: 'detached' })
    await expect.poll(() => cloudSessions(wallet.address).then((sessions) => sessions.length)).toBe(before.length + 1)

    await page.getByRole('button', { name: `Use ${LOCAL_2.name}`, exact: true }).click()
    await view.view.waitFor({ state: 'visible' })
    await expect.poll(() => view.network.textContent()).toBe(LOCAL_2.name)
    expect(await view.root.textContent()).toContain(`Canceling switches back to ${LOCAL.name}.`)
    expect(await modal(page).close.count()).toBe(0)
    await view.cancel.click()
    await modal(page).dialog.waitFor({ state: 'detached' })
    await expect.poll(() => page.evaluate(() => window.appkit.getCaipNetwork()?.caipNetworkId)).toBe(`eip155:${LOCAL.id}`)
    await expect.poll(() => dappSignIn(page)).toMatchObject({ status: 'signed-in', chainId: `eip155:${LOCAL.id}` })
    await expect.poll(() => demo(page).connectButton.textContent()).toMatch(/^0x/)
    expect(await cloudSessions(wallet.address, `eip155:${LOCAL_2.id}`)).toEqual(otherBefore)
  }, 90_000)
})

describe('straight to the session API', () => {
  async function signedSignIn(account = privateKeyToAccount(generatePrivateKey())) {
    const { nonce } = (await (await fetch(`${CHAIN_DATA}/v1/sessions/nonce?projectId=${PROJECT}`, { method: 'POST' })).json()) as { nonce: string }
    const data = { accountAddress: account.address, chainId: `eip155:${LOCAL.id}`, domain: '127.0.0.1:3000', uri: DEMO_ORIGIN, version: '1' as const, nonce, issuedAt: new Date().toISOString() }
    const message = createSiweMessage({ address: account.address, chainId: LOCAL.id, domain: data.domain, uri: data.uri, version: '1', nonce, issuedAt: new Date(data.issuedAt) })
    return { account, body: { ...data, message, signature: await account.signMessage({ message }) } }
  }
  const post = (body: unknown) => fetch(`${CHAIN_DATA}/v1/sessions?projectId=${PROJECT}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

  test('a tampered signature and a replayed nonce are refused', async () => {
    const { account, body } = await signedSignIn()
    const last = body.signature.slice(-4, -2) === 'aa' ? 'bb' : 'aa'
    const tampered = await post({ ...body, signature: `${body.signature.slice(0, -4)}${last}${body.signature.slice(-2)}` })
    expect(tampered.status).toBe(401)
    expect(await tampered.json()).toMatchObject({ code: 'SIGNATURE_INVALID' })
    expect(await cloudSessions(account.address)).toEqual([])

    const first = await post(body)
    expect(first.status).toBe(201)
    const replayed = await post(body)
    expect(replayed.status).toBe(400)
    expect(await replayed.json()).toMatchObject({ code: 'NONCE_INVALID' })
    expect((await cloudSessions(account.address)).length).toBe(1)
  })
})

describe('e-mail login with sign-in on', () => {
  test('the login signs in: a session for the embedded wallet, no sign view, no second prompt', async () => {
    const { page } = await newSession({ query: { siwx: 'required' } })
    await page.evaluate(() => {
      const seen: string[] = []
      Object.assign(window, { gwEvents: seen })
      window.appkit.subscribeEvents((event) => seen.push((event as { data: { event: string } }).data.event))
    })
    const address = await loginWithEmail(page, newEmail('siwx'))
    await expect.poll(() => dappSignIn(page)).toMatchObject({ required: true, status: 'signed-in', account: address, chainId: `eip155:${LOCAL.id}` })
    const [session] = await cloudSessions(address)
    expect(session?.data).toMatchObject({ accountAddress: address, domain: '127.0.0.1:3000' })
    expect(session?.message).toMatch(new RegExp(`^127\\.0\\.0\\.1:3000 wants you to sign in with your Ethereum account:\\n${address}\\n`))
    expect(await modal(page).dialog.count()).toBe(0)
    const events = await page.evaluate(() => (window as unknown as { gwEvents: string[] }).gwEvents)
    expect(events).toContain('CONNECT_SUCCESS')
    expect(events).not.toContain('CLICK_SIGN_SIWX_MESSAGE')
    expect(events).not.toContain('SIWX_AUTH_ERROR')
  }, 90_000)
})
