import { chainRpcUrl } from '../connections/chainRpcUrl'
import { storageScope } from '../storage/storageScope'
import { WalletConnectStore } from '../walletconnect/WalletConnectStore'
import type { KernelServices } from './KernelServices'

export function create(kit: KernelServices): WalletConnectStore {
  const { options } = kit
  return new WalletConnectStore({
    projectId: options.projectId,
    storageScope: storageScope(options.projectId, options.storageKey),
    relayUrl: options.endpoints.relay,
    metadata: options.metadata,
    walletConnectTimeout: options.timings.walletConnectTimeout,
    retryAfter: options.timings.retryAfterDefault,
    networks: kit.networks,
    rpcUrl: (network) => chainRpcUrl(options, network),
    providerOverride: options.universalProviderConfigOverride,
    account: kit.account,
    adapter: (namespace) => kit.connection.adapterFor(namespace),
    flows: () => kit.slice('connection'),
    events: kit.events,
    toast: kit.toast,
    recentWallets: { add: (wallet) => void kit.slice('recentWallets').then((recent) => recent.add(wallet)) },
    onDestroy: (dispose) => kit.onDestroy(dispose),
  })
}
