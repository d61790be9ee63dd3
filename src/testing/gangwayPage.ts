/**
 * The parts of a Playwright `Page` and `Locator` the connect helpers use. Structural, so gangway/testing
 * imports no Playwright package: a page of @playwright/test or of playwright-core fits as it is.
 */
import type { PageLike } from './installTestWallet'

export interface GangwayLocator {
  click(): Promise<unknown>
  waitFor(options?: { state?: 'attached' | 'detached' | 'visible' | 'hidden'; timeout?: number }): Promise<unknown>
}

export interface GangwayPage extends PageLike {
  /** CSS selectors pierce open shadow roots, so the modal inside `<gangway-modal>` is reachable. */
  locator(selector: string): GangwayLocator
}
