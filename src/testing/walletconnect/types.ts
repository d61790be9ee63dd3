/** Public types of the WalletConnect test wallet (gangway/testing). */
import type { ProposalTypes, SessionTypes, SignClientTypes } from '@walletconnect/types'
import type { Address } from 'viem'
import type { SerializedRpcError } from '../rpcErrors'
import type { RequestOutcome, TestChain } from '../types'

export interface WalletConnectTestWalletOptions {
  /** The relay both sides use, e.g. ws://127.0.0.1:3004 (server/relay). */
  relayUrl: string
  /** Sent to the relay as a query parameter; any string works with the local relay. */
  projectId: string
  /** The chains the wallet knows (the first is the active one until a session or a switch says otherwise). At least one. */
  chains: readonly TestChain[]
  /** Default 'test test test test test test test test test test test junk'. Ignored with `privateKey`. */
  mnemonic?: string
  /** HD account index of the mnemonic (m/44'/60'/0'/0/index); default 0. */
  accountIndex?: number
  /** A single account instead of the mnemonic. */
  privateKey?: `0x${string}`
  /** The Solana account: key `index` of the mnemonic (m/44'/501'/index'/0'); default 0. */
  solanaAccountIndex?: number
  /** A Solana account instead of the mnemonic's: the 64-byte secret key or the 32-byte seed. */
  solanaSecretKey?: Uint8Array
  /** Where solana_signAndSendTransaction sends, by CAIP-2 chain; default the local Solana chain at http://127.0.0.1:8899. */
  solanaRpcUrls?: Readonly<Record<string, string>>
  /** The wallet's metadata as the dApp sees it; default "Gangway WalletConnect Test Wallet". */
  metadata?: SignClientTypes.Metadata
  /** Approve every session proposal as it arrives, with the default chains (default false: call approve() or reject()). */
  autoApprove?: boolean
  /** The SDK's log level: 'silent' (default), 'error', 'warn', 'info', 'debug', 'trace'. */
  logLevel?: string
}

/**
 * How the wallet answers requests that would show a prompt (personal_sign, eth_signTypedData_v4,
 * eth_sendTransaction, switching or adding a chain, and the solana_sign* methods): 'approve' (default), 'reject' (an error, 4001 unless
 * setRequestMode says otherwise), 'hang' (never answered).
 */
export type WalletConnectRequestMode = 'approve' | 'reject' | 'hang'

export interface WalletConnectRequestLogEntry {
  /** The session request's JSON-RPC id. */
  id: number
  /** The session topic. */
  topic: string
  method: string
  params: unknown
  /** The request's CAIP-2 chain, e.g. 'eip155:31337'. */
  chainId: string
  /** Updated in place when the request settles; 'hung' for requests held by the 'hang' mode. */
  outcome: RequestOutcome
}

export interface ApproveOptions {
  /** Which proposal (default: the oldest unanswered one, waiting up to timeoutMs for one to arrive). */
  proposalId?: number
  /**
   * The eip155 chains to approve, each with the wallet's account: any ids, including ones the dApp did not
   * ask for or the wallet does not know (for bad-input tests). Default: the wallet's chains the proposal
   * asks for, or all the wallet's chains when it asks for none of them.
   */
  chains?: readonly number[]
  /**
   * The solana chains (CAIP-2) to approve with the Solana account; default the ones the proposal asks for. A
   * proposal that asks for Solana chains only gets no eip155 namespace unless `chains` is given.
   */
  solanaChains?: readonly string[]
  /** Sent as they are instead of the namespaces built from `chains`. */
  namespaces?: SessionTypes.Namespaces
  /** How long to wait for a proposal when none is pending; default 5000 ms. */
  timeoutMs?: number
}

export interface WalletConnectTestWallet {
  readonly address: Address
  /** The Solana account's address (base58), approved on the solana chains a dApp asks for. */
  readonly solanaAddress: string
  /** The active chain id. */
  readonly chainId: number
  /** The known chains, including those added with wallet_addEthereumChain. */
  readonly chains: readonly TestChain[]
  /** Unanswered session proposals, oldest first. */
  readonly proposals: readonly ProposalTypes.Struct[]
  /** The sessions the wallet holds. */
  readonly sessions: readonly SessionTypes.Struct[]
  /** Every session request so far, oldest first. */
  readonly requests: readonly WalletConnectRequestLogEntry[]
  clearRequests(): void
  /** Pairs with a dApp's URI; rejects with a clear Error for a malformed one, or when the relay does not answer within timeoutMs (default 10 s). */
  pair(uri: string, options?: { timeoutMs?: number }): Promise<void>
  /** The oldest unanswered session proposal, or the next to arrive; rejects after timeoutMs (default 5000). */
  nextProposal(options?: { timeoutMs?: number }): Promise<ProposalTypes.Struct>
  /** Approves a proposal; resolves with the session once the approval is sent (the dApp's approval() resolves when it arrives). */
  approve(options?: ApproveOptions): Promise<SessionTypes.Struct>
  /** Rejects a proposal (default the oldest) with USER_REJECTED (5000): the dApp's approval() rejects. */
  reject(options?: { proposalId?: number; timeoutMs?: number }): Promise<void>
  /** How requests that prompt are answered from now on; `error` replaces the 4001 'User rejected the request.' of 'reject'. */
  setRequestMode(mode: WalletConnectRequestMode, error?: SerializedRpcError): void
  /** Ends every session (or one) with USER_DISCONNECTED (6000): the dApp gets session_delete. */
  disconnect(topic?: string): Promise<void>
  /**
   * As if the user switched network in the wallet: emits chainChanged (data: the chain id as a number) on
   * every session, first adding the chain's account to a session that lacks it. Any chain id is allowed.
   */
  emitChainChanged(chainId: number): Promise<void>
  /** Emits accountsChanged (default [address]) on every session, on the active chain. */
  emitAccountsChanged(accounts?: readonly string[]): Promise<void>
  /** Closes the relay connection and stops the SDK's timers; pending waits reject. */
  close(): Promise<void>
}
