import { parseNetwork } from '../connections/parseNetwork'
import { CaipError } from '../errors/caip'
import type { KernelServices } from '../slices/KernelServices'
import type { CaipNetwork, ChainNamespace } from '../types'

type NetworkEditKit = Pick<KernelServices, 'connection' | 'networks'>

/** AppKit's addNetwork: the namespace needs an adapter; the network is checked as createAppKit checks `networks`. */
export function addNetwork({ connection, networks }: NetworkEditKit, namespace: ChainNamespace, network: CaipNetwork): void {
  connection.requireAdapter(namespace)
  networks.add(parseNetwork(namespace, network))
  connection.resyncChain()
}

/** AppKit's removeNetwork: only a network of that namespace. */
export function removeNetwork({ connection, networks }: NetworkEditKit, namespace: ChainNamespace, caipNetworkId: string): void {
  connection.requireAdapter(namespace)
  if (!caipNetworkId.startsWith(`${namespace}:`)) throw new CaipError('NETWORK_OUTSIDE_NAMESPACE', { values: { network: caipNetworkId, namespace }, input: caipNetworkId })
  networks.remove(caipNetworkId)
  connection.resyncChain()
}
