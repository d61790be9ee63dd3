/** Shared by the tests that drive two real SignClients through the relay (relaySignClient, relayClusterSignClient). */
import type { SignClientTypes } from '@walletconnect/types'
import { mnemonicToAccount } from 'viem/accounts'
import type { openSignClient } from '../../src/testing/walletconnect/openSignClient'
import { TEST_MNEMONIC } from '../../server/chain/anvil'

export const ACCOUNT = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 0 })
export const CHAIN = 'eip155:31337'
export const metadata = (name: string) => ({ name, description: name, url: 'http://127.0.0.1:3000', icons: [] })
export type Client = Awaited<ReturnType<typeof openSignClient>>

/** Resolves with the first event the client emits of that name, or rejects after `ms`. */
export function nextEvent<E extends 'session_proposal' | 'session_delete'>(client: Client, event: E, ms = 5_000): Promise<SignClientTypes.EventArguments[E]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms / 1000} s`)), ms)
    client.once(event, (args) => (clearTimeout(timer), resolve(args)))
  })
}
