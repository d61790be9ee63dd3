/** The WalletConnect test wallet (gangway/testing) against the demo: its QR code, its copy link, pairing. */
import { afterEach, expect } from 'vitest'
import type { Page } from 'playwright-core'
import { createWalletConnectTestWallet, type WalletConnectTestWallet } from '../../src/testing'
import { demo, DEMO_URL, modal, openWithButton, type Session, type SessionOptions } from './helpers'
import { decodeQr } from './decodeQr'
import { LOCAL, LOCAL_2 } from './testWallet'

export const WC_RELAY = 'ws://127.0.0.1:3004'
export const WC_WALLET_NAME = 'Gangway WalletConnect Test Wallet'
/** The WalletConnect suites use account #1 (the others leave it alone). */
export const WC_ACCOUNT_INDEX = 1

/** Test wallets made by a test are closed after it, so no relay socket outlives the test. */
export function useWalletConnectWallets(): (options?: { relayUrl?: string }) => Promise<WalletConnectTestWallet> {
  let wallets: WalletConnectTestWallet[] = []
  afterEach(async () => {
    const open = wallets
    wallets = []
    await Promise.all(open.map((wallet) => wallet.close().catch(() => undefined)))
  })
  return async ({ relayUrl = WC_RELAY } = {}) => {
    const wallet = await createWalletConnectTestWallet({
      relayUrl,
      projectId: 'gangway-demo',
      chains: [LOCAL, LOCAL_2],
      accountIndex: WC_ACCOUNT_INDEX,
      metadata: { name: WC_WALLET_NAME, description: 'gangway/testing', url: 'https://wallet.gangway.test', icons: [] },
    })
    wallets.push(wallet)
    return wallet
  }
}

/** A demo page allowed to use the clipboard (the copy link). */
export async function clipboardSession(newSession: (options?: SessionOptions) => Promise<Session>, options: SessionOptions = {}): Promise<Session> {
  const session = await newSession({ ...options, goto: false })
  await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(DEMO_URL).origin })
  if (options.goto !== false) await session.gotoDemo(options)
  return session
}

/** Connect → the WalletConnect row: the view with its QR code. */
export async function openWalletConnect(page: Page): Promise<void> {
  await openWithButton(page)
  await page.locator('[data-testid="gw-wallet-row"][data-wallet-id="walletConnect"]').click()
  await modal(page).view('ConnectingWalletConnect').waitFor({ state: 'visible' })
}

/** The uri as a phone scanning the QR code reads it, checked against what 'Copy link' puts on the clipboard. */
export async function scannedUri(page: Page): Promise<string> {
  const qr = page.locator('[data-testid="gw-wc-qr"]')
  await qr.waitFor({ state: 'visible' })
  const scanned = await decodeQr(page, qr)
  await page.locator('[data-testid="gw-wc-copy"]').click()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(scanned).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  expect(copied).toBe(scanned)
  return copied
}

/** The wallet pairs with `uri` and approves; resolves once the page shows the connected address. */
export async function approveAndWaitConnected(page: Page, wallet: WalletConnectTestWallet, uri: string): Promise<void> {
  await wallet.pair(uri)
  await wallet.approve()
  await expect.poll(() => demo(page).connectButton.textContent()).toMatch(/^0x/)
}

/** Connect → WalletConnect → the wallet scans and approves. */
export async function connectOverWalletConnect(page: Page, wallet: WalletConnectTestWallet): Promise<void> {
  await openWalletConnect(page)
  await approveAndWaitConnected(page, wallet, await scannedUri(page))
}
