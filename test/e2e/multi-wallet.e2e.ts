/**
 * Multi-wallet (issue 16, item 6; spec §4 per connection, §6 multiWallet): two test wallets connected at once
 * on the demo with the gangway-multi-wallet project. ProfileWallets lists both with address and balance,
 * switches the active one and the dApp's provider follows; disconnecting one keeps the other; a reload
 * restores the connected one. With the feature off, ProfileWallets is refused with the info alert.
 */
import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { installTestWallet, type TestWallet } from '../../src/testing'
import { truncateAddress } from '../../src/kernel/format/truncateAddress'
import { demo, modal, type DemoOptions, openWithApi, openWithButton, useBrowser, waitForAnimations } from './helpers'
import { connectFromList, LOCAL, LOCAL_2, setBalance } from './testWallet'

const { newSession } = useBrowser()
const MULTI = { projectId: 'gangway-multi-wallet', query: { multiWallet: 'true' } }

const walletRow = (page: Page, wallet: TestWallet) => page.locator(`[data-testid="gw-wallet-connection"][data-connector-id="${wallet.info.rdns}"]`)
/** The accounts the dApp's own provider (appkit.getWalletProvider()) answers with. */
interface ProviderProbe {
  appkit: { getWalletProvider(): { request(args: { method: string }): Promise<string[]> } | undefined; open(options: { view: string }): Promise<void> }
}
const dappAccounts = (page: Page) =>
  page.evaluate(async () => {
    const provider = (window as unknown as ProviderProbe).appkit.getWalletProvider()
    return provider ? provider.request({ method: 'eth_accounts' }) : []
  })

async function twoWalletPage(options: DemoOptions = MULTI): Promise<{ page: Page; one: TestWallet; two: TestWallet }> {
  const session = await newSession({ goto: false })
  const one = await installTestWallet(session.page, { chains: [LOCAL, LOCAL_2], accountIndex: 12, info: { name: 'Wallet One', rdns: 'dev.gangway.one' } })
  const two = await installTestWallet(session.page, { chains: [LOCAL, LOCAL_2], accountIndex: 13, info: { name: 'Wallet Two', rdns: 'dev.gangway.two' } })
  await setBalance(LOCAL, one.address, '12.5')
  await setBalance(LOCAL, two.address, '3.25')
  await session.gotoDemo(options)
  return { page: session.page, one, two }
}

describe('multi-wallet', () => {
  test('two wallets at once: ProfileWallets switches the active one and the dApp provider follows', async () => {
    const { page, one, two } = await twoWalletPage()
    await connectFromList(page, one)
    expect(await dappAccounts(page)).toEqual([one.address])

    // Account → Wallets → Add wallet → Wallet Two: back on ProfileWallets with both listed.
    await openWithButton(page, 'Account')
    await page.locator('[data-testid="gw-account-wallets"]').click()
    await modal(page).view('ProfileWallets').waitFor()
    await page.locator('[data-testid="gw-wallets-add"]').click()
    await modal(page).view('Connect').waitFor()
    await page.locator(`[data-testid="gw-wallet-row"][data-wallet-id="${two.info.rdns}"]`).click()
    await modal(page).view('ProfileWallets').waitFor()
    await expect.poll(() => walletRow(page, two).getAttribute('data-status')).toBe('connected')
    expect(await walletRow(page, one).getAttribute('data-status')).toBe('active')
    await expect.poll(() => walletRow(page, one).textContent()).toContain(`${truncateAddress(one.address)} · 12.500 ETH`)
    await expect.poll(() => walletRow(page, two).textContent()).toContain(`${truncateAddress(two.address)} · 3.250 ETH`)
    expect(await walletRow(page, two).textContent()).toContain('Active')
    expect(await dappAccounts(page)).toEqual([two.address])
    expect(await demo(page).connectButton.textContent()).toContain(two.address.slice(0, 4))

    await waitForAnimations(page)
    const axe = await new AxeBuilder({ page }).include('gangway-modal').analyze()
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])

    // Switch back to Wallet One: no new prompt, the provider the dApp holds answers with One's account.
    const prompts = one.requests.filter((entry) => entry.method === 'eth_requestAccounts').length
    await page.getByRole('button', { name: `Switch to Wallet One ${truncateAddress(one.address)}` }).click()
    await expect.poll(() => walletRow(page, one).getAttribute('data-status')).toBe('connected')
    expect(await walletRow(page, two).getAttribute('data-status')).toBe('active')
    await expect.poll(() => dappAccounts(page)).toEqual([one.address])
    expect(one.requests.filter((entry) => entry.method === 'eth_requestAccounts').length).toBe(prompts)
    expect(await modal(page).view('ProfileWallets').isVisible()).toBe(true)

    // Disconnect Wallet Two only: it is remembered under Recently connected; One stays connected.
    await page.getByRole('button', { name: `Disconnect Wallet Two ${truncateAddress(two.address)}` }).click()
    await expect.poll(() => walletRow(page, two).getAttribute('data-status')).toBe('disconnected')
    expect(await page.getByRole('list', { name: 'Recently connected EVM wallets' }).isVisible()).toBe(true)
    expect(await dappAccounts(page)).toEqual([one.address])

    // A reload restores the connected wallet; Two is still only remembered.
    await page.reload()
    await expect.poll(() => demo(page).connectButton.textContent()).toMatch(/^0x/)
    expect(await dappAccounts(page)).toEqual([one.address])
    await openWithApi(page, { view: 'ProfileWallets' })
    await expect.poll(() => walletRow(page, one).getAttribute('data-status')).toBe('connected')
    expect(await walletRow(page, two).getAttribute('data-status')).toBe('disconnected')

    // Connect on a remembered wallet reopens its flow, then ProfileWallets with both.
    await page.getByRole('button', { name: `Connect Wallet Two ${truncateAddress(two.address)}` }).click()
    await modal(page).view('ProfileWallets').waitFor()
    await expect.poll(() => walletRow(page, two).getAttribute('data-status')).toBe('connected')
    await expect.poll(() => dappAccounts(page)).toEqual([two.address])

    // Disconnect all: nothing connected, the modal shows Connect.
    await page.locator('[data-testid="gw-wallets-disconnect-all"]').click()
    await modal(page).view('Connect').waitFor()
    expect(await dappAccounts(page)).toEqual([])
  })

  test("feature off: no Wallets row; open({ view: 'ProfileWallets' }) shows Account with the 'Multi-wallet not enabled' info alert", async () => {
    const { page, one } = await twoWalletPage({ projectId: 'gangway-demo', query: {} })
    await connectFromList(page, one)
    await openWithButton(page, 'Account')
    expect(await page.locator('[data-testid="gw-account-wallets"]').count()).toBe(0)
    await modal(page).close.click()
    await page.evaluate(() => (window as unknown as ProviderProbe).appkit.open({ view: 'ProfileWallets' }))
    await modal(page).alert('Multi-wallet not enabled').waitFor()
    expect(await modal(page).view('Account').isVisible()).toBe(true)
    expect(await modal(page).view('ProfileWallets').count()).toBe(0)
  })
})
