import { isAddress } from 'viem/utils'
import * as z from 'zod/mini'
import type { CaipNetwork } from '../types'
import { WalletConnectSessionError } from '../errors/session'

/** What the dApp asks a WalletConnect wallet for (§7 wallet methods, plus signing and sending). */
export const WALLET_CONNECT_METHODS = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'eth_sendTransaction',
  'personal_sign',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
] as const
export const WALLET_CONNECT_EVENTS = ['chainChanged', 'accountsChanged'] as const
/** What the dApp asks a WalletConnect wallet for on Solana (the WalletConnect Solana RPC, as AppKit asks). */
export const WALLET_CONNECT_SOLANA_METHODS = [
  'solana_getAccounts',
  'solana_requestAccounts',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const

/** §3 session namespaces: what was agreed with the wallet, and where reads go. */
export interface SessionNamespaces {
  readonly chains: readonly string[]
  readonly methods: readonly string[]
  readonly events: readonly string[]
  /** CAIP-10 accounts the wallet approved. */
  readonly accounts: readonly string[]
  /** Chain reference → JSON-RPC URL, for the reads the kit makes itself. */
  readonly rpcMap: Readonly<Record<string, string>>
  readonly defaultChain: string
}

export interface ProposalNamespace {
  chains: string[]
  methods: string[]
  events: string[]
}

/**
 * The namespaces proposed to the wallet: eip155 with every configured EVM network and, when Solana networks are
 * configured, solana with them (eip155 is left out only when Solana networks alone are configured).
 */
export function proposalNamespaces(networks: readonly CaipNetwork[]): { eip155?: ProposalNamespace; solana?: ProposalNamespace } {
  const chainsOf = (namespace: string) => networks.filter((network) => network.chainNamespace === namespace).map((network) => network.caipNetworkId)
  const [evm, solana] = [chainsOf('eip155'), chainsOf('solana')]
  return {
    ...((evm.length > 0 || solana.length === 0) && { eip155: { chains: evm, methods: [...WALLET_CONNECT_METHODS], events: [...WALLET_CONNECT_EVENTS] } }),
    ...(solana.length > 0 && { solana: { chains: solana, methods: [...WALLET_CONNECT_SOLANA_METHODS], events: [...WALLET_CONNECT_EVENTS] } }),
  }
}

/** The reads' RPC URL per chain reference; a network without one is a configuration error (§8). */
export function rpcMapOf(networks: readonly CaipNetwork[], rpcUrl: (network: CaipNetwork) => string | undefined): Record<string, string> {
  const map: Record<string, string> = {}
  for (const network of networks) {
    if (network.chainNamespace !== 'eip155') continue
    const url = rpcUrl(network)
    if (!url) throw new WalletConnectSessionError('NO_RPC_URL')
    map[String(network.id)] = url
  }
  return map
}

/** A CAIP-10 account on an EVM chain: eip155:<decimal chain id>:<address>. */
function isEip155Account(account: string): boolean {
  const [namespace, reference, address, ...rest] = account.split(':')
  return namespace === 'eip155' && rest.length === 0 && /^[1-9]\d*$/.test(reference ?? '') && isAddress(address ?? '', { strict: false })
}
const approvedNamespacesSchema = z.object({
  eip155: z.object({
    accounts: z.array(z.string()),
    methods: z.array(z.string()),
    events: z.array(z.string()),
  }),
})

/**
 * The session the wallet approved, checked against what was asked: every account must be a well-formed
 * eip155 account on a requested chain, or the session is refused.
 */
export function sessionNamespacesOf(
  approved: unknown,
  requestedChains: readonly string[],
  rpcMap: Readonly<Record<string, string>>,
  preferredChain: string | undefined,
  /** The chain to start on when the preferred one was not approved (universalProviderConfigOverride.defaultChain). */
  fallbackChain?: string,
): SessionNamespaces {
  const parsed = approvedNamespacesSchema.safeParse(approved)
  if (!parsed.success) throw new WalletConnectSessionError('NO_ACCOUNTS')
  const { accounts, methods, events } = parsed.data.eip155
  for (const account of accounts) {
    if (!isEip155Account(account)) throw new WalletConnectSessionError('MALFORMED_ACCOUNT', { values: { account: account.slice(0, 80) } })
    const chain = account.split(':').slice(0, 2).join(':')
    if (!requestedChains.includes(chain)) throw new WalletConnectSessionError('UNREQUESTED_CHAIN', { values: { chain } })
  }
  const chains = [...new Set(accounts.map((account) => account.split(':').slice(0, 2).join(':')))]
  const defaultChain = [preferredChain, fallbackChain].find((chain) => chain !== undefined && chains.includes(chain)) ?? chains[0]
  if (!defaultChain) throw new WalletConnectSessionError('NO_ACCOUNTS')
  return { chains, methods, events, accounts, rpcMap, defaultChain }
}

/** The approved account's address on a chain ('eip155:31337'). */
export function addressOn(namespaces: SessionNamespaces, chain: string): string | undefined {
  return namespaces.accounts.find((account) => account.startsWith(`${chain}:`))?.split(':')[2]
}
