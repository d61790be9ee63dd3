/**
 * WalletConnect for real: the kit's sign-client in Chromium, the local relay, and the gangway/testing
 * WalletConnect wallet (the official sign-client as a wallet peer, on the local chains) in the test.
 */
import { describe, expect, test } from 'vitest'
import { createPublicClient, formatEther, http, verifyMessage, type Address } from 'viem'
import { demo, modal, openWithButton, storedItem, useBrowser } from './helpers'
import { LOCAL } from './testWallet'
import { approveAndWaitConnected, clipboardSession, connectOverWalletConnect, openWalletConnect, scannedUri, useWalletConnectWallets, WC_WALLET_NAME } from './walletConnectSession'

const { newSession } = useBrowser()
const newWallet = useWalletConnectWallets()
const chain = createPublicClient({ transport: http(LOCAL.rpcUrl) })
const DEMO_RECIPIENT: Address = '0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199'

const relayStats = async (): Promise<Record<string, number>> => {
  const stats = (await (await fetch('http://127.0.0.1:3004/stats')).json()) as { requests?: Record<string, number> }
  return stats.requests ?? {}
}

/** The Account view's text for a balance: 3 decimals, truncated. */
const shown = (wei: bigint) => {
  const [whole, fraction = ''] = formatEther(wei).split('.')
  return `${whole}.${fraction.padEnd(3, '0').slice(0, 3)} ETH`
}

describe('WalletConnect through the local relay', () => {
  test('scan, approve: Account shows the address and balance; the dApp signs and sends through the session; the wallet ends it', async () => {
    const session = await clipboardSession(newSession)
    const { page } = session
    const wallet = await newWallet()
    await openWalletConnect(page)
    expect(await modal(page).title.textContent()).toBe('WalletConnect')
    await wallet.pair(await scannedUri(page))
    const proposal = await wallet.nextProposal()
    expect(proposal.optionalNamespaces['eip155']?.chains).toEqual(['eip155:31337', 'eip155:31338'])
    await wallet.approve()
    await modal(page).dialog.waitFor({ state: 'detached' })
    await expect.poll(() => demo(page).connectButton.textContent()).toMatch(/^0x/)

    await openWithButton(page, 'Account')
    expect(await page.locator('[data-testid="gw-account-address"]').getAttribute('data-address')).toBe(wallet.address)
    const balance = page.locator('[data-testid="gw-account-balance"][data-status="ready"]')
    expect(await balance.textContent()).toBe(shown(await chain.getBalance({ address: wallet.address })))
    expect(await page.locator('[data-testid="gw-account"]').textContent()).toContain(WC_WALLET_NAME)
    await modal(page).close.click()

    await page.locator('[data-testid="demo-sign"]').click()
    const signature = (await page.locator('[data-testid="demo-signature"]').textContent()) as `0x${string}`
    expect(await verifyMessage({ address: wallet.address, message: 'Hello from the Gangway demo', signature })).toBe(true)
    expect(wallet.requests.map((request) => [request.method, request.chainId])).toEqual([['personal_sign', 'eip155:31337']])

    const before = await chain.getBalance({ address: DEMO_RECIPIENT })
    await page.locator('[data-testid="demo-send"]').click()
    const hash = (await page.locator('[data-testid="demo-tx"]').textContent()) as `0x${string}`
    const receipt = await chain.waitForTransactionReceipt({ hash })
    expect(receipt.from.toLowerCase()).toBe(wallet.address.toLowerCase())
    expect((await chain.getBalance({ address: DEMO_RECIPIENT })) - before).toBe(10n ** 16n)

    await openWithButton(page, 'Account')
    await wallet.disconnect()
    await modal(page).view('Connect').waitFor({ state: 'visible' })
    await expect.poll(() => demo(page).connectButton.textContent()).not.toMatch(/^0x/)
    expect(await storedItem(page, 'connectedNamespaces')).toBe('[]')
  })

  test('a rejected proposal shows Connection rejected; Try again gives a new QR code that connects', async () => {
    const { page } = await clipboardSession(newSession)
    const wallet = await newWallet()
    await openWalletConnect(page)
    const first = await scannedUri(page)
    await wallet.pair(first)
    await wallet.reject()
    expect(await page.locator('[data-testid="gw-wc-error"]').textContent()).toBe('Connection rejected')
    await page.locator('[data-testid="gw-wc-retry"]').click()
    const second = await scannedUri(page)
    expect(second).not.toBe(first)
    await approveAndWaitConnected(page, wallet, second)
  })

  test('after a reload the session is restored without a new pairing, and still signs', async () => {
    const { page } = await clipboardSession(newSession)
    const wallet = await newWallet()
    await connectOverWalletConnect(page, wallet)
    const proposalsBefore = (await relayStats())['wc_proposeSession'] ?? 0
    await page.reload()
    await expect.poll(() => demo(page).connectButton.textContent()).toMatch(/^0x/)
    expect((await relayStats())['wc_proposeSession'] ?? 0).toBe(proposalsBefore)
    expect(wallet.sessions).toHaveLength(1)
    await page.locator('[data-testid="demo-sign"]').click()
    const signature = (await page.locator('[data-testid="demo-signature"]').textContent()) as `0x${string}`
    expect(await verifyMessage({ address: wallet.address, message: 'Hello from the Gangway demo', signature })).toBe(true)
  })

  test('an approval with an account on a chain the app did not ask for: a clear error, nothing stored', async () => {
    const { page } = await clipboardSession(newSession)
    const wallet = await newWallet()
    await openWalletConnect(page)
    await wallet.pair(await scannedUri(page))
    await wallet.approve({ chains: [31337, 999] })
    expect(await page.locator('[data-testid="gw-wc-error"]').textContent()).toBe('Failed to connect')
    expect(await page.locator('[data-testid="gw-connecting-wc"]').textContent()).toContain('The wallet approved eip155:999, which this app did not ask for')
    expect(await storedItem(page, 'connectedNamespaces')).toBeNull()
    await expect.poll(() => wallet.sessions.length).toBe(0)
    expect(await demo(page).connectButton.textContent()).not.toMatch(/^0x/)
  })
})
