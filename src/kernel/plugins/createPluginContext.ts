/** What a kit needs once its first plugin loads (the pluginKit slice): each plugin's context, and the module check. */
import type { PublicClient } from 'viem'
import { SDK_VERSION } from '../constants'
import { chainRpcUrl } from '../connections/chainRpcUrl'
import { liveNode, rpcNodes } from '../rpc/rpcNodes'
import { ConnectionError } from '../errors/connection'
import { FrameError } from '../errors/frame'
import { PluginError } from '../errors/plugin'
import { UsageError } from '../errors/usage'
import { messageOf } from '../errors/messageOf'
import type { KernelServices } from '../slices/KernelServices'
import type { CaipNetwork } from '../types'
import type { EmbeddedWallet } from './embeddedWallet'
import type { IdentityStore } from '../account/IdentityStore'
import { flagValue } from './flags'
import { pluginAccountOf } from './pluginAccount'
import { profileNameOf } from './pluginExtensions'
import type { PluginContext, PluginDescriptor, PluginFormat, PluginModule, PluginNeed, PluginRouter, PluginStorage } from './types'
import { isEip1193Provider } from '../isEip1193Provider'

/** The public face of one kit that one plugin's lazy part receives; every getter reads the kit when called. */
export function createPluginContext(kit: KernelServices, plugin: PluginDescriptor): PluginContext {
  const { options, router, networks, account } = kit
  const disposers: (() => void)[] = []
  kit.onDestroy(() => {
    for (const dispose of disposers.splice(0)) dispose()
  })
  const rpcUrl = (network: CaipNetwork | undefined = networks.active) =>
    network ? chainRpcUrl(options, network) : undefined

  const pluginRouter: PluginRouter = {
    get view() {
      return router.view
    },
    get history() {
      return router.history
    },
    get args() {
      return router.current.args
    },
    navigate: (view, args) => router.push(view, args),
    replace: (view, args) => router.replace(view, args),
    back: () => router.goBack(),
    preload: (view) => {
      if (kit.lazy.has(`view:${view}`)) return kit.lazy.preload(`view:${view}`)
      const owner = kit.plugins.ownerOf(view)
      if (owner) kit.lazy.preload(`plugin:${owner.name}`)
    },
    open: (view, args) => kit.open(view === undefined ? {} : { view, ...(args !== undefined && { arguments: args as never }) }),
    close: () => kit.close(),
  }

  const prefix = `plugin.${plugin.name}.`
  const storage: PluginStorage = {
    get: (key, schema) => kit.storage.get(prefix + key, schema),
    set: (key, value) => kit.storage.set(prefix + key, value),
    remove: (key) => kit.storage.remove(prefix + key),
  }

  const needed = <T>(need: PluginNeed): T => {
    // A need is the kernel slice of the same name, loaded with the plugin.
    const value = kit.lazy.get<T>(need)
    if (value === undefined) throw new UsageError('PLUGIN_NEEDS', { values: { plugin: plugin.name, need } })
    return value
  }

  return {
    plugin: plugin.name,
    projectId: options.projectId,
    endpoints: options.endpoints,
    metadata: options.metadata,
    sdkVersion: SDK_VERSION,
    timings: options.timings,
    get account() {
      return pluginAccountOf(account)
    },
    get network() {
      return networks.active
    },
    get isUnsupportedNetwork() {
      return networks.isUnsupported
    },
    get networks() {
      return networks.networks
    },
    get isModalOpen() {
      return kit.modal.isOpen
    },
    get profileName() {
      return profileNameOf(kit.lazy.get<IdentityStore>('identity'))
    },
    setProfileName: async (name) => {
      const identity = await kit.slice('identity')
      if (account.address) identity.setProfileName(account.address, name)
    },
    request: (args) => {
      const provider = account.namespace ? kit.connection.walletProvider(account.namespace) : undefined
      return isEip1193Provider(provider) ? provider.request(args) : Promise.reject(new ConnectionError('NOT_CONNECTED'))
    },
    sendTransaction: (call) => kit.connection.sendTransaction(call),
    switchNetwork: (network) => kit.connection.switchNetwork(network),
    tokenBalances: (force) => kit.slice('portfolio').then((portfolio) => portfolio.load(force)),
    refreshBalance: () => kit.connection.refreshBalance(true),
    // §8: the login frame's code that did not arrive (a chunk that failed to load) is 'Unable to load email login dependency'.
    embeddedWallet: (): Promise<EmbeddedWallet> => kit.slice('auth').catch((cause: unknown) => Promise.reject(new FrameError('LOAD_FAILED_DEPENDENCY', { cause }))),
    chainData: kit.chainData,
    api: kit.api,
    rpcUrl,
    publicClient: async (network = networks.active): Promise<PublicClient> => {
      const url = rpcUrl(network)
      if (!network || !url) throw new ConnectionError('NETWORK_NOT_FOUND')
      // A customRpcUrls entry brings its own viem transport config; the other nodes follow if the first fails (§7).
      const live = liveNode(url)
      const custom = options.customRpcUrls[network.caipNetworkId]?.find((entry) => entry.url === live)
      return (await kit.slice('viem')).publicClient(network, live, custom?.config, rpcNodes(options, network))
    },
    router: pluginRouter,
    toast: (message, variant) => kit.toast.show(message, variant),
    toastError: (error) => kit.toast.show(messageOf(error), 'error'),
    alert: (id, detail) => kit.alerts.show(id, detail),
    emit: (event, properties) => kit.events.emit(event, properties),
    storage,
    get flags() {
      return kit.flagStore.flags
    },
    flag: (name) => flagValue(kit.flagStore.flags, name),
    get format() {
      return needed<PluginFormat>('format')
    },
    runAction: (action, ...args) => kit.plugins.call(plugin.name, action, args),
    onDispose: (dispose) => void disposers.push(dispose),
    get isDestroyed() {
      return kit.isDestroyed
    },
  }
}

/**
 * Checks a plugin's lazy part against its descriptor (every declared view, section, tab and action is there)
 * and creates its store: the store, or undefined when the module makes none.
 */
export function acceptPlugin(plugin: PluginDescriptor, module: PluginModule, context: PluginContext): unknown {
  const missing = [
    ...Object.keys(plugin.views ?? {}).filter((view) => !module.views?.[view]).map((view) => `view ${view}`),
    ...(plugin.actions ?? []).filter((action) => typeof module.actions?.[action] !== 'function').map((action) => `action ${action}`),
    ...(plugin.connectMethod && !module.connectSection ? ['connectSection'] : []),
    ...(plugin.accountTabs ?? []).filter((tab) => !module.accountTabs?.[tab.id]).map((tab) => `account tab ${tab.id}`),
    ...(plugin.connector && typeof module.createProvider !== 'function' ? ['createProvider'] : []),
  ]
  if (missing.length > 0) throw new PluginError('PLUGIN_INVALID', plugin.name, { reason: `lacks: ${missing.join(', ')}` })
  if (!module.createStore) return undefined
  try {
    return module.createStore(context)
  } catch (cause) {
    throw new PluginError('PLUGIN_STORE_FAILED', plugin.name, { cause })
  }
}
