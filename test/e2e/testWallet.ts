/** The gangway/testing wallet in a demo page: the local chains, and connecting from the Connect list. */
import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import { parseEther } from 'viem'
import { connectTestWallet, installTestWallet, type TestChain, type TestWallet } from '../../src/testing'
import { demo, type DemoOptions, type Session, type SessionOptions } from './helpers'

export const LOCAL: TestChain = { id: 31337, name: 'Gangway Local', rpcUrl: 'http://127.0.0.1:8545' }
export const LOCAL_2: TestChain = { id: 31338, name: 'Gangway Local 2', rpcUrl: 'http://127.0.0.1:8546' }
export const WALLET_NAME = 'Gangway Test Wallet'

/** Gives `address` exactly `ether` on a local chain (anvil_setBalance). */
export async function setBalance(chain: TestChain, address: string, ether: string): Promise<void> {
  await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [address, `0x${parseEther(ether).toString(16)}`] }),
  })
}

/**
 * Connects with gangway/testing's own helper (open the modal, pick the wallet's row, wait for the wallet's
 * answer and the modal to close), so the suite runs what dApp developers use; then waits until the page
 * shows the connected address.
 */
export async function connectFromList(page: Page, wallet: TestWallet): Promise<void> {
  await connectTestWallet(page, wallet)
  await expect.poll(() => demo(page).connectButton.textContent()).toMatch(/^0x/)
}

export interface WalletSessionOptions extends DemoOptions {
  readonly accountIndex: number
  readonly chains?: readonly TestChain[]
}

/** A demo page with the test wallet installed (not yet connected). */
export async function sessionWithWallet(
  newSession: (options?: SessionOptions) => Promise<Session>,
  { accountIndex, chains = [LOCAL, LOCAL_2], ...demoOptions }: WalletSessionOptions,
): Promise<{ session: Session; page: Page; wallet: TestWallet }> {
  const session = await newSession({ goto: false })
  const wallet = await installTestWallet(session.page, { chains, accountIndex, info: { name: WALLET_NAME } })
  await session.gotoDemo(demoOptions)
  return { session, page: session.page, wallet }
}

/** A demo page whose test wallet is connected. */
export async function connectedSession(
  newSession: (options?: SessionOptions) => Promise<Session>,
  options: WalletSessionOptions,
): Promise<{ session: Session; page: Page; wallet: TestWallet }> {
  const result = await sessionWithWallet(newSession, options)
  await connectFromList(result.page, result.wallet)
  return result
}
