import type { AdapterConnection, AdapterContext, ChainAdapter, NativeBalance, SessionProvider, TokenTransfer } from '../../kernel/adapterTypes'
import { ConnectionError } from '../../kernel/errors/connection'
import { AdapterError } from '../../kernel/errors/adapter'
import type { CaipNetwork } from '../../kernel/types'
import type { SolanaAdapterOptions } from './solanaAdapterOptions'
import { SolanaError } from './SolanaError'
import type { SolanaWalletProvider } from './SolanaWalletProvider'
import type * as SolanaConnect from './solanaConnect'
import type { SolanaWalletSource } from './solanaConnect'
import type * as SolanaLazy from './solanaLazy'
import type { SendRoute } from './solanaSend'
import { isPublicCluster, standardChainOf } from './standardChain'
import { featureOf, isSolanaWallet } from './standardFeatures'
import { watchStandardWallets, type StandardAccount, type StandardWallet } from './walletStandard'

type Lazy = typeof SolanaLazy

interface Connected {
  readonly address: string
  /** The wallet's own account object (Wallet Standard wallets), which its features are called with. */
  readonly account: StandardAccount | undefined
  provider?: SolanaWalletProvider
}

/** Only images as data URIs (the Wallet Standard says so); anything else is not shown. */
const safeIcon = (icon: string): string | undefined => (/^data:image\/[a-z0-9.+-]+[;,]/i.test(icon) ? icon : undefined)

/**
 * The Solana chain adapter: Wallet Standard discovery, connect, reconnect and account changes, and through
 * @solana/web3.js (loaded on first use) signing, SOL and SPL transfers, balances and AppKit's Solana provider.
 * Wallet Standard wallets do not switch clusters: switchNetwork records the network, which picks the RPC and the
 * chain the wallet is asked to sign for. SolanaAdapter (SolanaAdapter.ts) fetches this class once the kit needs
 * wallets; connecting and following a wallet is the chunk solanaConnect.ts, the rest solanaLazy.ts (web3.js), each
 * fetched on first need.
 */
export class SolanaAdapterCore implements ChainAdapter<SolanaWalletProvider> {
  readonly namespace = 'solana' as const
  private readonly wallets = new Map<string, StandardWallet>()
  private readonly sessions = new Map<string, SessionProvider>()
  private readonly connections = new Map<string, Connected>()
  private readonly stopWatching = new Map<string, () => void>()
  private readonly targetWindow: Window | undefined
  private context: AdapterContext | undefined
  private network: CaipNetwork | undefined
  private lazy: Lazy | undefined
  private lazyLoad: Promise<Lazy> | undefined
  private connectCode: Promise<typeof SolanaConnect> | undefined

  constructor(options: SolanaAdapterOptions = {}) {
    this.targetWindow = options.window
  }

  setup(context: AdapterContext): () => void {
    const target = this.targetWindow ?? (typeof window === 'undefined' ? undefined : window)
    if (!target) return () => undefined
    if (this.context) throw new AdapterError('ADAPTER_IN_USE', { values: { adapter: 'A SolanaAdapter' } })
    this.context = context
    const stopDiscovery = watchStandardWallets(target, { onRegister: (wallet) => this.addWallet(wallet), onUnregister: (wallet) => this.removeWallet(wallet) })
    return () => {
      stopDiscovery()
      for (const id of [...this.stopWatching.keys()]) this.unwatch(id)
      this.wallets.clear()
      this.connections.clear()
      this.context = undefined
    }
  }

  async connect(connectorId: string, network: CaipNetwork | undefined): Promise<AdapterConnection> {
    const active = this.useNetwork(network)
    const loading = this.load()
    const source = this.session(connectorId) ?? { wallet: this.wallet(connectorId) }
    const code = await this.connectChunk()
    const connection = await code.connectSolanaWallet(source)
    await loading
    this.connections.set(connectorId, { ...connection })
    this.watch(connectorId, code)
    return { address: connection.address, chainId: active.id }
  }

  async reconnect(connectorId: string): Promise<AdapterConnection | undefined> {
    const wallet = this.wallets.get(connectorId)
    const source = this.session(connectorId) ?? (wallet && { wallet })
    if (!source) return undefined
    const code = await this.connectChunk()
    const connection = await code.restoreSolanaWallet(source)
    if (!connection) return undefined
    const active = this.useNetwork(undefined)
    await this.load()
    this.connections.set(connectorId, { ...connection })
    this.watch(connectorId, code)
    return { address: connection.address, chainId: active.id }
  }

  async disconnect(connectorId: string): Promise<void> {
    this.unwatch(connectorId)
    this.connections.delete(connectorId)
    const session = this.sessions.get(connectorId)
    if (session) return session.disconnect()
    const wallet = this.wallets.get(connectorId)
    const feature = wallet && featureOf(wallet, 'standard:disconnect')
    // A wallet without the feature keeps its own permission; the kit forgets the connection all the same.
    await feature?.disconnect().catch(() => undefined)
  }

  switchNetwork(_connectorId: string, network: CaipNetwork): Promise<void> {
    this.network = network
    return Promise.resolve()
  }

  async getBalance(address: string, network: CaipNetwork): Promise<NativeBalance> {
    const lazy = await this.load()
    return lazy.readSolBalance(lazy.solanaRpc(this.rpcUrls(network)), address, network)
  }

  /** Signs the message's UTF-8 bytes (solana:signMessage, or solana_signMessage over WalletConnect); the base58 signature. */
  async signMessage(connectorId: string, address: string, message: string): Promise<string> {
    const lazy = await this.load()
    const signature = await this.route(connectorId, this.useNetwork(undefined)).signer.signMessage(address, new TextEncoder().encode(message))
    return lazy.base58.encode(signature)
  }

  sendTransaction(): Promise<string> {
    return Promise.reject(new SolanaError('EVM_CALL'))
  }

  /** Sends SOL or one SPL token (base units) and resolves with the signature once confirmed. */
  async transfer(connectorId: string, transfer: TokenTransfer, network: CaipNetwork): Promise<string> {
    const lazy = await this.load()
    return lazy.sendTransfer(this.route(connectorId, network), transfer)
  }

  /** AppKit's Solana provider for the connected account (once connected; undefined otherwise). */
  getProvider(connectorId: string): SolanaWalletProvider | undefined {
    const connection = this.connections.get(connectorId)
    if (!connection || !this.lazy) return undefined
    connection.provider ??= this.lazy.createWalletProvider(connection.address, () => this.route(connectorId, this.useNetwork(undefined)))
    return connection.provider
  }

  /** The kernel's WalletConnect session: the adapter then connects and signs with the WalletConnect Solana RPC. */
  attachProvider(connectorId: string, provider: SessionProvider | undefined): void {
    this.unwatch(connectorId)
    this.connections.delete(connectorId)
    if (provider) this.sessions.set(connectorId, provider)
    else this.sessions.delete(connectorId)
  }

  private connectChunk(): Promise<typeof SolanaConnect> {
    this.connectCode ??= import('./solanaConnect').catch((error: unknown) => {
      this.connectCode = undefined
      throw error
    })
    return this.connectCode
  }

  private session(connectorId: string): SolanaWalletSource | undefined {
    const session = this.sessions.get(connectorId)
    return session && { session }
  }

  private load(): Promise<Lazy> {
    this.lazyLoad ??= import('./solanaLazy').then(
      (module) => (this.lazy = module),
      (error: unknown) => {
        this.lazyLoad = undefined
        throw error
      },
    )
    return this.lazyLoad
  }

  /** The given network becomes the active one; without one, the active, else the first configured. */
  private useNetwork(network: CaipNetwork | undefined): CaipNetwork {
    const active = network ?? this.network ?? this.context?.networks()[0]
    if (!active) throw new ConnectionError('NETWORK_NOT_FOUND')
    this.network = active
    return active
  }

  private rpcUrls(network: CaipNetwork): string[] {
    if (!this.context) throw new SolanaError('ADAPTER_NOT_SET_UP')
    return [...new Set([this.context.rpcUrl(network), ...network.rpcUrls.default.http])]
  }

  /** The loaded chunk's wallet, chain and RPC for a connector on a network. */
  private route(connectorId: string, network: CaipNetwork): SendRoute {
    const lazy = this.lazy
    if (!lazy) throw new SolanaError('ADAPTER_NOT_SET_UP')
    const session = this.sessions.get(connectorId)
    const signer = session ? lazy.walletConnectSigner(session) : lazy.standardSigner(this.wallet(connectorId), (address) => this.account(connectorId, address))
    return { signer, chain: standardChainOf(network), rpc: lazy.solanaRpc(this.rpcUrls(network)), publicCluster: isPublicCluster(network) }
  }

  private wallet(connectorId: string): StandardWallet {
    const wallet = this.wallets.get(connectorId)
    if (!wallet) throw new ConnectionError('NO_CONNECTOR_FOUND', { values: { id: connectorId } })
    return wallet
  }

  /** The wallet's account object for an address of the connection. */
  private account(connectorId: string, address: string): StandardAccount {
    const connection = this.connections.get(connectorId)
    const account = this.wallet(connectorId).accounts.find((candidate) => candidate.address === address) ?? (connection?.account?.address === address ? connection.account : undefined)
    if (!account) throw new ConnectionError('NOT_CONNECTED')
    return account
  }

  private addWallet(wallet: StandardWallet): void {
    if (!isSolanaWallet(wallet) || this.wallets.has(wallet.name)) return
    this.wallets.set(wallet.name, wallet)
    const imageUrl = safeIcon(wallet.icon)
    this.context?.addConnector({ id: wallet.name, type: 'ANNOUNCED', name: wallet.name, ...(imageUrl ? { imageUrl } : {}) })
  }

  private removeWallet(wallet: StandardWallet): void {
    const id = wallet.name
    if (this.wallets.get(id) !== wallet) return
    const wasConnected = this.connections.delete(id)
    this.unwatch(id)
    this.wallets.delete(id)
    if (wasConnected) this.context?.onDisconnect(id)
    this.context?.removeConnector(id)
  }

  /** Forwards the wallet's account changes to the kernel while connected. */
  private watch(connectorId: string, code: typeof SolanaConnect): void {
    this.unwatch(connectorId)
    const wallet = this.wallets.get(connectorId)
    const source = this.session(connectorId) ?? (wallet && { wallet })
    const stop = source && code.watchSolanaWallet(source, (addresses, account) => this.onAddresses(connectorId, addresses, account))
    if (stop) this.stopWatching.set(connectorId, stop)
  }

  /** The wallet's accounts now: none ends the connection; a new first one replaces it. */
  private onAddresses(connectorId: string, addresses: readonly string[], account: StandardAccount | undefined): void {
    const previous = this.connections.get(connectorId)
    if (!previous) return
    const [address] = addresses
    if (address === undefined) {
      this.unwatch(connectorId)
      this.connections.delete(connectorId)
      this.context?.onDisconnect(connectorId)
      return
    }
    if (address === previous.address) return
    this.connections.set(connectorId, { address, account })
    this.context?.onAccountsChanged(connectorId, addresses)
  }

  private unwatch(connectorId: string): void {
    this.stopWatching.get(connectorId)?.()
    this.stopWatching.delete(connectorId)
  }
}
