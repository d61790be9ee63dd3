/**
 * A real browser wallet on the real local chains: the gangway/testing wallet, installed into the page,
 * connects through the EVM adapter; balances are read from anvil through the chain-data proxy.
 */
import { describe, expect, test } from 'vitest'
import { createPublicClient, formatEther, http } from 'viem'
import type { Page } from 'playwright-core'
import { installTestWallet, type TestChain, type TestWallet } from '../../src/testing'
import { demo, demoStorageKey, modal, openWithButton, type Session, storedItem, useBrowser } from './helpers'
import { connectFromList, setBalance } from './testWallet'

const { newSession } = useBrowser()

const LOCAL: TestChain = { id: 31337, name: 'Gangway Local', rpcUrl: 'http://127.0.0.1:8545' }
const LOCAL_2: TestChain = { id: 31338, name: 'Gangway Local 2', rpcUrl: 'http://127.0.0.1:8546' }
/** Accounts #5–#8 are left alone by the other suites; each test picks its own. */
const WALLET_NAME = 'Gangway Test Wallet'

async function balanceOnChain(chain: TestChain, address: `0x${string}`): Promise<string> {
  const wei = await createPublicClient({ transport: http(chain.rpcUrl) }).getBalance({ address })
  return formatEther(wei)
}

/** The Account view's text for a balance: 3 decimals, truncated. */
const shown = (balance: string) => {
  const [whole, fraction = ''] = balance.split('.')
  return `${whole}.${fraction.padEnd(3, '0').slice(0, 3)} ETH`
}


async function sessionWithWallet(options: { accountIndex: number; chains?: TestChain[]; query?: Record<string, string> }): Promise<{ session: Session; page: Page; wallet: TestWallet }> {
  const session = await newSession({ goto: false })
  const wallet = await installTestWallet(session.page, { chains: options.chains ?? [LOCAL, LOCAL_2], accountIndex: options.accountIndex, info: { name: WALLET_NAME } })
  await session.gotoDemo(options.query ? { query: options.query } : {})
  return { session, page: session.page, wallet }
}

const walletRow = (page: Page, wallet: TestWallet) => page.locator(`[data-testid="gw-wallet-row"][data-wallet-id="${wallet.info.rdns}"]`)

const connect = connectFromList

async function openAccount(page: Page): Promise<void> {
  await openWithButton(page, 'Account')
  await page.locator('[data-testid="gw-account-balance"][data-status="ready"]').waitFor()
}

const storedConnection = (page: Page) =>
  Promise.all([storedItem(page, 'connectedNamespaces'), storedItem(page, 'connectedConnectorIds')]).then(([namespaces, ids]) => ({ namespaces, ids }))

describe('an installed EVM wallet on the local chains', () => {
  test('is listed first after the WalletConnect row, as installed; clicking it connects and Account shows its address and the balance read from the chain', async () => {
    const { page, wallet } = await sessionWithWallet({ accountIndex: 5 })
    await openWithButton(page)
    expect(await modal(page).walletRows.first().getAttribute('data-wallet-id')).toBe('walletConnect')
    const first = modal(page).walletRows.nth(1)
    await expect.poll(() => first.getAttribute('data-wallet-id')).toBe(wallet.info.rdns)
    expect(await first.textContent()).toContain(WALLET_NAME)
    await first.click()
    await modal(page).dialog.waitFor({ state: 'detached' })
    expect(wallet.requests.map((request) => request.method).slice(0, 2)).toEqual(['eth_requestAccounts', 'eth_chainId'])

    await openAccount(page)
    expect(await page.locator('[data-testid="gw-account-address"]').getAttribute('data-address')).toBe(wallet.address)
    expect(await page.locator('[data-testid="gw-account-balance"]').textContent()).toBe(shown(await balanceOnChain(LOCAL, wallet.address)))
    expect(await page.locator('[data-testid="gw-account-network"]').textContent()).toContain('Gangway Local')
    const account = await page.evaluate(() => (window as unknown as { appkit: { getAccount(ns: string): unknown } }).appkit.getAccount('eip155'))
    expect(account).toMatchObject({ address: wallet.address, caipAddress: `eip155:31337:${wallet.address}`, isConnected: true, status: 'connected' })
  })

  test('connection events reach subscribeEvents and, with analytics enabled, POST /e', async () => {
    const startedAt = Date.now()
    const { page, wallet } = await sessionWithWallet({ accountIndex: 5 })
    await page.evaluate(() => {
      const w = window as unknown as { appkit: { subscribeEvents(l: (e: { data: { event: string } }) => void): void }; seen: string[] }
      w.seen = []
      w.appkit.subscribeEvents((event) => w.seen.push(event.data.event))
    })
    await connect(page, wallet)
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual(expect.arrayContaining(['SELECT_WALLET', 'CONNECT_SUCCESS']))
    const stored = async () => {
      const body = (await (await fetch('http://127.0.0.1:3001/e?projectId=gangway-demo')).json()) as { data: { timestamp: number; props: { event: string; properties?: unknown } }[] }
      return body.data.filter((event) => event.timestamp >= startedAt && event.props.event === 'CONNECT_SUCCESS')
    }
    await expect.poll(async () => (await stored()).length, { timeout: 10_000 }).toBeGreaterThan(0)
    expect((await stored())[0]?.props.properties).toEqual({ method: 'browser', name: WALLET_NAME, caipNetworkId: 'eip155:31337' })
  })

  test('after a reload it is reconnected without a click (eth_accounts, no prompt)', async () => {
    const { page, wallet } = await sessionWithWallet({ accountIndex: 5 })
    await connect(page, wallet)
    wallet.clearRequests()
    await page.reload()
    await expect.poll(() => demo(page).connectButton.textContent()).toMatch(/^0x/)
    const methods = wallet.requests.map((request) => request.method)
    expect(methods).toContain('eth_accounts')
    expect(methods).not.toContain('eth_requestAccounts')
    await openAccount(page)
    expect(await page.locator('[data-testid="gw-account-address"]').getAttribute('data-address')).toBe(wallet.address)
  })

  test("switching to the second chain changes the wallet's chain and the balance shown", async () => {
    const { page, wallet } = await sessionWithWallet({ accountIndex: 6 })
    await setBalance(LOCAL_2, wallet.address, '1234.56789')
    await connect(page, wallet)
    await openAccount(page)
    await page.locator('[data-testid="gw-account-network"]').click()
    await modal(page).view('SwitchNetwork').waitFor()
    await page.locator('[data-testid="gw-network-row"][data-network-id="eip155:31338"]').click()
    await modal(page).view('Account').waitFor()
    expect(wallet.chainId).toBe(31338)
    await expect.poll(() => page.locator('[data-testid="gw-account-network"]').textContent()).toContain('Gangway Local 2')
    await expect.poll(() => page.locator('[data-testid="gw-account-balance"][data-status="ready"]').textContent()).toBe('1234.567 ETH')
  })

  test('switching to a chain the wallet does not know goes through 4902 and wallet_addEthereumChain and ends on that chain', async () => {
    const { page, wallet } = await sessionWithWallet({ accountIndex: 7, chains: [LOCAL] })
    await connect(page, wallet)
    wallet.clearRequests()
    await openAccount(page)
    await page.locator('[data-testid="gw-account-network"]').click()
    await page.locator('[data-testid="gw-network-row"][data-network-id="eip155:31338"]').click()
    await modal(page).view('Account').waitFor()
    const log = wallet.requests.filter((request) => request.method.startsWith('wallet_'))
    expect(log.map((request) => [request.method, request.outcome.status === 'error' ? request.outcome.error.code : request.outcome.status])).toEqual([
      ['wallet_switchEthereumChain', 4902],
      ['wallet_addEthereumChain', 'ok'],
      ['wallet_switchEthereumChain', 'ok'],
    ])
    expect(wallet.chainId).toBe(31338)
    expect(wallet.chains.map((chain) => chain.id)).toContain(31338)
    await expect.poll(() => page.locator('[data-testid="gw-account-network"]').textContent()).toContain('Gangway Local 2')
  })

  test("a wallet that rejects shows 'Connection rejected' and nothing changes; retry connects", async () => {
    const { page, wallet } = await sessionWithWallet({ accountIndex: 8 })
    wallet.faults.next({ kind: 'reject', method: 'eth_requestAccounts' })
    await openWithButton(page)
    await walletRow(page, wallet).click()
    await modal(page).view('ConnectingExternal').waitFor()
    await expect.poll(() => page.locator('[data-testid="gw-connecting-error"]').textContent()).toBe('Connection rejected')
    expect(await modal(page).title.textContent()).toBe(WALLET_NAME)
    expect(await demo(page).connectButton.textContent()).toBe('Connect Wallet')
    expect(await storedConnection(page)).toEqual({ namespaces: null, ids: null })
    await page.locator('[data-testid="gw-connecting-retry"]').click()
    await modal(page).dialog.waitFor({ state: 'detached' })
    await expect.poll(() => demo(page).connectButton.textContent()).toMatch(/^0x/)
  })

  test("a wallet that fails or never answers ends in 'Failed to connect' with its reason, and the previous state", async () => {
    const { page, wallet } = await sessionWithWallet({ accountIndex: 8, query: { 'timing.walletConnectTimeout': '2000' } })
    wallet.faults.next({ kind: 'error', code: -32603, message: 'Internal wallet error', method: 'eth_requestAccounts' })
    await openWithButton(page)
    await walletRow(page, wallet).click()
    await expect.poll(() => page.locator('[data-testid="gw-connecting-error"]').textContent()).toBe('Failed to connect')
    expect(await page.locator('[data-testid="gw-connecting-external"]').textContent()).toContain('Internal wallet error')
    wallet.faults.next({ kind: 'hang', method: 'eth_requestAccounts' })
    await page.locator('[data-testid="gw-connecting-retry"]').click()
    await expect.poll(() => page.locator('[data-testid="gw-connecting-external"]').getAttribute('data-status')).toBe('connecting')
    await expect.poll(() => page.locator('[data-testid="gw-connecting-external"]').textContent(), { timeout: 5000 }).toContain('The wallet did not answer in time.')
    expect(await page.locator('[data-testid="gw-connecting-error"]').textContent()).toBe('Failed to connect')
    expect(await demo(page).connectButton.textContent()).toBe('Connect Wallet')
    expect(await storedConnection(page)).toEqual({ namespaces: null, ids: null })
    wallet.faults.releaseHung()
  })

  test('a corrupt stored connection is ignored on start: no error, not connected, and the wallet still connects', async () => {
    const session = await newSession({ goto: false })
    const wallet = await installTestWallet(session.page, { chains: [LOCAL], accountIndex: 5, info: { name: WALLET_NAME } })
    await session.page.addInitScript((keys) => {
      localStorage.setItem(keys.namespaces, '["eip155"')
      localStorage.setItem(keys.ids, JSON.stringify({ eip155: { not: 'an id' } }))
      localStorage.setItem(keys.connections, 'null')
    }, { namespaces: demoStorageKey('connectedNamespaces'), ids: demoStorageKey('connectedConnectorIds'), connections: demoStorageKey('connections') })
    await session.gotoDemo()
    const { page } = session
    await page.waitForTimeout(1200)
    expect(await demo(page).connectButton.textContent()).toBe('Connect Wallet')
    expect(wallet.requests.map((request) => request.method)).not.toContain('eth_accounts')
    // The storage layer dropped the value that is not JSON; with nothing to restore, the rest is never read.
    expect((await storedConnection(page)).namespaces).toBeNull()
    await connect(page, wallet)
    expect(await storedConnection(page)).toEqual({ namespaces: '["eip155"]', ids: JSON.stringify({ eip155: wallet.info.rdns }) })
    expect(session.pageErrors).toEqual([])
  })

  test('disconnect returns to Connect and clears the stored connection; a reload stays disconnected', async () => {
    const { page, wallet } = await sessionWithWallet({ accountIndex: 5 })
    await connect(page, wallet)
    expect((await storedConnection(page)).namespaces).toBe('["eip155"]')
    await openAccount(page)
    await page.locator('[data-testid="gw-account-disconnect"]').click()
    await modal(page).view('Connect').waitFor()
    expect(await storedConnection(page)).toEqual({ namespaces: '[]', ids: '{}' })
    await page.reload()
    await demo(page).connectButton.waitFor()
    await page.waitForTimeout(1500)
    expect(await demo(page).connectButton.textContent()).toBe('Connect Wallet')
  })

  test('a wallet that moves to a chain the app does not list shows the Unknown Network state, and switching back works', async () => {
    const unlisted: TestChain = { id: 31339, name: 'Unlisted', rpcUrl: 'http://127.0.0.1:8545' }
    const { page, wallet } = await sessionWithWallet({ accountIndex: 6, chains: [LOCAL, LOCAL_2, unlisted] })
    await connect(page, wallet)
    wallet.switchChain(31339)
    await modal(page).view('SwitchNetwork').waitFor()
    expect(await page.locator('[data-testid="gw-unsupported-network"]').textContent()).toBe(
      "This app doesn't support your current network. Switch to an available option to continue.",
    )
    expect(await page.evaluate(() => (window as unknown as { appkit: { getCaipNetwork(): { name: string } } }).appkit.getCaipNetwork().name)).toBe('Unknown Network')
    await page.locator('[data-testid="gw-network-row"][data-network-id="eip155:31337"]').click()
    await modal(page).view('Account').waitFor()
    expect(wallet.chainId).toBe(31337)
  })
})
