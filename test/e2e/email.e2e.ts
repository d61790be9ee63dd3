/**
 * E-mail login for real: the kit's login frame from the secure site on its own origin (127.0.0.1:3003), codes
 * and device links read from the local dev mailbox, and an embedded wallet on the local chain.
 */
import { describe, expect, test } from 'vitest'
import { createPublicClient, http, verifyMessage } from 'viem'
import { approvalFrame, demo, modal, openWithButton, useBrowser } from './helpers'
import { codeFor, deviceLinkFor, enterCode, loginWithEmail, newEmail, submitEmail } from './emailLogin'
import { LOCAL, setBalance } from './testWallet'

const { newSession } = useBrowser()
const chain = createPublicClient({ transport: http(LOCAL.rpcUrl) })
const RECIPIENT = '0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199'

const fund = (address: string, ether: string): Promise<void> => setBalance(LOCAL, address, ether)

describe('e-mail login and the embedded wallet', () => {
  test('the code from the mailbox connects; Account shows the embedded address; a reload stays connected without a code', async () => {
    const { page, requests } = await newSession()
    const email = newEmail('ada')
    // The frame is made only when e-mail login is first needed.
    expect(requests.some((request) => request.port === 3003)).toBe(false)
    const address = await loginWithEmail(page, email)
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await openWithButton(page, 'Account')
    expect(await page.locator('[data-testid="gw-account-address"]').getAttribute('data-address')).toBe(address)
    expect(await page.locator('[data-testid="gw-account-email"]').textContent()).toBe(email)
    await modal(page).close.click()

    await page.reload()
    await expect.poll(() => demo(page).connectButton.textContent()).toMatch(/^0x/)
    expect(JSON.parse((await page.locator('[data-testid="demo-account"]').textContent()) ?? '{}')).toMatchObject({ address })
  })

  test('a wrong code shows the error and the right one still works; a second send within 30 s shows the wait', async () => {
    const { page } = await newSession()
    const email = newEmail('grace')
    const sentAfter = Date.now() - 1000
    await submitEmail(page, email)
    const code = await codeFor(email, sentAfter)
    await enterCode(page, code === '000000' ? '111111' : '000000')
    expect(await page.locator('[data-testid="gw-otp-error"]').textContent()).toBe('Invalid code')
    await page.locator('[data-testid="gw-otp-resend"]').click()
    expect(await page.locator('[data-testid="gw-otp-error"]').textContent()).toMatch(/^Please try again after (2\d|30) seconds$/)
    await enterCode(page, code)
    await expect.poll(() => demo(page).connectButton.textContent()).toMatch(/^0x/)
  })

  test('a reload at the code step resumes there: the same address shows the code step at once, no second mail, and the mailed code connects', async () => {
    const { page } = await newSession()
    const email = newEmail('reload')
    const sentAfter = Date.now() - 1000
    await submitEmail(page, email)
    const code = await codeFor(email, sentAfter)
    await page.reload()
    await submitEmail(page, email)
    expect(await page.locator('[data-testid="gw-otp-error"]').count()).toBe(0)
    await enterCode(page, code)
    await expect.poll(() => demo(page).connectButton.textContent()).toMatch(/^0x/)
    const mails = (await (await fetch(`http://127.0.0.1:3003/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as unknown[]
    expect(mails).toHaveLength(1)
  })

  test('a new browser profile must approve the device from the mailed link first', async () => {
    const email = newEmail('device')
    const first = await newSession()
    const address = await loginWithEmail(first.page, email)

    const { page } = await newSession()
    await submitEmail(page, email, 'device')
    const sentAfter = Date.now() - 1000
    const approval = await page.context().newPage()
    await approval.goto(await deviceLinkFor(email))
    // The link only asks (a mail scanner following it approves nothing); the visitor's button approves.
    await approval.getByRole('button', { name: 'Approve this device' }).click()
    await approval.getByText('Device approved. You can go back to the app.').waitFor()
    await page.locator('[data-testid="gw-email-login"][data-step="otp"]').waitFor()
    await enterCode(page, await codeFor(email, sentAfter))
    await expect.poll(() => demo(page).connectButton.textContent()).toMatch(/^0x/)
    expect(JSON.parse((await page.locator('[data-testid="demo-account"]').textContent()) ?? '{}')).toMatchObject({ address })
  })

  // The signer account (?accountType=eoa): its signature recovers to it; the smart account's paths are in smart-account.e2e.ts.
  test('personal_sign needs the visitor’s approval; the signature verifies; rejecting rejects the dApp’s call', async () => {
    const { page } = await newSession({ query: { accountType: 'eoa' } })
    const address = await loginWithEmail(page, newEmail('sign'))
    await page.locator('[data-testid="demo-sign"]').click()
    await modal(page).view('ApproveTransaction').waitFor({ state: 'visible' })
    expect(await approvalFrame(page).view.textContent()).toContain('Hello from the Gangway demo')
    expect(await approvalFrame(page).view.textContent()).toContain('Requested by http://127.0.0.1:3000')
    await approvalFrame(page).approve.click()
    const signature = (await page.locator('[data-testid="demo-signature"]').textContent()) as `0x${string}`
    expect(await verifyMessage({ address, message: 'Hello from the Gangway demo', signature })).toBe(true)

    await page.locator('[data-testid="demo-sign"]').click()
    // The modal rises into place as it opens: the frame's buttons take clicks once it has settled.
    await approvalFrame(page).settled()
    await approvalFrame(page).reject.click()
    expect(await page.locator('[data-testid="demo-error"]').textContent()).toBe('User rejected the request.')
  })

  test('a native transfer from the embedded wallet lands on the chain; an unknown method is refused with the error shown', async () => {
    const { page } = await newSession({ query: { accountType: 'eoa' } })
    const address = await loginWithEmail(page, newEmail('send'))
    await fund(address, '1')
    const before = await chain.getBalance({ address: RECIPIENT })
    await page.locator('[data-testid="demo-send"]').click()
    expect(await approvalFrame(page).view.textContent()).toContain('Send a transaction')
    await approvalFrame(page).approve.click()
    const hash = (await page.locator('[data-testid="demo-tx"]').textContent()) as `0x${string}`
    const receipt = await chain.waitForTransactionReceipt({ hash })
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    expect((await chain.getBalance({ address: RECIPIENT })) - before).toBe(10n ** 16n)

    // EIP-5792 batched calls: approved once, sent one after another, reported by wallet_getCallsStatus.
    const batch = page.evaluate((to) => {
      const provider = window.appkit.getWalletProvider('eip155') as { request(args: { method: string; params?: unknown[] }): Promise<unknown> }
      return provider.request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', calls: [{ to, value: '0x1' }, { to, value: '0x1' }] }] })
    }, RECIPIENT)
    // The modal of the transfer above may still be fading out: wait for the new request's view.
    expect(await approvalFrame(page, 'wallet_sendCalls').view.textContent()).toContain('Send calls')
    await approvalFrame(page, 'wallet_sendCalls').approve.click()
    expect(await batch).toMatchObject({ id: expect.stringMatching(/^0x[0-9a-f]{64}$/) })

    const refused = await page.evaluate(() =>
      (window.appkit.getWalletProvider('eip155') as { request(args: { method: string }): Promise<unknown> }).request({ method: 'eth_coinbase' }).then(
        () => 'resolved',
        (error: Error) => error.message,
      ),
    )
    expect(refused).toBe('The embedded wallet does not support eth_coinbase')
    expect(await page.locator('[data-testid="gw-approve-error"]').textContent()).toBe('The embedded wallet does not support eth_coinbase')
  })

  test('the key never reaches the host page: not in its storage, and the frame’s storage is out of reach', async () => {
    const { page } = await newSession()
    await loginWithEmail(page, newEmail('key'))
    const hostStorage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }) + document.cookie)
    expect(hostStorage).not.toMatch(/0x[0-9a-fA-F]{64}(?![0-9a-fA-F])/)
    const frameStorage = await page.evaluate(() => {
      const frame = document.querySelector('iframe[src*="127.0.0.1:3003"]') as HTMLIFrameElement | null
      try {
        return String(frame?.contentWindow?.localStorage.length)
      } catch (error) {
        return (error as Error).name
      }
    })
    expect(frameStorage).toBe('SecurityError')
  })

  test('the e-mail update flow: a code to the old address, then to the new one, and Account shows the new e-mail', async () => {
    const { page } = await newSession()
    const email = newEmail('old')
    await loginWithEmail(page, email)
    const next = newEmail('new')
    await openWithButton(page, 'Account')
    await page.locator('[data-testid="gw-account-update-email"]').click()
    await modal(page).view('UpdateEmailWallet').waitFor({ state: 'visible' })
    // Only mails sent from now on: the login code went to the same address a moment ago.
    const sentAfter = Date.now()
    await page.locator('[data-testid="gw-update-email-input"]').fill(next)
    await page.locator('[data-testid="gw-update-email-submit"]').click()
    await page.locator('[data-testid="gw-update-otp-input"]').fill(await codeFor(email, sentAfter))
    await page.locator('[data-testid="gw-update-otp-input"]').fill(await codeFor(next, sentAfter))
    await expect.poll(() => page.locator('[data-testid="gw-update-email"]').textContent()).toContain(`Your email is now ${next}`)
  })
})

describe('e-mail login failures', () => {
  test('a demo origin the project does not allow gets the Origin Not Allowed alert', async () => {
    const { page } = await newSession({ projectId: 'gangway-foreign-origin' })
    await openWithButton(page)
    await page.locator('[data-testid="gw-email-input"]').fill(newEmail('foreign'))
    await page.locator('[data-testid="gw-email-submit"]').click()
    await modal(page).alert('Origin Not Allowed').waitFor()
  })

  test('with the secure site unreachable the frame load fails (iframe_load_failed) and its alert shows', async () => {
    const { page } = await newSession({ query: { secureSite: 'http://127.0.0.1:3013', 'timing.frameLoadTimeout': '2000' } })
    await openWithButton(page)
    await page.locator('[data-testid="gw-email-input"]').fill(newEmail('down'))
    await page.locator('[data-testid="gw-email-submit"]').click()
    await modal(page).alert('Network Error - Could not load embedded wallet').waitFor()
    expect(await page.locator('[data-testid="gw-email-error"]').textContent()).toBe('iframe_load_failed')
  })

  test('a message forged by the host page changes nothing', async () => {
    const { page } = await newSession()
    const email = newEmail('forged')
    await submitEmail(page, email)
    await page.evaluate(() => {
      for (const type of ['@gangway-frame/CONNECT_OTP_SUCCESS', '@gangway-frame/GET_USER_SUCCESS', '@gangway-frame/READY']) {
        window.postMessage({ type, id: 'x', payload: { address: '0x0000000000000000000000000000000000000001', chainId: 31337 } }, '*')
      }
    })
    await page.waitForTimeout(300)
    expect(await page.locator('[data-testid="gw-email-login"]').getAttribute('data-step')).toBe('otp')
    expect(await demo(page).connectButton.textContent()).not.toMatch(/^0x/)
  })
})
