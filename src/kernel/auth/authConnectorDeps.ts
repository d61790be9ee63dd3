import type { ApprovalTheme } from '../../protocol/approvalEvents'
import type { AuthUser, FrameRequestPayload } from '../../protocol/frameEvents'
import type { SiwxFrameMessage } from '../../protocol/siwxFrame'
import type { AnyChainAdapter } from '../adapterTypes'
import type { TimingName } from '../constants'
import type { ConnectionFlows } from '../connections/ConnectionFlows'
import type { KitStorage } from '../storage/storage'
import type { AccountStore } from '../stores/AccountStore'
import type { ConnectorInfo } from '../stores/ConnectorStore'
import type { NetworkStore } from '../stores/NetworkStore'
import type { AccountType, CaipNetwork, ChainNamespace } from '../types'
import type { LoadingFlag } from '../whileLoading'

/** What the auth connector gets of the kit. */
export interface AuthConnectorDeps {
  readonly projectId: string
  readonly secureSiteUrl: string
  readonly debug: boolean
  readonly timings: Readonly<Record<Extract<TimingName, 'frameReadyDelay' | 'frameLoadTimeout' | 'frameRequestTimeout' | 'disconnectWait' | 'errorDisplayDelay'>, number>>
  readonly networks: Pick<NetworkStore, 'active' | 'find' | 'ofNamespace'>
  readonly account: Pick<AccountStore, 'setEmbeddedWallet' | 'embeddedWalletInfo' | 'embeddedAccounts' | 'namespace' | 'connectorId'>
  /** §6 defaultAccountTypes: the account type a login asks for when the visitor has not chosen one. */
  readonly defaultAccountTypes: Readonly<Partial<Record<ChainNamespace, AccountType>>>
  readonly storage: KitStorage
  /** The chain-data JSON-RPC URL of a network (the frame's rpcUrl, the wallet's reads). */
  rpcUrl(network: CaipNetwork): string
  /** A namespace's adapter, which takes the embedded wallet's provider there (eip155, solana). */
  adapter(namespace: ChainNamespace): AnyChainAdapter | undefined
  /** The auth connector as the kit lists it: the namespaces it connects in. */
  connector(): ConnectorInfo | undefined
  /** open({ namespace }) or SwitchActiveChain limited Connect to a namespace: the login connects there. */
  connectNamespace(): ChainNamespace | undefined
  /** The connection code, which records the connected account. */
  flows(): Promise<ConnectionFlows>
  /** §4: the native balance is read again after an unsafe request. */
  refreshBalance(): void
  /** The kit lists the auth connector (a plugin with `embeddedWallet` is installed). */
  hasConnector(): boolean
  /** Open or not; its loading flag is on while a login connects, a restore runs or a request waits (§4). */
  readonly modal: { readonly isOpen: boolean } & LoadingFlag
  /** The theme the approval frame draws with (the modal's look). */
  approvalTheme(): ApprovalTheme
  /** The modal's theme as SYNC_THEME sends it to the login frame (§7: the frame follows it). */
  frameTheme(): FrameRequestPayload<'SYNC_THEME'>
  onDestroy(dispose: () => void): void
  /** §7: an error the visitor sees (a failed or refused request) as an analytics error report. */
  reportError(error: unknown): void
  /** With sign-in on (siwx, siweConfig): its slice, for the one-click sign-in of the login step. */
  siwx?: () => Promise<EmbeddedSignIn>
}

/** What the login step needs of sign-in (SiwxStore): the message to sign, and the session to add from the answer. */
export interface EmbeddedSignIn {
  embeddedMessage(network: CaipNetwork | undefined): Promise<SiwxFrameMessage | undefined>
  addEmbeddedSession(user: AuthUser): void
}
