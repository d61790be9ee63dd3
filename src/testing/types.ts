/** Public types of gangway/testing: chains, EIP-1193 requests and events, EIP-6963 info, wallet options. */
import type { SerializedRpcError } from './rpcErrors'

export interface NativeCurrency {
  name: string
  symbol: string
  decimals: number
}

/** A chain the test wallet knows. */
export interface TestChain {
  /** EIP-155 chain id. */
  id: number
  name: string
  /** The JSON-RPC endpoint reads are forwarded to and transactions are sent to. */
  rpcUrl: string
  /** Default `{ name: 'Ether', symbol: 'ETH', decimals: 18 }`. */
  nativeCurrency?: NativeCurrency
}

/** EIP-6963 provider info. */
export interface Eip6963ProviderInfo {
  uuid: string
  name: string
  /** A data: URI (RFC 2397) of a square image. */
  icon: string
  /** Reverse-DNS id of the wallet. */
  rdns: string
}

/** EIP-1193 request arguments. */
export interface RequestArguments {
  readonly method: string
  readonly params?: readonly unknown[] | object
}

/** The EIP-1193 events and their payloads. */
export interface Eip1193EventMap {
  accountsChanged: [accounts: string[]]
  /** The new chain id as a hex string. */
  chainChanged: [chainId: string]
  connect: [info: { chainId: string }]
  /** A ProviderRpcError with code 4900. */
  disconnect: [error: SerializedRpcError & Error]
}
export type Eip1193EventName = keyof Eip1193EventMap
export type Eip1193Listener<E extends Eip1193EventName> = (...args: Eip1193EventMap[E]) => void

/** The EIP-1193 provider surface. */
export interface Eip1193Provider {
  request(args: RequestArguments): Promise<unknown>
  on<E extends Eip1193EventName>(event: E, listener: Eip1193Listener<E>): this
  removeListener<E extends Eip1193EventName>(event: E, listener: Eip1193Listener<E>): this
}

export interface TestWalletOptions {
  /** The chains the wallet knows; the first is the initial one unless `chainId` is given. At least one. */
  chains: readonly TestChain[]
  /** Initial chain id (must be one of `chains`). */
  chainId?: number
  /** Default 'test test test test test test test test test test test junk'. Ignored with `privateKey`. */
  mnemonic?: string
  /** HD account index of the mnemonic (path m/44'/60'/0'/0/index); default 0. */
  accountIndex?: number
  /** A single account instead of the mnemonic. */
  privateKey?: `0x${string}`
  /** EIP-6963 info; every field has a default (uuid: a fresh crypto.randomUUID()). */
  info?: Partial<Eip6963ProviderInfo>
  /**
   * true (default): requests that would open a wallet prompt are approved. false: they are rejected with
   * 4001 unless a fault `{ kind: 'approve' }` is queued for them.
   */
  autoApprove?: boolean
}

/** What became of a logged request. */
export type RequestOutcome =
  | { status: 'pending' }
  | { status: 'ok'; result: unknown }
  | { status: 'error'; error: SerializedRpcError }
  /** A 'hang' fault holds it; `faults.releaseHung()` turns it into a 4001 error. */
  | { status: 'hung' }

export interface RequestLogEntry {
  method: string
  params: unknown
  /** Updated in place when the request settles. */
  outcome: RequestOutcome
  /** The fault that decided this request, if one did. */
  fault?: 'approve' | 'reject' | 'hang' | 'error'
}
