/** Shared set-up of the connection store's tests: a kit with the fake adapter, and quiet, empty API answers. */
import { afterEach, beforeEach, vi } from 'vitest'
import { FakeAdapter } from '../../test-support/fakeAdapter'
import { testNetwork, testOptions } from '../../test-support/testKit'
import { KitRoot } from '../root'
import type { KitEvent } from './EventsStore'
import { createMemoryStorage } from '../storage/storage'
import type { CaipNetwork, StorageBackend } from '../types'
import type { ChainAdapter } from '../adapterTypes'

export const secondNetwork: CaipNetwork = { ...testNetwork, id: 31338, caipNetworkId: 'eip155:31338', name: 'Gangway Local 2' }
export const rejection = Object.assign(new Error('User rejected the request.'), { code: 4001 })

export function startKit<A extends ChainAdapter = FakeAdapter>(adapter: A = new FakeAdapter() as unknown as A, storage: StorageBackend = createMemoryStorage(), extra = {}) {
  const kit = new KitRoot(testOptions({ adapters: [adapter], networks: [testNetwork, secondNetwork], storage, ...extra }))
  const events: KitEvent[] = []
  kit.events.subscribe((event) => events.push(event))
  kit.startAdapters()
  return { kit, adapter, storage, events, names: () => events.map((event) => event.data.event) }
}

/** The backend key of one of the test kit's stored values (testOptions' projectId, no storageKey). */
export const kitKey = (key: string): string => `@gangway/gangway-test/${key}`
export const stored = (storage: StorageBackend, key: string): unknown => JSON.parse(storage.getItem(kitKey(key)) ?? 'null')
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** The flows are a lazy chunk: wait for it, then for the promises it started. */
export async function flush(kit: KitRoot): Promise<void> {
  await kit.connection.load()
  for (let i = 0; i < 3; i++) await Promise.resolve()
}

/** open() starts the directory and config calls; these tests are about connections, so they get empty answers. */
export function useQuietApi(): void {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{"count":0,"data":[]}', { headers: { 'content-type': 'application/json' } }))))
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })
}
