/**
 * axe-core finds no violations in the open modal, in light and dark, on every view the shell offers now.
 * The shadow host is included, so axe walks the modal's open shadow root.
 */
import { describe, expect, test } from 'vitest'
import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { installTestWallet } from '../../src/testing'
import { demo, modal, openWithApi, openWithButton, settleWalletList, useBrowser, waitForAnimations } from './helpers'

const { newSession } = useBrowser()

async function violationsInModal(page: Page): Promise<string> {
  await waitForAnimations(page)
  const results = await new AxeBuilder({ page }).include('gangway-modal').analyze()
  return results.violations
    .map(
      (v) =>
        `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n` +
        v.nodes.map((n) => `    ${JSON.stringify(n.target)} ${n.failureSummary?.replace(/\n/g, ' ') ?? ''}`).join('\n'),
    )
    .join('\n')
}

const views: Record<string, (page: Page) => Promise<void>> = {
  Connect: async (page) => {
    await openWithButton(page)
    await settleWalletList(page)
  },
  AllWallets: async (page) => {
    await openWithButton(page)
    await modal(page).allWallets.click()
    await modal(page).view('AllWallets').waitFor({ state: 'visible' })
    await settleWalletList(page)
  },
  NetworkStatus: async (page) => {
    await openWithApi(page, { view: 'NetworkStatus' })
    await page.locator('[data-testid="network-status-block"]').waitFor({ state: 'visible' })
  },
  // The pay plugin's view, as a dApp opens it (window.payments is the demo's createPayments(appkit)).
  Pay: async (page) => {
    await page.evaluate(() =>
      (window as unknown as { payments: { openPay(options: unknown): Promise<void> } }).payments.openPay({
        recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        amount: '0.01',
        paymentAsset: { network: 'eip155:31337', asset: 'native', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 } },
      }),
    )
    await modal(page).view('Pay').waitFor({ state: 'visible' })
    await page.locator('[data-testid="gw-pay-exchanges"][data-status="ready"]').waitFor()
  },
}

for (const theme of ['light', 'dark'] as const) {
  describe(`axe, ${theme} theme`, () => {
    for (const [view, open] of Object.entries(views)) {
      test(`${view}: no violations`, async () => {
        const { page } = await newSession({ theme })
        await open(page)
        expect(await modal(page).host.getAttribute('data-theme')).toBe(theme)
        expect(await violationsInModal(page)).toBe('')
      })
    }
  })
}

test('axe also sees the Connect view while wallets are still loading (skeleton rows)', async () => {
  const { page } = await newSession({ theme: 'dark' })
  // Hold back the wallet directory so the skeleton state stays on screen while axe runs.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/getWallets**', async (route) => {
    await held
    await route.continue().catch(() => undefined)
  })
  await openWithButton(page)
  const skeletons = await modal(page).skeletons.count()
  const report = await violationsInModal(page)
  release()
  expect(skeletons, 'skeleton rows while the directory loads').toBeGreaterThan(0)
  expect(report).toBe('')
})

/** The views of a connected wallet, and the connecting view's failed state, with the test wallet installed. */
const walletViews: Record<string, (page: Page, rdns: string) => Promise<void>> = {
  ConnectingExternal: async (page, rdns) => {
    await openWithButton(page)
    await page.locator(`[data-testid="gw-wallet-row"][data-wallet-id="${rdns}"]`).click()
    await page.locator('[data-testid="gw-connecting-error"]').waitFor()
  },
  Account: async (page, rdns) => {
    await openWithButton(page)
    await page.locator(`[data-testid="gw-wallet-row"][data-wallet-id="${rdns}"]`).click()
    await modal(page).dialog.waitFor({ state: 'detached' })
    await expect.poll(() => demo(page).connectButton.textContent()).toMatch(/^0x/)
    await openWithButton(page, 'Account')
    await page.locator('[data-testid="gw-account-balance"][data-status="ready"]').waitFor()
  },
  SwitchNetwork: async (page, rdns) => {
    await walletViews.Account!(page, rdns)
    await page.locator('[data-testid="gw-account-network"]').click()
    await modal(page).view('SwitchNetwork').waitFor()
  },
}

for (const theme of ['light', 'dark'] as const) {
  describe(`axe with a wallet, ${theme} theme`, () => {
    for (const [view, open] of Object.entries(walletViews)) {
      test(`${view}: no violations`, async () => {
        const session = await newSession({ theme, goto: false })
        const wallet = await installTestWallet(session.page, { chains: [{ id: 31337, name: 'Gangway Local', rpcUrl: 'http://127.0.0.1:8545' }], accountIndex: 5 })
        // The connecting view is checked in its failed state (the wallet rejects).
        if (view === 'ConnectingExternal') wallet.faults.next({ kind: 'reject', method: 'eth_requestAccounts' })
        await session.gotoDemo({ theme })
        await open(session.page, wallet.info.rdns)
        expect(await violationsInModal(session.page)).toBe('')
      })
    }
  })
}

// Sign in with the wallet (?siwx=required): the sign view after the test wallet (#34) connects, its message summary shown.
for (const theme of ['light', 'dark'] as const) {
  test(`axe, ${theme} theme: SIWXSignMessage, no violations`, async () => {
    const session = await newSession({ theme, goto: false })
    const wallet = await installTestWallet(session.page, { chains: [{ id: 31337, name: 'Gangway Local', rpcUrl: 'http://127.0.0.1:8545' }], accountIndex: 34 })
    await session.gotoDemo({ theme, query: { siwx: 'required' } })
    await openWithButton(session.page)
    await session.page.locator(`[data-testid="gw-wallet-row"][data-wallet-id="${wallet.info.rdns}"]`).click()
    await modal(session.page).view('SIWXSignMessage').waitFor()
    await session.page.locator('[data-testid="gw-siwx-statement"]').waitFor()
    expect(await violationsInModal(session.page)).toBe('')
  })
}
