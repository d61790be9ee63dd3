import { observable, runInAction } from 'mobx'
import { describe, expect, it, vi } from 'vitest'
import { parseOptions } from '../options'
import { testOptions } from '../../test-support/testKit'
import { resolveFlags } from '../../test-support/resolveFlags'
import { pluginFlagsOf } from './flags'
import { PluginRegistry } from './PluginRegistry'
import { LazyRegistry } from '../lazy/LazyRegistry'
import { acceptPlugin } from './createPluginContext'
import { accountActionsOf, accountTabsOf, orderWalletFeatures } from './pluginExtensions'
import { runPluginAction } from './runPluginAction'
import type { PluginContext, PluginDescriptor, PluginModule } from './types'

const context = {} as PluginContext

function registry(plugins: PluginDescriptor[], features: Record<string, boolean> = {}) {
  const options = parseOptions(testOptions({ features, plugins }))
  const flags = resolveFlags(options, null, pluginFlagsOf(plugins))
  const lazy = new LazyRegistry()
  const registry: PluginRegistry = new PluginRegistry({
    plugins,
    flags: () => flags,
    remoteSettled: () => true,
    lazy,
    kit: () => Promise.resolve({ context: () => context, accept: acceptPlugin, runAction: (name, action, args) => runPluginAction(registry, name, action, args) }),
  })
  return registry
}

function plugin(load: () => Promise<PluginModule>, extra: Partial<PluginDescriptor> = {}): PluginDescriptor {
  return { name: 'counter', views: { Counter: { title: 'Counter' } }, actions: ['increment'], load, ...extra }
}

const goodModule = (): PluginModule<{ count: number }> => ({
  views: { Counter: () => null },
  createStore: () => ({ count: 0 }),
  actions: {
    increment: (store, by) => {
      store.count += Number(by)
      return store.count
    },
  },
})

describe('PluginRegistry', () => {
  it('an action loads the chunk on first use, once, and runs against the store slice', async () => {
    const load = vi.fn(() => Promise.resolve(goodModule() as PluginModule))
    const plugins = registry([plugin(load)])
    expect(load).not.toHaveBeenCalled()
    expect(await plugins.call('counter', 'increment', [2])).toBe(2)
    expect(await plugins.call('counter', 'increment', [3])).toBe(5)
    expect(load).toHaveBeenCalledOnce()
  })

  it('an undeclared action is refused without loading anything', async () => {
    const load = vi.fn(() => Promise.resolve(goodModule() as PluginModule))
    await expect(registry([plugin(load)]).call('counter', 'reset', [])).rejects.toThrow("declares no action 'reset'")
    expect(load).not.toHaveBeenCalled()
  })

  it('a module missing a declared view or action fails and reports which', async () => {
    const plugins = registry([plugin(() => Promise.resolve({ views: {} }))])
    await expect(plugins.load('counter')).rejects.toThrow('lacks: view Counter, action increment')
    expect(plugins.status('counter')).toBe('failed')
  })

  it('a store that throws marks the plugin failed instead of loading forever, and a later need retries', async () => {
    let attempt = 0
    const load = vi.fn(() =>
      Promise.resolve({
        ...goodModule(),
        createStore: () => {
          attempt += 1
          if (attempt === 1) throw new Error('boom')
          return { count: 0 }
        },
      } as PluginModule),
    )
    const plugins = registry([plugin(load)])
    await expect(plugins.load('counter')).rejects.toThrow('failed to create its store')
    expect(plugins.status('counter')).toBe('failed')
    await expect(plugins.load('counter')).resolves.toBeTruthy()
    expect(plugins.status('counter')).toBe('ready')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('a chunk that fails to download is retried on the next need', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(goodModule())
    const plugins = registry([plugin(load)])
    await expect(plugins.load('counter')).rejects.toThrow("Plugin 'counter' failed to load")
    await expect(plugins.load('counter')).resolves.toBeTruthy()
  })

  it('never loads a plugin whose flag is off', async () => {
    const load = vi.fn(() => Promise.resolve(goodModule() as PluginModule))
    const plugins = registry([plugin(load, { flag: 'swaps' })], { swaps: false })
    await expect(plugins.call('counter', 'increment', [1])).rejects.toThrow(/turned off/)
    expect(plugins.hasView('Counter')).toBe(false)
    expect(load).not.toHaveBeenCalled()
  })

  it('a flag of any name: on unless the developer turns it off; its remote key may turn it off, never on', async () => {
    const load = vi.fn(() => Promise.resolve(goodModule() as PluginModule))
    const named = plugin(load, { flag: { name: 'counterFeature', remote: 'counter_feature' } })
    expect(registry([named]).hasView('Counter')).toBe(true)
    expect(registry([named], { counterFeature: false }).hasView('Counter')).toBe(false)
    const options = parseOptions(testOptions({ plugins: [named], features: { counterFeature: true } }))
    const remote = { byId: { counter_feature: false } }
    const flags = resolveFlags(options, remote, [{ name: 'counterFeature', remote: 'counter_feature' }])
    expect(flags.plugins['counterFeature']).toEqual({ value: false, source: 'remote' })
    expect(flags.ignored).toEqual([{ flag: 'counterFeature', local: true, remote: false }])
    expect(resolveFlags(options, { byId: { counter_feature: true } }, [{ name: 'counterFeature', remote: 'counter_feature' }]).plugins['counterFeature']).toEqual({ value: true, source: 'local' })
  })

  it("a plugin the remote config may turn off waits for it before its chunk is fetched; turned off, it is refused", async () => {
    const load = vi.fn(() => Promise.resolve(goodModule() as PluginModule))
    const named = plugin(load, { flag: { name: 'counterFeature', remote: 'counter_feature' } })
    const options = parseOptions(testOptions({ plugins: [named] }))
    const state = observable({ settled: false, flags: resolveFlags(options, null, [{ name: 'counterFeature', remote: 'counter_feature' }]) })
    const plugins = new PluginRegistry({
      plugins: [named],
      flags: () => state.flags,
      remoteSettled: () => state.settled,
      lazy: new LazyRegistry(),
      kit: () => Promise.resolve({ context: () => context, accept: acceptPlugin, runAction: () => Promise.resolve() }),
    })
    const loading = plugins.load('counter')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(load).not.toHaveBeenCalled()
    expect(plugins.status('counter')).toBe('loading')
    runInAction(() => {
      state.flags = resolveFlags(options, { byId: { counter_feature: false } }, [{ name: 'counterFeature', remote: 'counter_feature' }])
      state.settled = true
    })
    await expect(loading).rejects.toThrow("Plugin 'counter' is turned off by its flag 'counterFeature'")
    expect(load).not.toHaveBeenCalled()
  })

  it('adds the Connect sections, wallet features and Account tabs of enabled plugins only, in the configured order', () => {
    const load = () => Promise.resolve(goodModule() as PluginModule)
    const plugins = registry(
      [
        plugin(load, { name: 'pay-out', views: { PayOut: { title: 'Pay out' } }, walletFeature: { id: 'payout', view: 'PayOut', label: 'Pay out' } }),
        plugin(load, { name: 'sender', views: { Send: { title: 'Send' } }, walletFeature: { id: 'send', view: 'Send', label: 'Send' }, accountTabs: [{ id: 'sent', label: 'Sent' }] }),
        plugin(load, { name: 'passkey', views: {}, connectMethod: 'passkey' }),
        plugin(load, { name: 'off', views: {}, flag: 'swaps', connectMethod: 'email' }),
      ],
      { swaps: false },
    )
    expect(orderWalletFeatures(plugins.enabled, ['onramp', 'swaps', 'receive', 'send']).map((entry) => entry.name)).toEqual(['sender', 'pay-out'])
    expect(accountTabsOf(plugins.enabled).map((entry) => entry.tab.id)).toEqual(['sent'])
    expect(plugins.extraConnectMethods).toEqual(['passkey'])
    expect(plugins.connectSections('email')).toEqual([])
  })

  it("lists the Account actions whose when() holds; one whose when() throws is left out and logged", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const load = () => Promise.resolve(goodModule() as PluginModule)
    const account = { address: '0x1', caipAddress: 'eip155:1:0x1', namespace: 'eip155' as const, connectorId: 'auth', embeddedWalletInfo: undefined }
    const plugins = registry([
      plugin(load, { name: 'always', views: { A: { title: 'A' } }, accountAction: { id: 'a', view: 'A', label: 'A' } }),
      plugin(load, { name: 'named', views: { B: { title: 'B' } }, accountAction: { id: 'b', view: 'B', label: 'B', when: ({ profileName }) => !profileName } }),
      plugin(load, { name: 'broken', views: { C: { title: 'C' } }, accountAction: { id: 'c', view: 'C', label: 'C', when: () => { throw new TypeError('oops') } } }),
    ])
    const ids = (profileName: string | undefined) => accountActionsOf(plugins.enabled, { account, network: undefined, profileName }).map((entry) => entry.action.id)
    expect(ids(undefined)).toEqual(['a', 'b'])
    expect(ids('alice.gangway.id')).toEqual(['a'])
    expect(warn).toHaveBeenCalledWith('[gangway] plugin broken: its account action\'s when() failed', expect.any(TypeError))
  })
})
