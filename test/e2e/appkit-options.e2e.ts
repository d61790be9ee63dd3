/**
 * Reown AppKit's createAppKit options in the demo (issue 16, item 1; the demo reads them from its address): what a
 * visitor sees with the wallet guide, without WalletConnect, without wallets, with a wallet on a chain the app
 * lacks (allowUnsupportedChain), and with a token's balance on the account and no network switching.
 */
import { describe, expect, test } from 'vitest'
import { createPublicClient, erc20Abi, formatUnits, http } from 'viem'
import { demo, modal, openWithButton, useBrowser } from './helpers'
import { connectedSession, LOCAL, sessionWithWallet, WALLET_NAME } from './testWallet'
import { connectTestWallet } from '../../src/testing'

const { newSession } = useBrowser()

const byTestId = (id: string) => `[data-testid="${id}"]`

describe('AppKit options: the Connect view', () => {
  test("by default the wallet guide ('Haven't got a wallet? Get started') sits under Connect and opens All Wallets", async () => {
    const { page } = await newSession()
    await openWithButton(page)
    const guide = page.locator(byTestId('gw-wallet-guide'))
    await guide.waitFor({ state: 'visible' })
    expect(await guide.textContent()).toBe("Haven't got a wallet? Get started")
    await page.locator(byTestId('gw-wallet-guide-get-started')).click()
    await modal(page).view('AllWallets').waitFor({ state: 'visible' })
  })

  test('enableWalletConnect=false, enableWalletGuide=false: the installed wallet only; no WalletConnect row, All Wallets or guide', async () => {
    const { page } = await sessionWithWallet(newSession, { accountIndex: 6, query: { enableWalletConnect: 'false', enableWalletGuide: 'false' } })
    await openWithButton(page)
    const rows = modal(page).walletRows
    await rows.filter({ hasText: WALLET_NAME }).waitFor({ state: 'visible' })
    // The directory's answer is in once its skeleton rows have gone: none of its wallets (they need WalletConnect) shows.
    await expect.poll(() => modal(page).skeletons.count()).toBe(0)
    expect(await rows.evaluateAll((all) => all.map((row) => row.getAttribute('data-installed')))).toEqual(['true'])
    expect(await page.locator('[data-testid="gw-wallet-row"][data-wallet-id="walletConnect"]').count()).toBe(0)
    expect(await modal(page).allWallets.count()).toBe(0)
    expect(await page.locator(byTestId('gw-wallet-guide')).count()).toBe(0)
  })

  test('enableWallets=false: e-mail and social login only', async () => {
    const { page } = await newSession({ query: { enableWallets: 'false' } })
    await openWithButton(page)
    await page.locator(byTestId('gw-connect-section-email')).waitFor({ state: 'visible' })
    await page.locator(byTestId('gw-connect-section-social')).waitFor({ state: 'visible' })
    expect(await page.locator(byTestId('gw-connect-section-wallet')).count()).toBe(0)
    expect(await modal(page).walletRows.count()).toBe(0)
    expect(await modal(page).allWallets.count()).toBe(0)
  })
})

describe('AppKit options: the connected account', () => {
  test('allowUnsupportedChain=true: a wallet on a chain the app lacks connects and the modal closes; the network shows as wrong', async () => {
    const elsewhere = { id: 4242, name: 'Elsewhere', rpcUrl: LOCAL.rpcUrl }
    const { page, wallet } = await sessionWithWallet(newSession, { accountIndex: 7, chains: [elsewhere], query: { allowUnsupportedChain: 'true' } })
    // gangway/testing's helper picks the wallet's row and waits for the modal to close.
    await connectTestWallet(page, wallet)
    await expect.poll(() => demo(page).connectButton.textContent()).toContain(`${wallet.address.slice(0, 6)}`)
    expect(await page.locator(byTestId('gw-chain-button')).textContent()).toBe('Wrong network')
    expect(await modal(page).dialog.count()).toBe(0)
  })

  test("tokens: the account button shows the token's balance; enableNetworkSwitch=false: the Account view offers no network switch", async () => {
    const local = (await (await fetch('http://127.0.0.1:3002/v1/local-chains')).json()) as { chains: { id: number; tokens: { address: `0x${string}`; symbol: string }[] }[] }
    const gusd = local.chains.find((chain) => chain.id === LOCAL.id)!.tokens.find((token) => token.symbol === 'gUSD')!
    const { page, wallet } = await connectedSession(newSession, { accountIndex: 3, query: { [`token.${LOCAL.id}`]: gusd.address, enableNetworkSwitch: 'false' } })
    const units = await createPublicClient({ transport: http(LOCAL.rpcUrl) }).readContract({ address: gusd.address, abi: erc20Abi, functionName: 'balanceOf', args: [wallet.address] })
    const [whole, fraction = ''] = formatUnits(units, 6).split('.')
    // The demo's header button hides balances (showBalance={false}); its ConnectButton.Custom card shows displayBalance.
    await expect.poll(() => page.locator(byTestId('demo-custom-account')).textContent()).toContain(`${whole}.${fraction.padEnd(3, '0').slice(0, 3)} gUSD`)
    await openWithButton(page, 'Account')
    const network = page.locator(byTestId('gw-account-network'))
    expect(await network.textContent()).toBe('Gangway Local')
    expect(await network.evaluate((element) => element.tagName)).toBe('DIV')
    expect(await page.getByRole('button', { name: /Switch network/ }).count()).toBe(0)
    expect(await page.locator(byTestId('gw-account-balance')).textContent()).toContain('gUSD')
  })
})
