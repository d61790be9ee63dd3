import type { UniversalProviderConfigOverride } from '../options'
import type { CaipNetwork } from '../types'
import { proposalNamespaces, WALLET_CONNECT_EVENTS, type ProposalNamespace } from './sessionNamespaces'

/** The namespace of a CAIP-2 id ('eip155' of 'eip155:1'). */
const namespaceOf = (chainId: string) => chainId.split(':')[0] ?? ''

/**
 * AppKit's universalProviderConfigOverride on the session proposal (as AppKit's applyNamespaceOverrides does):
 * a namespace the override names is added if the proposal lacks it; its methods, chains and events, when given,
 * replace the proposal's.
 */
export function applyNamespaceOverrides(
  proposal: Record<string, ProposalNamespace>,
  override: UniversalProviderConfigOverride | undefined,
): Record<string, ProposalNamespace> {
  if (!override) return proposal
  const result = { ...proposal }
  const named = [
    ...Object.keys(override.methods ?? {}),
    ...Object.keys(override.chains ?? {}),
    ...Object.keys(override.events ?? {}),
    ...Object.keys(override.rpcMap ?? {}).map(namespaceOf),
  ]
  for (const namespace of named) result[namespace] ??= { chains: [], methods: [], events: [...WALLET_CONNECT_EVENTS] }
  for (const [field, lists] of [['methods', override.methods], ['chains', override.chains], ['events', override.events]] as const) {
    for (const [namespace, list] of Object.entries(lists ?? {})) {
      const entry = result[namespace]
      if (entry) result[namespace] = { ...entry, [field]: [...list] }
    }
  }
  return result
}

/**
 * The session's reads' RPC URLs (chain reference → URL) with the override's rpcMap ('eip155:1' → URL) over the
 * kit's own: an override wins for its chain, the kit's URL stays for the others.
 */
export function overrideRpcMap(rpcMap: Readonly<Record<string, string>>, override: UniversalProviderConfigOverride | undefined): Record<string, string> {
  const result = { ...rpcMap }
  for (const [chainId, url] of Object.entries(override?.rpcMap ?? {})) {
    const [namespace, reference] = chainId.split(':')
    if (namespace === 'eip155' && reference) result[reference] = url
  }
  return result
}

/** What the kit proposes to a WalletConnect wallet: every configured EVM network, with the override applied. */
export function sessionProposal(networks: readonly CaipNetwork[], override: UniversalProviderConfigOverride | undefined): Record<string, ProposalNamespace> {
  return applyNamespaceOverrides(proposalNamespaces(networks), override)
}
