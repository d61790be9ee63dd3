/** Shared set-up of WalletConnectStore's tests: a kit with the fake sign-client (each test file mocks ./WalletConnectClient with it), and a pairing waited for. */
import { afterEach, expect, vi } from 'vitest'
import { SessionFakeAdapter, type FakeAdapter } from '../../test-support/fakeAdapter'
import type { ChainAdapter } from '../adapterTypes'
import type { KitRoot } from '../root'
import { startKit, useQuietApi } from '../stores/connectionTestKit'
import type { WalletRecord } from '../../protocol/walletRecord'
import { fakeClients, type FakeWcClient, type Proposal } from './fakeWalletConnectClient'
import { create as createWalletConnect } from '../slices/walletConnect'

export const DAPP = { name: 'Test dApp', description: 'A dApp', url: 'https://dapp.test', icons: ['https://dapp.test/icon.png'] }
export const metamask: WalletRecord = { id: 'metamask', name: 'MetaMask', mobile_link: 'metamask://' }

const clients = fakeClients

const kits: KitRoot[] = []
export function wcKit(adapter: ChainAdapter = new SessionFakeAdapter(), options = {}) {
  const started = startKit(adapter as FakeAdapter, undefined, { metadata: DAPP, ...options })
  kits.push(started.kit)
  return { ...started, adapter: adapter as SessionFakeAdapter, store: started.kit.lazy.provide('walletConnect', createWalletConnect(started.kit)), client: () => clients.at(-1)! }
}

/** Quiet, empty API answers; after each test every kit is destroyed and the fake clients dropped. */
export function useWalletConnectKits(): void {
  useQuietApi()
  afterEach(() => {
    for (const kit of kits.splice(0)) kit.destroy()
    clients.length = 0
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })
}

/** Starts a pairing and waits for its QR code; returns the proposal the wallet sees. */
export async function paired(store: ReturnType<typeof wcKit>['store'], client: () => FakeWcClient, wallet?: WalletRecord): Promise<Proposal> {
  store.start(wallet)
  await vi.waitFor(() => expect(store.status).toBe('waiting'))
  return client().proposals.at(-1)!
}
