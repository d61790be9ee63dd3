import { describe, expect, it } from 'vitest'
import { createHttpClient } from '../http/client'
import { parseOptions } from '../options'
import { testOptions } from '../../test-support/testKit'
import { AlertStore } from './AlertStore'
import { FlagStore } from './FlagStore'

function flagStore() {
  const options = parseOptions(testOptions({ features: { swaps: true } }))
  const alerts = new AlertStore()
  return { store: new FlagStore(options, createHttpClient({ baseUrl: 'http://127.0.0.1:1', projectId: 'gangway-test', sdkType: 'appkit', sdkVersion: 'test' }), alerts), alerts }
}

describe('FlagStore', () => {
  it('is settled until intent; intent makes the remote answer pending until it arrives', async () => {
    const { store } = flagStore()
    expect(store.remoteSettled).toBe(true)
    store.expectRemote()
    expect(store.remoteSettled).toBe(false)
    await store.loadRemote(() => Promise.resolve({ ok: true, remote: { swaps: false } }))
    expect(store.remoteSettled).toBe(true)
    expect(store.flags.swaps).toEqual({ value: false, source: 'remote' })
  })

  it('a failed config call settles with the local flags and its alert', async () => {
    const { store, alerts } = flagStore()
    store.expectRemote()
    await store.loadRemote(() => Promise.resolve({ ok: false, alert: 'RATE_LIMITED' }))
    expect(store.remoteSettled).toBe(true)
    expect(store.flags.swaps.value).toBe(true)
    expect(alerts.current?.id).toBe('RATE_LIMITED')
  })

  it('when the config code cannot load, the local flags stand and nothing waits for them', () => {
    const { store } = flagStore()
    store.expectRemote()
    store.remoteUnavailable()
    expect(store.remoteSettled).toBe(true)
    expect(store.remoteStatus).toBe('failed')
  })
})
