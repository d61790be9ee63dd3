// Public types and defaults of the Solana test wallet (gangway/testing).
import type { TestWalletFaults } from '../faults'
import type { RequestLogEntry } from '../types'

export const SOLANA_TEST_WALLET_CHAINS = ['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'] as const
export type SolanaTestChain = (typeof SOLANA_TEST_WALLET_CHAINS)[number]
export const DEFAULT_SOLANA_NAME = 'Gangway Solana Test Wallet'
/** The local Solana chain's RPC (npm start): where solana:localnet transactions are sent by default. */
export const DEFAULT_SOLANA_RPC_URLS: Readonly<Partial<Record<SolanaTestChain, string>>> = { 'solana:localnet': 'http://127.0.0.1:8899' }


export interface SolanaTestWalletOptions {
  /** Account `index` of the mnemonic (m/44'/501'/index'/0'); default 0. Ignored with `secretKey`. */
  accountIndex?: number
  /** Default the test mnemonic ('test test … junk'), whose keys 0–19 the local Solana chain funds. */
  mnemonic?: string
  /** One account instead of the mnemonic: the 64-byte secret key (seed ‖ public key) or the 32-byte seed. */
  secretKey?: Uint8Array
  /** The wallet's name (also the dApp's connector id); default 'Gangway Solana Test Wallet'. */
  name?: string
  /** A data: URI image; default the EVM test wallet's icon. */
  icon?: string
  /** Where solana:signAndSendTransaction sends, per chain; default solana:localnet → http://127.0.0.1:8899. */
  rpcUrls?: Partial<Record<SolanaTestChain, string>>
  /** true (default): prompts are approved; false: rejected with 4001 unless an 'approve' fault is queued. */
  autoApprove?: boolean
}

/** An account as the wallet exposes it (Wallet Standard's WalletAccount). */
export interface SolanaTestAccount {
  readonly address: string
  readonly publicKey: Uint8Array
  readonly chains: readonly SolanaTestChain[]
  readonly features: readonly string[]
  readonly label: string
}

export interface SolanaSendOptions {
  readonly preflightCommitment?: string
  readonly skipPreflight?: boolean
  readonly maxRetries?: number
  readonly minContextSlot?: number
}

export interface SolanaChangeEvent {
  readonly accounts: readonly SolanaTestAccount[]
}

/** The Wallet Standard and Solana features the wallet has, as the standards type them. */
export interface SolanaTestWalletFeatures {
  readonly 'standard:connect': { readonly version: '1.0.0'; connect(input?: { silent?: boolean }): Promise<{ accounts: readonly SolanaTestAccount[] }> }
  readonly 'standard:disconnect': { readonly version: '1.0.0'; disconnect(): Promise<void> }
  readonly 'standard:events': { readonly version: '1.0.0'; on(event: 'change', listener: (properties: SolanaChangeEvent) => void): () => void }
  readonly 'solana:signMessage': {
    readonly version: '1.1.0'
    signMessage(...inputs: { account: SolanaTestAccount; message: Uint8Array }[]): Promise<{ signedMessage: Uint8Array; signature: Uint8Array; signatureType: 'ed25519' }[]>
  }
  readonly 'solana:signTransaction': {
    readonly version: '1.0.0'
    readonly supportedTransactionVersions: readonly ['legacy', 0]
    signTransaction(...inputs: { account: SolanaTestAccount; transaction: Uint8Array; chain?: string }[]): Promise<{ signedTransaction: Uint8Array }[]>
  }
  readonly 'solana:signAndSendTransaction': {
    readonly version: '1.0.0'
    readonly supportedTransactionVersions: readonly ['legacy', 0]
    signAndSendTransaction(
      ...inputs: { account: SolanaTestAccount; transaction: Uint8Array; chain: string; options?: SolanaSendOptions }[]
    ): Promise<{ signature: Uint8Array }[]>
  }
}

/** A Wallet Standard wallet plus the controls a test drives it with. */
export interface SolanaTestWallet {
  readonly version: '1.0.0'
  readonly name: string
  readonly icon: string
  readonly chains: readonly SolanaTestChain[]
  readonly features: SolanaTestWalletFeatures
  /** The accounts the site may use: the current one while connected, none otherwise. */
  readonly accounts: readonly SolanaTestAccount[]
  readonly isGangwayTestWallet: true
  /** The current account's address (connected or not). */
  readonly address: string
  readonly publicKey: Uint8Array
  readonly accountIndex: number
  readonly connected: boolean
  readonly faults: TestWalletFaults
  /** Every feature call so far, oldest first (method: the feature's name); outcomes update in place. */
  readonly requests: readonly RequestLogEntry[]
  clearRequests(): void
  /** As if the user connected the site in the wallet: emits 'change' with the account. */
  connect(): void
  /** As if the user disconnected the site: emits 'change' with no accounts. */
  disconnect(): void
  /** Selects another account of the mnemonic; emits 'change' while connected. */
  setAccount(index: number): void
}
