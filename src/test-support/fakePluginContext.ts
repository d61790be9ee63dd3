/**
 * A PluginContext for a plugin's unit tests: observable account, network and route (a test moves them as
 * the wallet or the visitor would), every call a spy, storage in memory, the kit's real formatting.
 */
import { observable, runInAction } from 'mobx'
import type { PublicClient } from 'viem'
import { vi } from 'vitest'
import { TIMINGS } from '../kernel/constants'
import { pluginFormat } from '../kernel/format/pluginFormat'
import type { HttpClient } from '../kernel/http/client'
import { localFlags } from '../kernel/plugins/flags'
import { parseOptions } from '../kernel/options'
import { createMemoryStorage, createStorage } from '../kernel/storage/storage'
import type { EmbeddedWallet } from '../kernel/plugins/embeddedWallet'
import type { PluginAccount, PluginContext, PluginWalletCall } from '../kernel/plugins/types'
import type { TokenBalance } from '../kernel/account/tokenBalance'
import type { CaipNetwork } from '../kernel/types'
import { testNetwork, testOptions } from './testKit'

export const TEST_ACCOUNT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

export interface FakePluginContextOptions {
  readonly plugin?: string
  /** The active network (undefined: none); default the test network. */
  readonly network?: CaipNetwork | undefined
  /** The connected address (undefined: not connected); default TEST_ACCOUNT. */
  readonly address?: string | undefined
  readonly connectorId?: string
  readonly balances?: readonly TokenBalance[]
  readonly send?: (call: PluginWalletCall) => Promise<string>
  /** What the wallet answers to a network switch (default: it agrees). */
  readonly switchNetwork?: (network: CaipNetwork) => Promise<void>
  /** The configured networks (default: the active one). */
  readonly networks?: readonly CaipNetwork[]
  readonly get?: (path: string, options: { params?: Record<string, unknown> }) => Promise<unknown>
  readonly post?: (path: string, options: { body: unknown }) => Promise<unknown>
  readonly request?: (args: { method: string; params?: unknown }) => Promise<unknown>
  readonly wallet?: EmbeddedWallet
  /** context.publicClient (e.g. viem's createPublicClient over a custom transport). */
  readonly publicClient?: (network?: CaipNetwork) => Promise<PublicClient>
}

export function fakePluginContext(options: FakePluginContextOptions = {}) {
  const state = observable({
    network: 'network' in options ? options.network : testNetwork,
    address: 'address' in options ? options.address : TEST_ACCOUNT,
    connectorId: options.connectorId ?? 'io.test',
    isModalOpen: true,
    view: 'Connect',
    destroyed: false,
    profileName: undefined as string | undefined,
  })
  const disposers: (() => void)[] = []
  const spies = {
    sendTransaction: vi.fn(options.send ?? (() => Promise.resolve(`0x${'ab'.repeat(32)}`))),
    /** Moves the fake kit's network (as the wallet would after agreeing), unless the test's `switchNetwork` rejects. */
    switchNetwork: vi.fn(async (network: CaipNetwork) => {
      await (options.switchNetwork ?? (() => Promise.resolve()))(network)
      runInAction(() => (state.network = network))
    }),
    tokenBalances: vi.fn((_force?: boolean) => Promise.resolve(options.balances ?? [])),
    refreshBalance: vi.fn(() => Promise.resolve()),
    request: vi.fn(options.request ?? (() => Promise.reject(new Error('no wallet in this test')))),
    emit: vi.fn(),
    toast: vi.fn(),
    toastError: vi.fn(),
    alert: vi.fn(),
    navigate: vi.fn((view: string) => runInAction(() => (state.view = view))),
    replace: vi.fn((view: string) => runInAction(() => (state.view = view))),
    back: vi.fn(),
    get: vi.fn(options.get ?? (() => Promise.reject(new Error('no chain data in this test')))),
    post: vi.fn(options.post ?? (() => Promise.reject(new Error('no chain data in this test')))),
    setProfileName: vi.fn((name: string) => Promise.resolve(runInAction(() => void (state.profileName = name)))),
  }
  const storage = createStorage(createMemoryStorage(), { prefix: `plugin.${options.plugin ?? 'test'}.` })
  const flags = localFlags(parseOptions(testOptions()))
  const account = (): PluginAccount | undefined => {
    const { network, address } = state
    return network && address ? { address, caipAddress: `${network.caipNetworkId}:${address}`, namespace: network.chainNamespace, connectorId: state.connectorId, embeddedWalletInfo: undefined } : undefined
  }
  const context: PluginContext = {
    plugin: options.plugin ?? 'test',
    projectId: 'gangway-test',
    endpoints: { api: 'http://127.0.0.1:3001', chainData: 'http://127.0.0.1:3002', secureSite: 'http://127.0.0.1:3003', relay: 'ws://127.0.0.1:3004', analytics: 'http://127.0.0.1:3001' },
    metadata: undefined,
    sdkVersion: 'test',
    timings: TIMINGS,
    get account() {
      return account()
    },
    get network() {
      return state.network
    },
    isUnsupportedNetwork: false,
    get networks() {
      return options.networks ?? (state.network ? [state.network] : [])
    },
    get isModalOpen() {
      return state.isModalOpen
    },
    get profileName() {
      return state.profileName
    },
    setProfileName: spies.setProfileName,
    request: spies.request,
    sendTransaction: spies.sendTransaction,
    switchNetwork: spies.switchNetwork,
    tokenBalances: spies.tokenBalances,
    refreshBalance: spies.refreshBalance,
    embeddedWallet: () => (options.wallet ? Promise.resolve(options.wallet) : Promise.reject(new Error('no embedded wallet in this test'))),
    chainData: { get: spies.get, post: spies.post, url: (path: string) => `http://127.0.0.1:3002${path}?projectId=gangway-test&st=appkit&sv=test` } as unknown as HttpClient,
    api: {} as HttpClient,
    rpcUrl: () => 'http://127.0.0.1:3002/v1/',
    publicClient: options.publicClient ?? (() => Promise.reject(new Error('no viem client in this test'))),
    router: {
      get view() {
        return state.view
      },
      history: [],
      args: undefined,
      navigate: spies.navigate,
      replace: spies.replace,
      back: spies.back,
      preload: () => undefined,
      open: () => Promise.resolve(),
      close: () => Promise.resolve(),
    },
    toast: spies.toast,
    toastError: spies.toastError,
    alert: spies.alert,
    emit: spies.emit,
    storage,
    flags,
    flag: () => ({ value: true, source: 'default' }),
    format: pluginFormat,
    runAction: () => Promise.reject(new Error('no actions in this test')),
    onDispose: (dispose) => void disposers.push(dispose),
    get isDestroyed() {
      return state.destroyed
    },
  }
  /** Moves the account, network or route, as the wallet or the visitor would. */
  const set = (change: Partial<{ network: CaipNetwork | undefined; address: string | undefined; connectorId: string; isModalOpen: boolean; view: string; profileName: string | undefined }>): void =>
    runInAction(() => void Object.assign(state, change))
  const dispose = () => {
    runInAction(() => (state.destroyed = true))
    for (const run of disposers.splice(0)) run()
  }
  return { context, set, dispose, ...spies }
}
