import { describe, expect, it, vi } from 'vitest'
import { createHttpClient } from '../http/client'
import { parseOptions } from '../options'
import { loadRemoteFlags } from '../plugins/loadRemoteFlags'
import { STORAGE_PREFIX } from '../constants'
import { VISITOR_ID_KEY } from '../plugins/visitorId'
import { createMemoryStorage, createStorage } from '../storage/storage'
import { testOptions } from '../../test-support/testKit'
import { AlertStore } from './AlertStore'
import { FlagStore } from './FlagStore'

function flagStore(storage = createStorage(createMemoryStorage())) {
  const options = parseOptions(testOptions({ features: { swaps: true, email: true } }))
  const alerts = new AlertStore()
  const api = createHttpClient({ baseUrl: 'http://127.0.0.1:1', projectId: 'gangway-test', sdkType: 'appkit', sdkVersion: 'test' })
  const store = new FlagStore(options)
  return { store, alerts, storage, deps: { flagStore: store, api, alerts, storage } }
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

  it('a visitor outside a rollout share has the feature off (source rollout), is told why, and keeps the answer across reloads', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const backend = createMemoryStorage()
    const remote = { ok: true as const, remote: { email: true, rollouts: { email: 50 } } }
    const answers: boolean[] = []
    const ids: (string | null)[] = []
    for (let reload = 0; reload < 5; reload++) {
      const { store, deps } = flagStore(createStorage(backend))
      await loadRemoteFlags(deps, () => Promise.resolve(remote))
      answers.push(store.flags.email.value)
      ids.push(backend.getItem(STORAGE_PREFIX + VISITOR_ID_KEY))
    }
    expect(new Set(answers).size).toBe(1)
    expect(ids[0]).toMatch(/^"[0-9a-f]{32}"$/)
    expect(new Set(ids).size).toBe(1)
    warn.mockRestore()
  })

  it('of many fresh visitors about the share have the feature; those outside it get source rollout and the warning names it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    let on = 0
    let warned = 0
    for (let visitor = 0; visitor < 400; visitor++) {
      const { store, alerts, deps } = flagStore()
      await loadRemoteFlags(deps, () => Promise.resolve({ ok: true as const, remote: { email: true, rollouts: { email: 50 } } }))
      if (store.flags.email.value) {
        on++
        expect(store.flags.email.source).toBe('local')
      } else {
        expect(store.flags.email).toEqual({ value: false, source: 'rollout' })
        expect(store.flags.ignored).toEqual([{ flag: 'email', local: true, remote: false, reason: 'rollout', share: 50 }])
        expect(alerts.current?.id).toBe('LOCAL_CONFIGURATION_IGNORED')
        expect(alerts.current?.detail).toBe('Turned off by the project configuration: email (outside its 50% rollout)')
        warned++
      }
    }
    expect(on).toBeGreaterThan(160)
    expect(on).toBeLessThan(240)
    expect(warned).toBe(400 - on)
    warn.mockRestore()
  })

  it('a share of 100 (or none) keeps the visitor id unmade: nothing is stored without a rollout', async () => {
    const backend = createMemoryStorage()
    const { store, deps } = flagStore(createStorage(backend))
    await loadRemoteFlags(deps, () => Promise.resolve({ ok: true as const, remote: { email: true, rollouts: { email: 100, swaps: 100 } } }))
    expect(store.flags.email).toEqual({ value: true, source: 'local' })
    expect(backend.getItem(STORAGE_PREFIX + VISITOR_ID_KEY)).toBeNull()
  })

  it('when the config code cannot load, the local flags stand and nothing waits for them', () => {
    const { store } = flagStore()
    store.expectRemote()
    store.remoteUnavailable()
    expect(store.remoteSettled).toBe(true)
    expect(store.remoteStatus).toBe('failed')
  })
})
