/**
 * A stand-in for a Playwright page showing a dApp with the kit, for the connect helpers' unit tests: the
 * selectors the helpers use drive a tiny model of the modal (open, view, closed) that talks to a real
 * test wallet the way the kit's EVM adapter does (eth_requestAccounts, wallet_revokePermissions).
 */
import type { TestWallet } from './createTestWallet'
import type { GangwayLocator, GangwayPage } from './gangwayPage'
import { KIT_SELECTORS } from './kitSelectors'

type State = 'attached' | 'detached' | 'visible' | 'hidden'

export interface FakeKitPage extends GangwayPage {
  readonly clicks: string[]
  readonly initScripts: string[]
  /** The view the modal shows, or undefined when closed. */
  view: 'Connect' | 'Account' | 'Connecting' | undefined
}

export function fakeKitPage(wallet: () => TestWallet | undefined): FakeKitPage {
  const page: FakeKitPage = {
    clicks: [],
    initScripts: [],
    view: undefined,
    addInitScript: async (script) => {
      page.initScripts.push(script.content)
    },
    exposeFunction: async () => undefined,
    evaluate: async () => undefined,
    locator: (selector) => locator(selector),
  }

  const rowSelector = (): string | undefined => {
    const current = wallet()
    return current && KIT_SELECTORS.walletRow(current.info.rdns)
  }

  function present(selector: string): boolean {
    if (selector === KIT_SELECTORS.dialog || selector === KIT_SELECTORS.headerClose) return page.view !== undefined
    if (selector === KIT_SELECTORS.connectView || selector === rowSelector()) return page.view === 'Connect'
    if (selector === KIT_SELECTORS.accountDisconnect) return page.view === 'Account'
    return selector === KIT_SELECTORS.connectButton || selector === '#my-connect'
  }

  function click(selector: string): void {
    page.clicks.push(selector)
    const current = wallet()
    if (!current) throw new Error('no wallet')
    if (selector === KIT_SELECTORS.connectButton || selector === '#my-connect') page.view = current.connected ? 'Account' : 'Connect'
    else if (selector === KIT_SELECTORS.headerClose) page.view = undefined
    else if (selector === rowSelector()) {
      page.view = 'Connecting'
      void current.request({ method: 'eth_requestAccounts' }).then(
        () => setTimeout(() => (page.view = undefined), 30),
        () => undefined,
      )
    } else if (selector === KIT_SELECTORS.accountDisconnect) {
      void current.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }).then(() => setTimeout(() => (page.view = 'Connect'), 30))
    } else throw new Error(`nothing to click at ${selector}`)
  }

  function locator(selector: string): GangwayLocator {
    return {
      click: async () => {
        if (!present(selector)) throw new Error(`not present: ${selector}`)
        click(selector)
      },
      waitFor: async (options = {}) => {
        const want: State = options.state ?? 'visible'
        const deadline = Date.now() + (options.timeout ?? 1_000)
        while (present(selector) !== (want === 'visible' || want === 'attached')) {
          if (Date.now() > deadline) throw new Error(`timed out waiting for ${selector} to be ${want}`)
          await new Promise((resolve) => setTimeout(resolve, 5))
        }
      },
    }
  }

  return page
}
