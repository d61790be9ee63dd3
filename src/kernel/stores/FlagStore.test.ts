import { describe, expect, it } from 'vitest'
import { createHttpClient } from '../http/client'
import { parseOptions } from '../options'
import { loadRemoteFlags } from '../plugins/loadRemoteFlags'
import { testOptions } from '../../test-support/testKit'
import { AlertStore } from './AlertStore'
import { FlagStore } from './FlagStore'

function flagStore() {
  const options = parseOptions(testOptions({ features: { swaps: true } }))
  const alerts = new AlertStore()
  const api = createHttpClient({ baseUrl: 'http://127.0.0.1:1', projectId: 'gangway-test', sdkType: 'appkit', sdkVersion: 'test' })
  const store = new FlagStore(options)
  return { store, alerts, deps: { flagStore: store, api, alerts } }
}

describe('FlagStore', () => {
  it('is settled until intent; intent makes the remote answer pending until it arrives', async () => {
    const { store, deps } = flagStore()
    expect(store.remoteSettled).toBe(true)
    store.expectRemote()
    expect(store.remoteSettled).toBe(false)
    await loadRemoteFlags(deps, () => Promise.resolve({ ok: true, remote: { swaps: false } }))
    expect(store.remoteSettled).toBe(true)
    expect(store.flags.swaps).toEqual({ value: false, source: 'remote' })
  })

  it('a failed config call settles with the local flags and its alert', async () => {
    const { store, alerts, deps } = flagStore()
    store.expectRemote()
    await loadRemoteFlags(deps, () => Promise.resolve({ ok: false, alert: 'RATE_LIMITED' }))
    expect(store.remoteSettled).toBe(true)
    expect(store.flags.swaps.value).toBe(true)
    expect(alerts.current?.id).toBe('RATE_LIMITED')
  })

  it('an explicitly enabled feature the config turns off raises LOCAL_CONFIGURATION_IGNORED; the config is asked once', async () => {
    const { store, alerts, deps } = flagStore()
    let calls = 0
    const fetchConfig = () => {
      calls++
      return Promise.resolve({ ok: true as const, remote: { swaps: false } })
    }
    await Promise.all([loadRemoteFlags(deps, fetchConfig), loadRemoteFlags(deps, fetchConfig)])
    expect(calls).toBe(1)
    expect(store.flags.ignored).toEqual([{ flag: 'swaps', local: true, remote: false }])
    expect(alerts.current?.id).toBe('LOCAL_CONFIGURATION_IGNORED')
  })

  it('when the config code cannot load, the local flags stand and nothing waits for them', () => {
    const { store } = flagStore()
    store.expectRemote()
    store.remoteUnavailable()
    expect(store.remoteSettled).toBe(true)
    expect(store.remoteStatus).toBe('failed')
  })
})
