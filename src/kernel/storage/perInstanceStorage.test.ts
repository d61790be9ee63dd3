/** Two kits over one storage (two kits on a page, then a reload): neither reads the other's state (DESIGN.md "One instance"). */
import { describe, expect, it } from 'vitest'
import { FAKE_ADDRESS, FakeAdapter } from '../../test-support/fakeAdapter'
import { flush, settle, startKit, useQuietApi } from '../stores/connectionTestKit'
import type { StorageBackend } from '../types'
import { createMemoryStorage } from './storage'
import { LEGACY_CLAIM_KEY } from './adoptLegacyStorage'

/** A wallet that answers eth_accounts as a connected one does after a reload. */
function connectedWallet(): FakeAdapter {
  const adapter = new FakeAdapter()
  adapter.reconnectWith = () => Promise.resolve({ address: FAKE_ADDRESS, chainId: 31337 })
  return adapter
}

/** Starts a kit over `storage` ("a page load") and waits until its stored connection, if any, is synced. */
async function load(storage: StorageBackend, instance: { projectId: string; storageKey?: string }) {
  const started = startKit(connectedWallet(), storage, instance)
  await started.kit.legacyStorage
  await flush(started.kit)
  await settle()
  return started
}

describe('per-instance storage', () => {
  useQuietApi()

  it.each([
    ['different projectIds', { projectId: 'project-a' }, { projectId: 'project-b' }],
    ['one projectId, different storageKeys', { projectId: 'gangway-test', storageKey: 'a' }, { projectId: 'gangway-test', storageKey: 'b' }],
  ])('%s: kit A connects, and after a reload only kit A is connected', async (_case, a, b) => {
    const storage = createMemoryStorage()
    const first = { a: await load(storage, a), b: await load(storage, b) }
    await first.a.kit.connection.connect('io.test')
    expect(first.a.kit.account.isConnected).toBe(true)
    first.a.kit.destroy()
    first.b.kit.destroy()

    const reloaded = { a: await load(storage, a), b: await load(storage, b) }
    expect(reloaded.a.kit.account.isConnected).toBe(true)
    expect(reloaded.a.adapter.calls).toContain('reconnect:io.test')
    expect(reloaded.b.kit.account.status).toBe('disconnected')
    expect(reloaded.b.adapter.calls).toEqual([])
  })

  it('the keys read as @gangway/<projectId>[:<storageKey>]/<name>', async () => {
    const storage = createMemoryStorage()
    const { kit } = await load(storage, { projectId: 'gangway-test', storageKey: 'shop' })
    await kit.connection.connect('io.test')
    expect(storage.getItem('@gangway/gangway-test:shop/connectedNamespaces')).toBe('["eip155"]')
  })

  it("an older version's connection is adopted by the first kit only, once", async () => {
    const storage = createMemoryStorage()
    storage.setItem('@gangway/connectedNamespaces', '["eip155"]')
    storage.setItem('@gangway/connectedConnectorIds', '{"eip155":"io.test"}')
    storage.setItem('@gangway/connections', JSON.stringify({ eip155: [{ connectorId: 'io.test', accounts: [{ address: FAKE_ADDRESS }] }] }))
    const a = await load(storage, { projectId: 'project-a' })
    const b = await load(storage, { projectId: 'project-b' })
    expect(a.kit.account.isConnected).toBe(true)
    expect(b.kit.account.status).toBe('disconnected')
    expect(b.adapter.calls).toEqual([])
    expect(storage.getItem(LEGACY_CLAIM_KEY)).toBe('"project-a"')
    expect(storage.getItem('@gangway/connections')).toBeNull()
    a.kit.destroy()
    b.kit.destroy()

    // The next page load, kit B first this time: the data stays kit A's.
    const b2 = await load(storage, { projectId: 'project-b' })
    const a2 = await load(storage, { projectId: 'project-a' })
    expect(b2.kit.legacyStorage).toBeUndefined()
    expect(b2.kit.account.status).toBe('disconnected')
    expect(a2.kit.account.isConnected).toBe(true)
  })
})
