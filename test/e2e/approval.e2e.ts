/**
 * §6 approvals drawn by the secure origin, tried as a script of the host page would (an XSS in the dApp):
 * it can post to the login frame and to the approval frame, forge the approval frame's answers, and fade or
 * cover the frame, but it gets nothing signed and moves no funds.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, test } from 'vitest'
import { createPublicClient, http, parseEther } from 'viem'
import { AxeBuilder } from '@axe-core/playwright'
import { approvalFrame, demo, modal, useBrowser, waitForAnimations } from './helpers'
import { loginWithEmail, newEmail } from './emailLogin'
import { LOCAL, setBalance } from './testWallet'

const { newSession } = useBrowser()
const chain = createPublicClient({ transport: http(LOCAL.rpcUrl) })
const ATTACKER = '0x000000000000000000000000000000000000dEaD'
const APPROVAL_REQUIRED = 'Approval required: the visitor approves this request in the secure approval frame'

const fund = (address: string, ether: string): Promise<void> => setBalance(LOCAL, address, ether)

describe('approvals no host script can forge (§6)', () => {
  test('RPC_REQUEST posted to the login frame by the host page: every unsafe method answers "Approval required", nothing is signed or sent', async () => {
    const { page } = await newSession()
    const address = await loginWithEmail(page, newEmail('forge-frame'))
    await fund(address, '1')
    const nonce = await chain.getTransactionCount({ address })
    const replies = await page.evaluate(
      async ({ address, attacker }) => {
        const frame = document.querySelector('iframe[src*="127.0.0.1:3003/frame"]') as HTMLIFrameElement
        const requests: [string, unknown[]][] = [
          ['personal_sign', ['0x6869', address]],
          ['eth_signTypedData_v4', [address, JSON.stringify({ domain: {}, types: {}, primaryType: 'Mail', message: {} })]],
          ['eth_sendTransaction', [{ from: address, to: attacker, value: '0xde0b6b3a7640000' }]],
          ['wallet_sendCalls', [{ version: '2.0.0', calls: [{ to: attacker, value: '0xde0b6b3a7640000' }] }]],
        ]
        const replies: unknown[] = []
        const done = new Promise<void>((resolve) =>
          addEventListener('message', (event) => {
            if (event.source === frame.contentWindow && String(event.data?.id).startsWith('forged-')) replies.push(event.data)
            if (replies.length === requests.length) resolve()
          }),
        )
        requests.forEach(([method, params], index) =>
          frame.contentWindow!.postMessage({ type: '@gangway-app/RPC_REQUEST', id: `forged-${index}`, payload: { method, params, chainId: 31337 } }, 'http://127.0.0.1:3003'),
        )
        await done
        return replies
      },
      { address, attacker: ATTACKER },
    )
    expect(replies).toHaveLength(4)
    for (const reply of replies) expect(reply).toMatchObject({ type: '@gangway-frame/RPC_REQUEST_ERROR', payload: { message: APPROVAL_REQUIRED, code: 'APPROVAL_REQUIRED' } })
    expect(await chain.getTransactionCount({ address })).toBe(nonce)
    expect(await chain.getBalance({ address })).toBe(parseEther('1'))
    expect(await chain.getBalance({ address: ATTACKER })).toBe(0n)
  })

  test('while a request waits: a second request posted to the approval frame, a forged answer, a faded frame, and its document all fail; Reject rejects', async () => {
    const { page } = await newSession()
    const address = await loginWithEmail(page, newEmail('forge-approval'))
    await fund(address, '1')
    const nonce = await chain.getTransactionCount({ address })
    await page.locator('[data-testid="demo-send"]').click()
    await modal(page).view('ApproveTransaction').waitFor({ state: 'visible' })
    const frame = approvalFrame(page)
    await frame.settled()
    const attempts = await page.evaluate(
      ({ address, attacker }) => {
        const iframe = document.querySelector('gangway-modal')!.shadowRoot!.querySelector('iframe[title="Approve request"]') as HTMLIFrameElement
        // Another request, for the attacker, to the frame already showing the visitor's.
        iframe.contentWindow!.postMessage(
          { type: '@gangway-approval/REQUEST', id: 'forged-request-1', payload: { method: 'eth_sendTransaction', params: [{ from: address, to: attacker, value: '0xde0b6b3a7640000' }], chainId: 31337, theme: { mode: 'dark' } } },
          'http://127.0.0.1:3003',
        )
        // An answer "signed", as if from the frame.
        window.postMessage({ type: '@gangway-approval/RESULT', id: 'x'.repeat(36), outcome: { status: 'signed', result: '0x' + 'ab'.repeat(32) } }, '*')
        // Cross-origin: the frame's document is out of reach.
        const documentReach = iframe.contentDocument === null ? 'none' : 'reachable'
        // Faded under the host's own button: the frame's Approve must stop taking clicks.
        iframe.style.opacity = '0.2'
        return { documentReach }
      },
      { address, attacker: ATTACKER },
    )
    expect(attempts.documentReach).toBe('none')
    expect(await frame.view.textContent()).toContain('0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199')
    expect(await frame.view.textContent()).not.toContain(ATTACKER)
    await expect.poll(() => frame.approve.isDisabled()).toBe(true)
    await page.waitForTimeout(1_000)
    expect(await frame.approve.isDisabled()).toBe(true)
    expect(await page.locator('[data-testid="demo-tx"]').count()).toBe(0)
    await page.evaluate(() => {
      ;(document.querySelector('gangway-modal')!.shadowRoot!.querySelector('iframe[title="Approve request"]') as HTMLIFrameElement).style.opacity = ''
    })
    await frame.settled()
    await frame.reject.click()
    expect(await page.locator('[data-testid="demo-error"]').textContent()).toBe('User rejected the request.')
    expect(await chain.getTransactionCount({ address })).toBe(nonce)
    expect(await chain.getBalance({ address: ATTACKER })).toBe(0n)
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`the approval frame, ${theme} theme: axe finds nothing (frame included); its buttons are reached by keyboard; Escape rejects`, async () => {
      const { page } = await newSession({ theme })
      await loginWithEmail(page, newEmail(`approval-${theme}`))
      await page.locator('[data-testid="demo-sign"]').click()
      const frame = approvalFrame(page)
      await frame.settled()
      await waitForAnimations(page)
      const results = await new AxeBuilder({ page }).include('gangway-modal').analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`)).toEqual([])
      // The frame takes the focus on Reject; Tab moves to Approve; Escape in the frame refuses.
      await frame.reject.focus()
      await page.keyboard.press('Tab')
      expect(await frame.approve.evaluate((button) => document.activeElement === button)).toBe(true)
      await page.keyboard.press('Escape')
      expect(await page.locator('[data-testid="demo-error"]').textContent()).toBe('User rejected the request.')
      await modal(page).dialog.waitFor({ state: 'detached' })
    })
  }

  test("a page on another local port cannot frame a production project's login frame: its SIGN_OUT changes nothing and the visitor stays signed in", async () => {
    // gangway-strict lists only the demo's origins (a dev project also allows every loopback port, by design).
    const { page } = await newSession({ projectId: 'gangway-strict' })
    await loginWithEmail(page, newEmail('other-port'))
    // Same site as the demo (127.0.0.1), so the same storage partition: only frame-ancestors keeps it out.
    const attackerPage = createServer((_request, response) => {
      response.setHeader('content-type', 'text/html')
      response.end('<iframe id="login" src="http://127.0.0.1:3003/frame?projectId=gangway-strict&chainId=eip155%3A31337&version=x&enableLogger=false&rpcUrl="></iframe>')
    })
    await new Promise<void>((resolve) => attackerPage.listen(0, '127.0.0.1', resolve))
    try {
      const attacker = await page.context().newPage()
      await attacker.goto(`http://127.0.0.1:${(attackerPage.address() as AddressInfo).port}/`)
      await attacker.waitForLoadState('load')
      const loginFrame = attacker.frames().find((frame) => frame !== attacker.mainFrame())
      // The browser refused to render it: no frame page, no script, nobody to receive the message.
      expect(loginFrame?.url()).not.toContain('127.0.0.1:3003/frame')
      await attacker.evaluate(() => {
        const frame = document.getElementById('login') as HTMLIFrameElement
        frame.contentWindow?.postMessage({ type: '@gangway-app/SIGN_OUT', id: 'forged-sign-out', payload: {} }, '*')
      })
      await attacker.close()
      await page.reload()
      await expect.poll(() => demo(page).connectButton.textContent()).toMatch(/^0x/)
    } finally {
      attackerPage.close()
    }
  })
})

/** The script of a foreign page framed inside the dApp (an ad, say): it floods every window it can reach. */
function floodScript(count: number): string {
  return `
const types = ${JSON.stringify([
    '@gangway-frame/READY', '@gangway-frame/GET_USER_SUCCESS', '@gangway-frame/RPC_REQUEST_SUCCESS', '@gangway-frame/SIGN_OUT_SUCCESS', '@gangway-frame/IS_CONNECTED_SUCCESS',
    '@gangway-app/SIGN_OUT', '@gangway-app/RPC_REQUEST', '@gangway-app/SWITCH_NETWORK', '@gangway-app/CONNECT_OTP', '@gangway-approval/RESULT', '@gangway-approval/REQUEST',
    '@gangway-approval/READY', '@gangway-approval/SIZE', '@gangway-social/RESULT', 'random',
  ])}
const pick = (list) => list[Math.floor(Math.random() * list.length)]
const junk = () => pick([null, 42, 'x', [], {}, { nested: { deep: [1, 2] } }, '\\u0000', '<img src=x onerror=alert(1)>', 1e308, true])
function message() {
  return pick([
    () => junk(),
    () => ({ type: pick(types), id: pick([crypto.randomUUID(), 'x', 1, undefined]), payload: pick([{}, { address: '0x000000000000000000000000000000000000dEaD', chainId: 31337 }, { result: '0x' + 'ab'.repeat(65) }, { isConnected: false }, junk()]) }),
    () => ({ type: '@gangway-approval/RESULT', id: crypto.randomUUID(), outcome: pick([{ status: 'signed', result: '0xforged' }, { status: 'rejected' }, { status: 'failed', message: 'forged' }]) }),
    () => ({ type: '@gangway-app/RPC_REQUEST', id: crypto.randomUUID(), payload: { method: pick(['personal_sign', 'eth_sendTransaction', 'eth_accounts']), params: [], chainId: 31337 } }),
  ])()
}
const reachable = window.__floodTargets ?? [window.parent, ...Array.from({ length: window.parent.frames.length }, (_, i) => window.parent.frames[i])]
const targets = reachable.filter((target) => target && target !== window)
for (let i = 0; i < ${count}; i++) for (const target of targets) target.postMessage(message(), '*')
document.title = 'flooded ' + targets.length
`
}

describe('a foreign page inside the dApp floods the kit and its frames', () => {
  test('thousands of random and forged messages to the host window, the login frame and the approval frame: no state change, no API call, a handful of warnings', async () => {
    const { page } = await newSession()
    const address = await loginWithEmail(page, newEmail('flood'))
    await fund(address, '1')
    const nonce = await chain.getTransactionCount({ address })
    await page.locator('[data-testid="demo-send"]').click()
    const frame = approvalFrame(page)
    await frame.settled()
    const warnings: string[] = []
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()))
    const apiCalls: string[] = []
    page.on('request', (request) => request.url().startsWith('http://127.0.0.1:3003/api/') && apiCalls.push(request.url()))
    const COUNT = 3_000
    const foreign = createServer((_request, response) => {
      response.setHeader('content-type', 'text/html')
      response.end(`<script>${floodScript(COUNT)}</script>`)
    })
    await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve))
    try {
      const url = `http://127.0.0.1:${(foreign.address() as AddressInfo).port}/`
      await page.evaluate((src) => {
        const ad = document.createElement('iframe')
        ad.src = src
        ad.title = 'ad'
        document.body.append(ad)
      }, url)
      const ad = page.frameLocator('iframe[title="ad"]')
      await expect.poll(async () => ad.locator('html').evaluate(() => document.title), { timeout: 30_000 }).toMatch(/^flooded [1-9]/)
      const targets = Number((await ad.locator('html').evaluate(() => document.title)).split(' ')[1])
      // Let the last messages land.
      await page.waitForTimeout(1_000)
      // The dApp's window and its login frame (the approval frame sits in the modal's shadow root, out of a frame's reach).
      expect(targets).toBe(2)
      // Then a script of the host page itself (an XSS) floods the approval frame and its own window. (The login frame
      // takes the host page's requests by design: it is their parent. What such a script cannot get is a signature.)
      const hostTargets = await page.evaluate((script) => {
        const modalRoot = document.querySelector('gangway-modal')!.shadowRoot!
        const approval = (modalRoot.querySelector('iframe[title="Approve request"]') as HTMLIFrameElement).contentWindow
        const title = document.title
        ;(window as unknown as { __floodTargets: unknown[] }).__floodTargets = [approval, { postMessage: (data: unknown) => window.postMessage(data, '*') }]
        new Function(script)()
        const flooded = document.title
        document.title = title
        return Number(flooded.split(' ')[1])
      }, floodScript(COUNT))
      expect(hostTargets).toBe(2)
      await page.waitForTimeout(1_000)
      expect(apiCalls).toEqual([])
      expect(await frame.approve.isEnabled()).toBe(true)
      expect(await page.locator('[data-testid="demo-tx"]').count()).toBe(0)
      expect(await page.locator('[data-testid="demo-error"]').count()).toBe(0)
      expect(warnings.length).toBeLessThanOrEqual(20)
      console.log(`flood: ${COUNT} messages × ${targets} windows from a foreign frame, ${COUNT} × ${hostTargets} from the host page; ${apiCalls.length} API calls, ${warnings.length} console warnings`)
      await frame.reject.click()
      expect(await page.locator('[data-testid="demo-error"]').textContent()).toBe('User rejected the request.')
      expect(JSON.parse((await page.locator('[data-testid="demo-account"]').textContent()) ?? '{}')).toMatchObject({ address })
      expect(await chain.getTransactionCount({ address })).toBe(nonce)
      // The login frame kept its session: a reload reconnects.
      await page.reload()
      await expect.poll(() => demo(page).connectButton.textContent()).toMatch(/^0x/)
    } finally {
      foreign.close()
    }
  })
})
