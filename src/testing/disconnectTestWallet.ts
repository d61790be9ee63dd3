/**
 * disconnectTestWallet: disconnects through the kit's UI (the connected button opens Account, then
 * Disconnect), waits until the wallet saw the site disconnect, and closes the modal the kit leaves on
 * Connect, so the page is as it was before connectTestWallet.
 */
import type { ConnectTestWalletOptions } from './connectTestWallet'
import type { TestWallet } from './createTestWallet'
import type { GangwayPage } from './gangwayPage'
import { DEFAULT_STEP_TIMEOUT_MS, KIT_SELECTORS } from './kitSelectors'
import { openModal } from './openModal'
import { waitForWallet } from './waitForWallet'

export async function disconnectTestWallet(page: GangwayPage, wallet: TestWallet, options: ConnectTestWalletOptions = {}): Promise<void> {
  const timeout = options.timeout ?? DEFAULT_STEP_TIMEOUT_MS
  await openModal(page, options.open, timeout)
  await page.locator(KIT_SELECTORS.accountDisconnect).click()
  await waitForWallet(() => (wallet.connected ? undefined : true), { timeout, what: `${wallet.info.name} to be disconnected` })
  await page.locator(KIT_SELECTORS.connectView).waitFor({ state: 'visible', timeout })
  await page.locator(KIT_SELECTORS.headerClose).click()
  await page.locator(KIT_SELECTORS.dialog).waitFor({ state: 'detached', timeout })
}
