/**
 * Shared set-up for the createTestWallet tests: two anvil chains (31337 and 31338, on spare ports so a
 * running cloud and the other anvil tests are not disturbed), the mnemonic's accounts, and helpers for
 * wallets, failures and events.
 */
import { createPublicClient, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect } from 'vitest'
import { startAnvil, TEST_MNEMONIC, type AnvilHandle } from '../../server/chain/anvil'
import { createTestWallet, type TestWallet } from './createTestWallet'
import type { TestChain, TestWalletOptions } from './types'

export const CHAIN_A: TestChain = { id: 31337, name: 'Gangway Local', rpcUrl: 'http://127.0.0.1:28745' }
export const CHAIN_B: TestChain = { id: 31338, name: 'Gangway Local 2', rpcUrl: 'http://127.0.0.1:28746' }
export const ACCOUNT_0 = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 0 }).address
export const ACCOUNT_1 = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 1 }).address
export const RECIPIENT = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 7 }).address

export const client = (chain: TestChain) => createPublicClient({ transport: http(chain.rpcUrl) })

/** Starts anvil for CHAIN_A and CHAIN_B before the file's tests and stops them after. One test file at a time may use it (fixed ports). */
export function useAnvilChains(): void {
  let anvils: AnvilHandle[] = []
  beforeAll(async () => {
    anvils = [
      await startAnvil({ id: CHAIN_A.id, name: CHAIN_A.name, rpcPort: 28745 }),
      await startAnvil({ id: CHAIN_B.id, name: CHAIN_B.name, rpcPort: 28746 }),
    ]
  }, 30_000)
  afterAll(async () => {
    await Promise.all(anvils.map((anvil) => anvil.stop()))
  })
}

export const newWallet = (options: Partial<TestWalletOptions> = {}): TestWallet => createTestWallet({ chains: [CHAIN_A, CHAIN_B], ...options })

/** A connected wallet. */
export async function connected(options: Partial<TestWalletOptions> = {}): Promise<TestWallet> {
  const wallet = newWallet(options)
  await wallet.request({ method: 'eth_requestAccounts' })
  return wallet
}

/** The rejection of a request, for asserting on code and message. */
export async function failure(promise: Promise<unknown>): Promise<{ code: number; message: string; data?: unknown }> {
  const error: unknown = await promise.then(
    () => {
      throw new Error('expected the request to fail')
    },
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(Error)
  return error as { code: number; message: string }
}

export function recordEvents(wallet: TestWallet): unknown[][] {
  const events: unknown[][] = []
  wallet.on('connect', (info) => events.push(['connect', info]))
  wallet.on('accountsChanged', (accounts) => events.push(['accountsChanged', accounts]))
  wallet.on('chainChanged', (chainId) => events.push(['chainChanged', chainId]))
  wallet.on('disconnect', (error) => events.push(['disconnect', error.code]))
  return events
}
