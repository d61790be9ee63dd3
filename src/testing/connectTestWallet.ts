/**
 * connectTestWallet: connects an installed test wallet to the dApp through the kit's UI, as a visitor
 * does: open the modal, pick the wallet's row, and wait until the wallet answered eth_requestAccounts
 * and the modal closed.
 */
import type { TestWallet } from './createTestWallet'
import type { GangwayLocator, GangwayPage } from './gangwayPage'
import { DEFAULT_STEP_TIMEOUT_MS, KIT_SELECTORS } from './kitSelectors'
import { openModal } from './openModal'
import { TestWalletError } from './testWalletError'
import type { RequestLogEntry } from './types'
import { waitForWallet } from './waitForWallet'

export interface ConnectTestWalletOptions {
  /** What opens the modal: a locator or a CSS selector of the dApp's own button. Default: the kit's connect button (`gw-connect-button`). */
  open?: GangwayLocator | string
  /** How long each step may wait, in ms. Default 15 000. */
  timeout?: number
}

const settled = (entry: RequestLogEntry): boolean => entry.outcome.status === 'ok' || entry.outcome.status === 'error'

/**
 * Resolves once connected. Throws a TestWalletError: CONNECT_FAILED when the wallet refused the
 * connection (a queued fault, `autoApprove: false`), TIMEOUT when a step did not happen in time.
 */
export async function connectTestWallet(page: GangwayPage, wallet: TestWallet, options: ConnectTestWalletOptions = {}): Promise<void> {
  const timeout = options.timeout ?? DEFAULT_STEP_TIMEOUT_MS
  await openModal(page, options.open, timeout)
  // Requests logged before the click (restore, discovery) are not this connection's answer.
  const before = new Set(wallet.requests)
  await page.locator(KIT_SELECTORS.walletRow(wallet.info.rdns)).click()
  const answer = await waitForWallet(() => wallet.requests.find((entry) => !before.has(entry) && entry.method === 'eth_requestAccounts' && settled(entry)), {
    timeout,
    what: `the dApp's eth_requestAccounts to ${wallet.info.name} to be answered`,
  })
  if (answer.outcome.status === 'error') {
    const { code, message } = answer.outcome.error
    throw new TestWalletError('CONNECT_FAILED', `${wallet.info.name} refused the connection: ${code} ${message}`)
  }
  await page.locator(KIT_SELECTORS.dialog).waitFor({ state: 'detached', timeout })
}
