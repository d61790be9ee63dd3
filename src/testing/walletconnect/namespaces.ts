/** The eip155 namespaces the test wallet approves, and the chains a proposal asks for. */
import type { ProposalTypes, SessionTypes } from '@walletconnect/types'

/** The methods the test wallet answers over a session. */
export const WALLET_METHODS = [
  'personal_sign',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
] as const
export const WALLET_EVENTS = ['chainChanged', 'accountsChanged'] as const

export const caip2 = (chainId: number): string => `eip155:${chainId}`

/** 'eip155:31337' → 31337; undefined for another namespace or a malformed id. */
export function eip155ChainId(caip2Id: string): number | undefined {
  const match = /^eip155:([1-9]\d*)$/.exec(caip2Id)
  const id = match ? Number(match[1]) : NaN
  return Number.isSafeInteger(id) ? id : undefined
}

/** The eip155 chain ids of a proposal's required and optional namespaces (`eip155` with chains, or keys like `eip155:1`), in order, once each. */
export function requestedChainIds(proposal: Pick<ProposalTypes.Struct, 'requiredNamespaces' | 'optionalNamespaces'>): number[] {
  const ids: number[] = []
  for (const namespaces of [proposal.requiredNamespaces, proposal.optionalNamespaces ?? {}]) {
    for (const [key, namespace] of Object.entries(namespaces)) {
      const chains = key.includes(':') ? [key] : key === 'eip155' ? (namespace.chains ?? []) : []
      for (const chain of chains) {
        const id = eip155ChainId(chain)
        if (id !== undefined && !ids.includes(id)) ids.push(id)
      }
    }
  }
  return ids
}

/** One eip155 namespace: the account on every chain, the wallet's methods and events. */
export function eip155Namespaces(address: string, chainIds: readonly number[]): SessionTypes.Namespaces {
  const chains = chainIds.map(caip2)
  return {
    eip155: { chains, accounts: chains.map((chain) => `${chain}:${address}`), methods: [...WALLET_METHODS], events: [...WALLET_EVENTS] },
  }
}

/** The eip155 chain ids a session's namespaces hold accounts for. */
export function sessionChainIds(namespaces: SessionTypes.Namespaces): number[] {
  const ids = (namespaces['eip155']?.accounts ?? []).map((account) => eip155ChainId(account.split(':').slice(0, 2).join(':')))
  return [...new Set(ids.filter((id): id is number => id !== undefined))]
}
