/**
 * WalletConnect's edges in Chromium: the relay going away and coming back, a phone's deep link (and what
 * the view offers when the wallet app does not open), switching network through the session, the Basic
 * view for apps that drive WalletConnect themselves, and axe on the views.
 */
import { describe, expect, test } from 'vitest'
import { startRelay } from '../../server/relay/startRelay'
import { modal, openWithApi, openWithButton, readState, storedItem, useBrowser } from './helpers'
import { modalAxeViolations } from './viewChecks'
import { decodeQr } from './decodeQr'
import { approveAndWaitConnected, clipboardSession, connectOverWalletConnect, openWalletConnect, scannedUri, useWalletConnectWallets } from './walletConnectSession'

const { newSession } = useBrowser()
const newWallet = useWalletConnectWallets()
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const METAMASK_ID = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'


describe('WalletConnect edges', () => {
  test('with the relay down the view shows an error, and Try again connects once it is back', async () => {
    const relay = await startRelay({ port: 0 })
    const port = relay.port
    await relay.close()
    const { page, consoleErrors } = await clipboardSession(newSession, { query: { relay: `ws://127.0.0.1:${port}`, 'timing.walletConnectTimeout': '3000' } })
    await openWalletConnect(page)
    expect(await page.locator('[data-testid="gw-wc-error"]').textContent()).toBe('Failed to connect')
    expect(await page.locator('[data-testid="gw-connecting-wc"]').textContent()).toContain('Could not reach the WalletConnect relay in time.')
    expect(consoleErrors.some((line) => line.includes(`127.0.0.1:${port}`))).toBe(true)

    const back = await startRelay({ port })
    try {
      const wallet = await newWallet({ relayUrl: back.url })
      await page.locator('[data-testid="gw-wc-retry"]').click()
      await approveAndWaitConnected(page, wallet, await scannedUri(page))
    } finally {
      await back.close()
    }
  })

  test('the relay dying under the QR code: the code goes and the error says so; once it is back a fresh code shows by itself and pairs', async () => {
    const relay = await startRelay({ port: 0 })
    const port = relay.port
    let back: Awaited<ReturnType<typeof startRelay>> | undefined
    try {
      const { page } = await clipboardSession(newSession, { query: { relay: `ws://127.0.0.1:${port}`, 'timing.walletConnectTimeout': '3000' } })
      await openWalletConnect(page)
      const first = await scannedUri(page)
      await relay.close()
      await page.locator('[data-testid="gw-wc-error"]').waitFor()
      expect(await page.locator('[data-testid="gw-wc-error"]').textContent()).toBe('The connection to the WalletConnect relay was lost')
      expect(await page.locator('[data-testid="gw-connecting-wc"]').textContent()).toContain('A new QR code shows as soon as it is back.')
      expect(await page.locator('[data-testid="gw-wc-qr"]').count()).toBe(0)
      back = await startRelay({ port })
      const wallet = await newWallet({ relayUrl: back.url })
      // No click: the kit tries again by itself.
      await page.locator('[data-testid="gw-wc-qr"]').waitFor({ state: 'visible', timeout: 60_000 })
      const fresh = await scannedUri(page)
      expect(fresh).not.toBe(first)
      await approveAndWaitConnected(page, wallet, fresh)
    } finally {
      await relay.close().catch(() => undefined)
      await back?.close()
    }
  })

  test('on an iPhone the wallet opens through its deep link; when it does not, the QR code and the App Store are offered; coming back reuses the pairing', async () => {
    const { page } = await clipboardSession(newSession, { userAgent: IPHONE_SAFARI })
    await openWithButton(page)
    await page.locator(`[data-testid="gw-wallet-row"][data-wallet-id="${METAMASK_ID}"]`).click()
    await modal(page).view('ConnectingWalletConnect').waitFor({ state: 'visible' })
    expect(await modal(page).title.textContent()).toBe('MetaMask')
    const open = page.locator('[data-testid="gw-wc-open"]')
    const href = (await open.getAttribute('href')) ?? ''
    expect(href).toMatch(/^metamask:\/\/wc\?uri=wc%3A[0-9a-f]{64}%402%3F/)
    const uri = decodeURIComponent(href.slice('metamask://wc?uri='.length))
    expect(await page.locator('[data-testid="gw-wc-qr"]').count()).toBe(0)

    // Headless Chromium hands metamask:// to the system and then takes no more input; the page is kept from
    // following it, as a phone without MetaMask stays on the page. The kit's own click handler still runs.
    await page.evaluate(() => window.addEventListener('click', (event) => event.composedPath().some((node) => node instanceof HTMLAnchorElement && node.href.startsWith('metamask:')) && event.preventDefault(), true))
    await open.click()
    // The page is still in front a moment later: the view offers the other ways.
    const qr = page.locator('[data-testid="gw-wc-qr"]')
    await qr.waitFor({ state: 'visible' })
    expect(await decodeQr(page, qr)).toBe(uri)
    expect(await page.locator('[data-testid="gw-wc-store"]').getAttribute('href')).toMatch(/^https:\/\/apps\.apple\.com\//)
    expect(await page.locator('[data-testid="gw-wc-store"]').textContent()).toBe('Get MetaMask on App Store')

    await modal(page).back.click()
    await page.locator(`[data-testid="gw-wallet-row"][data-wallet-id="${METAMASK_ID}"]`).click()
    expect(await page.locator('[data-testid="gw-wc-open"]').getAttribute('href')).toBe(href)

    await approveAndWaitConnected(page, await newWallet(), uri)
    // Connected over WalletConnect, MetaMask joins the recent wallets.
    expect(await storedItem(page, 'recentWallets')).toContain(METAMASK_ID)
  })

  test('switching network asks the wallet through the session, and the kit follows', async () => {
    const { page } = await clipboardSession(newSession)
    const wallet = await newWallet()
    await connectOverWalletConnect(page, wallet)
    await page.getByRole('button', { name: 'Use Gangway Local 2' }).click()
    await expect.poll(async () => (await readState(page)).selectedNetworkId).toBe('eip155:31338')
    expect(wallet.requests.map((request) => request.method)).toContain('wallet_switchEthereumChain')
    expect(wallet.chainId).toBe(31338)
  })

  test('ConnectingWalletConnect and the Basic view pass axe; the Basic view shows the app’s uri, or the exact problem with it', async () => {
    const { page } = await clipboardSession(newSession)
    await openWalletConnect(page)
    await page.locator('[data-testid="gw-wc-qr"]').waitFor({ state: 'visible' })
    expect(await modalAxeViolations(page)).toEqual([])

    const manual = await clipboardSession(newSession, { query: { manualWCControl: 'true' } })
    await openWithApi(manual.page, {}, 'ConnectingWalletConnectBasic')
    expect(await manual.page.locator('[data-testid="gw-connecting-wc-basic"]').textContent()).toContain('Waiting for the connection link from the app')
    await manual.page.evaluate(() => window.appkit.open({ uri: 'wc:1234@2?relay-protocol=irn&symKey=abcd' }))
    expect(await manual.page.locator('[data-testid="gw-wc-error"]').textContent()).toBe('Invalid WalletConnect URI: the topic must be 64 hex characters')
    const uri = `wc:${'a1'.repeat(32)}@2?relay-protocol=irn&symKey=${'b2'.repeat(32)}`
    await manual.page.evaluate((value) => window.appkit.open({ uri: value }), uri)
    expect(await decodeQr(manual.page, manual.page.locator('[data-testid="gw-wc-qr"]'))).toBe(uri)
    expect(await modalAxeViolations(manual.page)).toEqual([])
  })
})
