/** Shared set-up for the SendStore tests: a store over a fake context with its balances read, and the form filled in. */
import { fakeContext, type eth } from './sendPluginContext'
import { SendStore } from '../plugins/send/SendStore'

export async function readyStore(options: Parameters<typeof fakeContext>[0] = {}) {
  const fake = fakeContext(options)
  const store = new SendStore(fake.context, { lookupDelayMs: 10, now: () => 1_000 })
  await store.fetchTokenBalances()
  return { store, ...fake }
}

export function fill(store: SendStore, token: typeof eth | undefined, amount: string, receiver: string): void {
  store.setToken(token)
  store.setAmount(amount)
  store.setReceiverInput(receiver)
}
