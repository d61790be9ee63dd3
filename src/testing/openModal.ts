/** Opens the kit's modal by clicking the kit's connect button, or the dApp's own button when given. */
import type { GangwayLocator, GangwayPage } from './gangwayPage'
import { KIT_SELECTORS } from './kitSelectors'

export async function openModal(page: GangwayPage, open: GangwayLocator | string | undefined, timeout: number): Promise<void> {
  const opener = typeof open === 'string' ? page.locator(open) : (open ?? page.locator(KIT_SELECTORS.connectButton))
  await opener.click()
  await page.locator(KIT_SELECTORS.dialog).waitFor({ state: 'visible', timeout })
}
