/**
 * gangwayFixtures: a Playwright Test fixture that gives each test a test wallet installed in its page
 * before the page navigates, and connects it in one call:
 *
 *   const test = base.extend<GangwayFixtures>(gangwayFixtures({ chains }))
 *
 * Playwright is not imported: the fixture is typed structurally (GangwayPage), and the type argument of
 * `extend` types the `gangway` fixture in the tests.
 */
import { connectTestWallet, type ConnectTestWalletOptions } from './connectTestWallet'
import type { TestWallet } from './createTestWallet'
import { disconnectTestWallet } from './disconnectTestWallet'
import type { Fault } from './faults'
import type { GangwayPage } from './gangwayPage'
import { installTestWallet } from './installTestWallet'
import type { TestChain } from './types'

export interface GangwayOptions {
  /** The chains the wallet knows; the first is active. */
  chains: readonly TestChain[]
  /** HD account index of the test mnemonic; default 0. */
  accountIndex?: number
  /** The wallet's EIP-6963 name (its row in the modal); default 'Gangway Test Wallet'. */
  name?: string
  /** Default true; false rejects every prompt unless `approveNext()` queued an approval. */
  autoApprove?: boolean
}

/** What a test gets as `gangway`. */
export interface Gangway {
  /** The wallet in the test process: `address`, `requests`, `faults`, `connected`, `switchChain()`, … */
  readonly wallet: TestWallet
  /** Opens the modal, picks the wallet's row, and resolves once the wallet answered and the modal closed. */
  connect(page: GangwayPage, options?: ConnectTestWalletOptions): Promise<void>
  /** Disconnects from the kit's Account view and closes the modal. */
  disconnect(page: GangwayPage, options?: ConnectTestWalletOptions): Promise<void>
  /** The next wallet prompt (or the next request of `method`) is approved, even with `autoApprove: false`. */
  approveNext(method?: string): void
  /** The next wallet prompt (or the next request of `method`) is rejected with 4001. */
  rejectNext(method?: string): void
}

export interface GangwayFixtures {
  gangway: Gangway
}

/** The fixture function, in the shape Playwright Test's `extend` takes. */
export type GangwayFixture = (args: { page: GangwayPage }, use: (gangway: Gangway) => Promise<void>) => Promise<void>

const fault = (kind: 'approve' | 'reject', method: string | undefined): Fault => (method === undefined ? { kind } : { kind, method })

function createGangway(wallet: TestWallet): Gangway {
  return {
    wallet,
    connect: (page, options) => connectTestWallet(page, wallet, options),
    disconnect: (page, options) => disconnectTestWallet(page, wallet, options),
    approveNext: (method) => wallet.faults.next(fault('approve', method)),
    rejectNext: (method) => wallet.faults.next(fault('reject', method)),
  }
}

export function gangwayFixtures(options: GangwayOptions): { gangway: GangwayFixture } {
  return {
    gangway: async ({ page }, use) => {
      const wallet = await installTestWallet(page, {
        chains: options.chains,
        ...(options.accountIndex !== undefined && { accountIndex: options.accountIndex }),
        ...(options.autoApprove !== undefined && { autoApprove: options.autoApprove }),
        ...(options.name !== undefined && { info: { name: options.name } }),
      })
      await use(createGangway(wallet))
      // A request a test left hanging would otherwise never settle.
      wallet.faults.releaseHung()
    },
  }
}
