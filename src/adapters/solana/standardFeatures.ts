import type { StandardAccount, StandardWallet } from './walletStandard'

/** The Wallet Standard and Solana features the adapter calls, typed as the standards define them. */
export interface ConnectFeature {
  connect(input?: { readonly silent?: boolean }): Promise<{ readonly accounts: readonly StandardAccount[] }>
}
export interface DisconnectFeature {
  disconnect(): Promise<void>
}
export interface ChangeProperties {
  readonly accounts?: readonly StandardAccount[]
  readonly chains?: readonly string[]
  readonly features?: Readonly<Record<string, unknown>>
}
export interface EventsFeature {
  on(event: 'change', listener: (properties: ChangeProperties) => void): () => void
}
export interface SignMessageFeature {
  signMessage(...inputs: { readonly account: StandardAccount; readonly message: Uint8Array }[]): Promise<readonly { readonly signature: Uint8Array }[]>
}
export interface SignTransactionFeature {
  signTransaction(
    ...inputs: { readonly account: StandardAccount; readonly transaction: Uint8Array; readonly chain?: string }[]
  ): Promise<readonly { readonly signedTransaction: Uint8Array }[]>
}
export interface SendOptionsInput {
  readonly preflightCommitment?: string
  readonly skipPreflight?: boolean
  readonly maxRetries?: number
  readonly minContextSlot?: number
}
export interface SignAndSendTransactionFeature {
  signAndSendTransaction(
    ...inputs: { readonly account: StandardAccount; readonly transaction: Uint8Array; readonly chain: string; readonly options?: SendOptionsInput }[]
  ): Promise<readonly { readonly signature: Uint8Array }[]>
}

interface FeatureMethods {
  'standard:connect': ConnectFeature
  'standard:disconnect': DisconnectFeature
  'standard:events': EventsFeature
  'solana:signMessage': SignMessageFeature
  'solana:signTransaction': SignTransactionFeature
  'solana:signAndSendTransaction': SignAndSendTransactionFeature
}

export type FeatureName = keyof FeatureMethods

const METHOD: { readonly [Name in FeatureName]: keyof FeatureMethods[Name] } = {
  'standard:connect': 'connect',
  'standard:disconnect': 'disconnect',
  'standard:events': 'on',
  'solana:signMessage': 'signMessage',
  'solana:signTransaction': 'signTransaction',
  'solana:signAndSendTransaction': 'signAndSendTransaction',
}

/** The wallet's feature when it has the method the standard names, else undefined. */
export function featureOf<Name extends FeatureName>(wallet: StandardWallet, name: Name): FeatureMethods[Name] | undefined {
  const feature = wallet.features[name]
  if (typeof feature !== 'object' || feature === null) return undefined
  return typeof (feature as Record<string, unknown>)[METHOD[name] as string] === 'function' ? (feature as FeatureMethods[Name]) : undefined
}

/** A wallet the Solana adapter lists: it connects and serves at least one Solana chain. */
export const isSolanaWallet = (wallet: StandardWallet): boolean =>
  featureOf(wallet, 'standard:connect') !== undefined && wallet.chains.some((chain) => chain.startsWith('solana:'))

/** The accounts that serve Solana (an account naming no chain is taken to serve the wallet's chains). */
export const solanaAccounts = (accounts: readonly StandardAccount[]): StandardAccount[] =>
  accounts.filter((account) => typeof account?.address === 'string' && (!Array.isArray(account.chains) || account.chains.length === 0 || account.chains.some((chain) => chain.startsWith('solana:'))))
