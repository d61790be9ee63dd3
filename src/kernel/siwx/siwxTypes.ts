/**
 * Sign in with the wallet (SIWX, CAIP-122): AppKit's public SIWX interface (@reown/appkit-siwx), which the `siwx`
 * option takes, and the older `siweConfig` shape the kit maps onto it. Types only: nothing here reaches the entry.
 */
import type { HttpClient } from '../http/httpTypes'
import type { PluginStorage } from '../plugins/types'
import type { CaipNetworkId } from '../types'

/** What differs per visitor (AppKit's SIWXMessage.Input). */
export interface SIWXMessageInput {
  accountAddress: string
  chainId: CaipNetworkId
  /** ISO 8601 time. */
  notBefore?: string
}

/** The app's part (AppKit's SIWXMessage.Metadata). */
export interface SIWXMessageMetadata {
  domain: string
  uri: string
  version: string
  nonce: string
  statement?: string
  resources?: string[]
}

/** The request id and times, ISO 8601 (AppKit's SIWXMessage.Identifier). */
export interface SIWXMessageIdentifier {
  requestId?: string
  issuedAt?: string
  expirationTime?: string
}

/** §3 sign-in message data (AppKit's SIWXMessage.Data). */
export interface SIWXMessageData extends SIWXMessageInput, SIWXMessageMetadata, SIWXMessageIdentifier {}

/** A message to sign: its data and its text (`toString()`, the exact text the wallet signs). */
export interface SIWXMessage extends SIWXMessageData {
  toString: () => string
}

/** A signed sign-in: the data, the text signed and the signature. */
export interface SIWXSession {
  data: SIWXMessageData
  message: string
  signature: string
  /** A CAIP-74 object capability, when the session came from one (kept as given). */
  cacao?: unknown
}

/**
 * The `siwx` option (AppKit's SIWXConfig): how messages are made and sessions kept. The kit calls getSessions
 * after each connection and network change, createMessage and addSession when the visitor signs.
 */
export interface SIWXConfig {
  /** A new message for this account and network (a fresh nonce each time). */
  createMessage: (input: SIWXMessageInput) => Promise<SIWXMessage>
  /** Verifies and keeps a signed session; throws when it is not valid. */
  addSession: (session: SIWXSession) => Promise<void>
  /** Ends every session of the address on the network. */
  revokeSession: (chainId: CaipNetworkId, address: string) => Promise<void>
  /** Replaces every kept session with these (none: signs out). */
  setSessions: (sessions: SIWXSession[]) => Promise<void>
  /** The valid, unexpired sessions of the address on the network. */
  getSessions: (chainId: CaipNetworkId, address: string) => Promise<SIWXSession[]>
  /** true: the visitor cannot use the app connected without signing in (the modal stays on the sign view). */
  getRequired?: () => boolean
  /** Sessions are dropped (setSessions([])) when the wallet disconnects. */
  signOutOnDisconnect?: boolean
  /**
   * Gangway: called by each kit that uses this config before its first call, with what the kit lends it
   * (cloudSiwx reaches the reference cloud through it). AppKit configs leave it out.
   */
  attachKit?: (kit: SIWXKit) => void
}

/** What a kit lends a SIWX config that asks for it (attachKit). */
export interface SIWXKit {
  /** The chain-data service (endpoints.chainData) with the kit's projectId, st and sv. */
  readonly chainData: HttpClient
  /** This kit's storage, under a `siwx/` prefix. */
  readonly storage: PluginStorage
  /** The connected wallet signs `message` (personal_sign) as `address`; rejects with the wallet's error. */
  signMessage(message: string, address: string): Promise<string>
  /** The config's sessions changed outside the kit's own steps (a revoke): the kit reads them again. */
  sessionsChanged(): void
}

/** AppKit's SIWE session (`siweConfig.getSession()`). */
export interface SIWESession {
  address: string
  chainId: number
}

/** What `siweConfig.getMessageParams()` gives. */
export interface SIWEMessageArgs {
  chains?: number[]
  domain: string
  uri: string
  statement?: string
  /** Issued at, not before and expiration time, ISO 8601. */
  iat?: string
  nbf?: string
  exp?: string
  requestId?: string
  resources?: string[]
}

/** What `siweConfig.createMessage()` receives. */
export interface SIWECreateMessageArgs extends SIWEMessageArgs {
  /** A DID: `did:pkh:eip155:{chainId}:{address}`. */
  address: string
  chainId: number
  nonce: string
  version: string
  iat: string
}

/**
 * The `siweConfig` option: AppKit's older SIWE config (createSIWEConfig's argument), or a client that maps
 * itself (`mapToSIWX()`). The kit maps it onto SIWXConfig; `siwx` and `siweConfig` cannot both be set (§6).
 */
export interface SIWEConfig {
  getMessageParams?: () => Promise<SIWEMessageArgs>
  createMessage?: (args: SIWECreateMessageArgs) => string
  getNonce?: (address?: string) => Promise<string>
  getSession?: () => Promise<SIWESession | null>
  verifyMessage?: (args: { message: string; signature: string; cacao?: unknown }) => Promise<boolean>
  signOut?: () => Promise<boolean>
  onSignIn?: (session?: SIWESession) => void
  onSignOut?: () => void
  /** Default true. */
  required?: boolean
  /** Default true. */
  signOutOnDisconnect?: boolean
  /** Default true: a session of another address does not count. */
  signOutOnAccountChange?: boolean
  /** Default true: a session of another network does not count. */
  signOutOnNetworkChange?: boolean
  /** An AppKitSIWEClient maps itself. */
  mapToSIWX?: () => SIWXConfig
}

/** Where the visitor's sign-in stands: nothing yet (or no need), waiting on the wallet, signed in, or the last try failed. */
export type SIWXStatus = 'idle' | 'signing' | 'signed-in' | 'error'

/** getSIWXState(): the connected account's sign-in. */
export interface SIWXState {
  readonly status: SIWXStatus
  /** The session of the connected account on the active network, when signed in. */
  readonly session: SIWXSession | undefined
  /** The last failure's text (§8), when status is 'error'. */
  readonly error?: string
}
