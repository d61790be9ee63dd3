import type { AdapterConnection, AdapterContext, Eip1193Provider } from '../../kernel/adapterTypes'
import { providerErrorCode } from '../../kernel/errors/provider'
import { WalletError } from '../../kernel/errors/wallet'
import { parseAccounts } from './parseAccounts'
import { parseChainId } from './parseChainId'
import { toTransactionRequest, type WalletCall } from './walletCall'

/**
 * What the EVM adapter does with a wallet once there is one to talk to: its own chunk, fetched with the first
 * connect, restore, switch, signature or send (discovery, in EvmAdapter.ts, is all the page loads up front).
 */
export { switchEvmChain } from './switchEvmChain'

export type ProviderListener = (payload: never) => void

/** Asks the wallet for its account (eth_requestAccounts, a prompt) and chain; rejects when it grants none. */
export async function connectWallet(provider: Eip1193Provider): Promise<AdapterConnection> {
  const connection = await grantedConnection(provider, 'eth_requestAccounts')
  if (!connection) throw new WalletError('NO_ACCOUNT')
  return connection
}

/** Without a prompt (eth_accounts): the account and chain the wallet still grants, or undefined. */
export function restoreWallet(provider: Eip1193Provider): Promise<AdapterConnection | undefined> {
  return grantedConnection(provider, 'eth_accounts')
}

async function grantedConnection(provider: Eip1193Provider, method: 'eth_requestAccounts' | 'eth_accounts'): Promise<AdapterConnection | undefined> {
  const [address] = parseAccounts(await provider.request({ method }))
  if (!address) return undefined
  const chainId = parseChainId(await provider.request({ method: 'eth_chainId' }))
  return { address, chainId }
}

/** The handlers that forward a connected wallet's events to the kernel; the caller adds and later removes them. */
export function walletEventHandlers(context: AdapterContext, connectorId: string): [string, ProviderListener][] {
  return [
    ['accountsChanged', ((accounts: unknown) => context.onAccountsChanged(connectorId, safeAccounts(accounts))) as ProviderListener],
    ['chainChanged', ((chainId: unknown) => forwardChain(chainId, (id) => context.onChainChanged(connectorId, id))) as ProviderListener],
    // 1013: MetaMask lost its own connection for a moment; the site stays connected.
    ['disconnect', ((error: unknown) => providerErrorCode(error) !== 1013 && context.onDisconnect(connectorId)) as ProviderListener],
  ]
}

export async function signWithWallet(provider: Eip1193Provider, address: string, message: string): Promise<string> {
  // viem's hex encoding: a chunk of its own, fetched with the first signature.
  const { toHexMessage } = await import('./toHexMessage')
  const signature = await provider.request({ method: 'personal_sign', params: [toHexMessage(message), address] })
  if (typeof signature !== 'string' || !signature.startsWith('0x')) throw new WalletError('MALFORMED_SIGNATURE')
  return signature
}

/** Sends a transaction through the wallet (§5 wallet-call rules); resolves with its hash. */
export async function sendWithWallet(provider: Eip1193Provider, call: WalletCall): Promise<string> {
  const hash = await provider.request({ method: 'eth_sendTransaction', params: [toTransactionRequest(call)] })
  if (typeof hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(hash)) throw new WalletError('MALFORMED_HASH')
  return hash
}

function safeAccounts(value: unknown): string[] {
  try {
    return parseAccounts(value)
  } catch {
    console.warn('[gangway] ignored a malformed accountsChanged event', value)
    return []
  }
}

function forwardChain(value: unknown, forward: (chainId: number) => void): void {
  try {
    forward(parseChainId(value))
  } catch {
    console.warn('[gangway] ignored a malformed chainChanged event', value)
  }
}
