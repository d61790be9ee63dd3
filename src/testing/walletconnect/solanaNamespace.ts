/** The solana namespace the WalletConnect test wallet approves, and the Solana chains a proposal asks for. */
import type { ProposalTypes, SessionTypes } from '@walletconnect/types'

/** The WalletConnect Solana RPC the test wallet answers. */
export const SOLANA_WALLET_METHODS = [
  'solana_getAccounts',
  'solana_requestAccounts',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const

const SOLANA_CHAIN = /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/

/** The solana chains (CAIP-2: solana:<genesis hash prefix>) of a proposal's required and optional namespaces, once each. */
export function requestedSolanaChains(proposal: Pick<ProposalTypes.Struct, 'requiredNamespaces' | 'optionalNamespaces'>): string[] {
  const chains: string[] = []
  for (const namespaces of [proposal.requiredNamespaces, proposal.optionalNamespaces ?? {}]) {
    for (const [key, namespace] of Object.entries(namespaces)) {
      const listed = key.includes(':') ? [key] : key === 'solana' ? (namespace.chains ?? []) : []
      for (const chain of listed) if (SOLANA_CHAIN.test(chain) && !chains.includes(chain)) chains.push(chain)
    }
  }
  return chains
}

/** One solana namespace: the account on every chain, the Solana methods, the account event. */
export function solanaNamespace(address: string, chains: readonly string[]): SessionTypes.Namespaces {
  return { solana: { chains: [...chains], accounts: chains.map((chain) => `${chain}:${address}`), methods: [...SOLANA_WALLET_METHODS], events: ['accountsChanged'] } }
}
