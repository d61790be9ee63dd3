import type { FrameRequestPayload } from '../../protocol/frameEvents'
import type { KitStorage } from '../storage/storage'
import type { ConnectorInfo } from '../stores/ConnectorStore'
import type { NetworkStore } from '../stores/NetworkStore'
import type { AccountType, CaipNetwork, ChainNamespace } from '../types'
import { embeddedAccountType } from './preferredAccountTypes'

/** The namespaces the auth connector connects in (§9: eip155 and solana); eip155 before it is listed. */
export function embeddedNamespaces(connector: ConnectorInfo | undefined): ChainNamespace[] {
  if (!connector?.namespace) return ['eip155']
  return [connector.namespace, ...(connector.namespaces ?? []).filter((namespace) => namespace !== connector.namespace)]
}

/** The chain id the login frame takes: an EVM chain's number, a Solana cluster's CAIP-2 id ('solana:<ref>'). */
export function embeddedChainId(network: CaipNetwork): number | string {
  return network.chainNamespace === 'eip155' && typeof network.id === 'number' ? network.id : network.caipNetworkId
}

/** The network the wallet connects on in a namespace: the active one there, else `preferred` (a CAIP-2 id) there, else its first. */
export function loginNetwork(networks: Pick<NetworkStore, 'active' | 'find' | 'ofNamespace'>, namespace: ChainNamespace, preferred?: string): CaipNetwork | undefined {
  const active = networks.active
  if (active?.chainNamespace === namespace) return active
  const stored = preferred ? networks.find(preferred) : undefined
  return stored?.chainNamespace === namespace ? stored : networks.ofNamespace(namespace)[0]
}

/**
 * GET_USER's request: the chain (an EVM chain's number, a Solana cluster's 'solana:<ref>'), and on EVM the account
 * type asked for (the visitor's choice, else the app's default; on Solana the wallet is an eoa, §9).
 */
export function userRequestOn(
  network: CaipNetwork | undefined,
  deps: { readonly storage: KitStorage; readonly defaultAccountTypes: Readonly<Partial<Record<ChainNamespace, AccountType>>> },
): FrameRequestPayload<'GET_USER'> {
  const chainId = network && embeddedChainId(network)
  if (network?.chainNamespace === 'solana') return { chainId }
  return { chainId, preferredAccountType: embeddedAccountType(deps.storage, deps.defaultAccountTypes) }
}
