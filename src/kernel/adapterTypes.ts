/** The contract between the kernel and a chain adapter (EVM with viem, Solana with @solana/web3.js). No runtime code here. */
import type { ConnectionStatus } from './stores/AccountStore'
import type { ConnectorInfo } from './stores/ConnectorStore'
import type { CaipAddress, CaipNetwork, ChainNamespace } from './types'

export interface RequestArguments {
  readonly method: string
  readonly params?: readonly unknown[] | Readonly<Record<string, unknown>>
}

/** An EIP-1193 provider, as wallets inject and announce it. */
export interface Eip1193Provider {
  request(args: RequestArguments): Promise<unknown>
  on?(event: string, listener: (payload: never) => void): unknown
  removeListener?(event: string, listener: (payload: never) => void): unknown
}

/** Any namespace's adapter, as the kernel holds them. */
export type AnyChainAdapter = ChainAdapter<unknown>


/**
 * A provider that carries its own session (WalletConnect): the adapter ends that session on disconnect
 * instead of asking the wallet to revoke permissions.
 */
export interface SessionProvider extends Eip1193Provider {
  disconnect(): Promise<void>
}

/** A transaction for the wallet to send (§5: 'to' and data start with 0x). */
export interface WalletCall {
  readonly from: string
  readonly to: string
  readonly value?: bigint
  readonly data?: string
}

/** A send of the native coin or of one token, in base units (§4 send flow: Solana's path goes through the adapter). */
export interface TokenTransfer {
  readonly from: string
  readonly to: string
  readonly amount: bigint
  /** The token: an SPL mint (Solana) or an ERC-20 contract; absent for the native coin. */
  readonly token?: string
}

/** What a wallet reports on connect and on reconnect. */
export interface AdapterConnection {
  readonly address: string
  /** The wallet's chain reference (31337 for eip155:31337). */
  readonly chainId: number | string
}

export interface NativeBalance {
  /** Decimal string in whole units ('10000.5'). */
  readonly balance: string
  readonly symbol: string
}

/**
 * The kit's connection as an adapter that mirrors it into another library (wagmi) sees it: MobX
 * observables, to read in a reaction; and the calls behind appkit.open(), appkit.disconnect() and
 * appkit.switchNetwork(), for changes that library's own API asks for.
 */
export interface AdapterKitView {
  readonly account: { readonly caipAddress: CaipAddress | undefined; readonly connectorId: string | undefined; readonly status: ConnectionStatus }
  readonly networks: { readonly active: CaipNetwork | undefined }
  readonly modal: { readonly isOpen: boolean }
  /** Opens the modal (appkit.open), e.g. at Connect when the other library asks to connect. */
  open(options: { readonly view: 'Connect'; readonly namespace: ChainNamespace }): Promise<void>
  readonly connection: {
    disconnect(namespace?: ChainNamespace): Promise<void>
    switchNetwork(network: CaipNetwork): Promise<void>
  }
}

/** What the kernel gives an adapter: its facts flow back only through these calls. */
export interface AdapterContext {
  readonly enableEIP6963: boolean
  /** The kit's own connection state and actions (read-only state; the adapter still reports facts below). */
  readonly kit: AdapterKitView
  /** The configured networks of the adapter's namespace. */
  networks(): readonly CaipNetwork[]
  /** The JSON-RPC URL for a network: the chain-data proxy (§7), with chainId and projectId. */
  rpcUrl(network: CaipNetwork): string
  addConnector(connector: ConnectorInfo): void
  removeConnector(id: string): void
  /** The wallet behind a connector changed its accounts (empty: it disconnected the site). */
  onAccountsChanged(connectorId: string, addresses: readonly string[]): void
  onChainChanged(connectorId: string, chainId: number | string): void
  onDisconnect(connectorId: string): void
  /**
   * Runs `run` once the kit needs wallets (the first intent or open, a stored connection's restore, else the page idle
   * after load); returns the cancel. An adapter may defer its discovery code until then.
   */
  whenNeeded?(run: () => void): () => void
}

/**
 * A chain family: discovers its wallets, connects them and reads the chain. `Provider` is what
 * useAppKitProvider(namespace) gives the app: an EIP-1193 provider for eip155, the Solana adapter's wallet provider.
 */
export interface ChainAdapter<Provider = Eip1193Provider> {
  readonly namespace: ChainNamespace
  /** Browser only: starts discovery (or schedules it: AdapterContext.whenNeeded); returns a disposer. */
  setup(context: AdapterContext): () => void
  /** An adapter that defers its discovery starts it now; resolves once it runs (the kernel calls it before any connection work). */
  ready?(): Promise<void>
  /** Asks the wallet for its accounts (a prompt); rejects with the wallet's error. */
  connect(connectorId: string, network: CaipNetwork | undefined): Promise<AdapterConnection>
  /** Without a prompt: the accounts the wallet still grants, or undefined. */
  reconnect(connectorId: string): Promise<AdapterConnection | undefined>
  disconnect(connectorId: string): Promise<void>
  switchNetwork(connectorId: string, network: CaipNetwork): Promise<void>
  getBalance(address: string, network: CaipNetwork): Promise<NativeBalance>
  signMessage(connectorId: string, address: string, message: string): Promise<string>
  /** Sends through the wallet; resolves with the transaction hash. */
  sendTransaction(connectorId: string, call: WalletCall): Promise<string>
  /** Sends the native coin or a token and resolves with the transaction id (Solana's send path). */
  transfer?(connectorId: string, transfer: TokenTransfer, network: CaipNetwork): Promise<string>
  getProvider(connectorId: string): Provider | undefined
  /**
   * The kernel's WalletConnect connector hands over its session provider: the adapter then connects,
   * signs, sends and switches through it as through any EIP-1193 wallet. Undefined removes it.
   */
  attachProvider?(connectorId: string, provider: SessionProvider | undefined): void
}
