import type { AdapterConnection, AdapterContext, ChainAdapter, Eip1193Provider, NativeBalance, SessionProvider } from '../../kernel/adapterTypes'
import type { EvmAdapterOptions } from './evmAdapterOptions'
import type { CaipNetwork } from '../../kernel/types'
import { watchAnnouncedWallets, type AnnouncedWallet } from './eip6963'
import { ConnectionError } from '../../kernel/errors/connection'
import { AdapterError } from '../../kernel/errors/adapter'
import type * as EvmWallet from './evmWallet'
import type { ProviderListener } from './evmWallet'
import type { WalletCall } from './walletCall'

import { BROWSER_WALLET_NAME, INJECTED_CONNECTOR_ID } from './evmConnectorIds'
/**
 * The kernel's SAFE_CONNECTOR_ID (kernel/safeConnector.ts), spelled out: importing it would tie this adapter to the
 * UI chunk that holds it (and react-dom with it, on a server-side import).
 */
const SAFE_CONNECTOR_ID = 'safe'

/**
 * The EVM chain adapter: EIP-6963 discovery and the legacy injected provider, connect, switch (with
 * wallet_addEthereumChain on 4902), sign, send, and the native balance over RPC (viem, loaded on use).
 * EvmAdapter (EvmAdapter.ts) fetches this class once the kit needs wallets; talking to a wallet is the chunk
 * evmWallet.ts, fetched on first need.
 */
export class EvmAdapterCore implements ChainAdapter {
  readonly namespace = 'eip155' as const
  private readonly providers = new Map<string, Eip1193Provider>()
  private readonly listeners = new Map<string, [string, ProviderListener][]>()
  private walletCode: Promise<typeof EvmWallet> | undefined
  private context: AdapterContext | undefined
  /** In a frame only: whether the parent is a Safe (its code is a chunk of its own, never loaded outside a frame). */
  private safeDetection: Promise<void> | undefined
  private readonly targetWindow: Window | undefined

  constructor(options: EvmAdapterOptions = {}) {
    this.targetWindow = options.window
  }

  setup(context: AdapterContext): () => void {
    const target = this.targetWindow ?? (typeof window === 'undefined' ? undefined : window)
    if (!target) return () => undefined
    if (this.context) throw new AdapterError('ADAPTER_IN_USE', { values: { adapter: 'An EvmAdapter' } })
    this.context = context
    const stopWatching = context.enableEIP6963 ? watchAnnouncedWallets(target, (wallet) => this.addAnnounced(wallet)) : () => undefined
    this.addInjected(target)
    let closeSafe: () => void = () => undefined
    if (target.parent !== target) {
      this.safeDetection = import('./safe/detectSafe')
        .then(({ detectSafe }) => detectSafe(target))
        .then((safe) => {
          if (!safe || this.context !== context) return safe?.close()
          closeSafe = () => safe.close()
          this.providers.set(SAFE_CONNECTOR_ID, safe)
          context.addConnector({ id: SAFE_CONNECTOR_ID, type: 'EXTERNAL', name: 'Safe' })
        })
        .catch((error: unknown) => console.warn('[gangway] Safe app detection failed', error))
    }
    return () => {
      stopWatching()
      closeSafe()
      for (const id of [...this.listeners.keys()]) this.unwatch(id)
      this.providers.clear()
      this.context = undefined
    }
  }

  async connect(connectorId: string): Promise<AdapterConnection> {
    const provider = this.provider(connectorId)
    const wallet = await this.wallet()
    const connection = await wallet.connectWallet(provider)
    this.watch(connectorId, provider, wallet)
    return connection
  }

  async reconnect(connectorId: string): Promise<AdapterConnection | undefined> {
    // A stored Safe connection waits for the parent's answer (at most the detection timeout).
    if (connectorId === SAFE_CONNECTOR_ID) await this.safeDetection
    const provider = this.providers.get(connectorId)
    if (!provider) return undefined
    const wallet = await this.wallet()
    const connection = await wallet.restoreWallet(provider)
    if (connection) this.watch(connectorId, provider, wallet)
    return connection
  }

  async disconnect(connectorId: string): Promise<void> {
    const provider = this.providers.get(connectorId)
    this.unwatch(connectorId)
    if (provider && isSessionProvider(provider)) return provider.disconnect()
    // Wallets that support it forget the site's permission; others ignore the call.
    await provider?.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }).catch(() => undefined)
  }

  async switchNetwork(connectorId: string, network: CaipNetwork): Promise<void> {
    const provider = this.provider(connectorId)
    return (await this.wallet()).switchEvmChain(provider, network)
  }

  async getBalance(address: string, network: CaipNetwork): Promise<NativeBalance> {
    if (!this.context) return Promise.reject(new AdapterError('ADAPTER_NOT_SET_UP'))
    const urls = [this.context.rpcUrl(network), ...network.rpcUrls.default.http]
    return import('./readNativeBalance').then(({ readNativeBalance }) => readNativeBalance(urls, address, network))
  }

  async signMessage(connectorId: string, address: string, message: string): Promise<string> {
    const provider = this.provider(connectorId)
    return (await this.wallet()).signWithWallet(provider, address, message)
  }

  /** Sends a transaction through the wallet (§5 wallet-call rules); resolves with its hash. */
  async sendTransaction(connectorId: string, call: WalletCall): Promise<string> {
    const provider = this.provider(connectorId)
    return (await this.wallet()).sendWithWallet(provider, call)
  }

  getProvider(connectorId: string): Eip1193Provider | undefined {
    return this.providers.get(connectorId)
  }

  attachProvider(connectorId: string, provider: SessionProvider | undefined): void {
    this.unwatch(connectorId)
    if (provider) this.providers.set(connectorId, provider)
    else this.providers.delete(connectorId)
  }

  private wallet(): Promise<typeof EvmWallet> {
    this.walletCode ??= import('./evmWallet').catch((error: unknown) => {
      this.walletCode = undefined
      throw error
    })
    return this.walletCode
  }

  private provider(connectorId: string): Eip1193Provider {
    const provider = this.providers.get(connectorId)
    if (!provider) throw new ConnectionError('NO_CONNECTOR_FOUND', { values: { id: connectorId } })
    return provider
  }

  private addAnnounced({ info, provider }: AnnouncedWallet): void {
    if (this.providers.has(info.rdns)) return
    this.providers.set(info.rdns, provider)
    this.context?.addConnector({ id: info.rdns, type: 'ANNOUNCED', name: info.name, rdns: info.rdns, ...(info.icon ? { imageUrl: info.icon } : {}) })
    // The legacy window.ethereum is usually the same wallet: list it once (unless connected through it).
    if (this.providers.get(INJECTED_CONNECTOR_ID) === provider && !this.listeners.has(INJECTED_CONNECTOR_ID)) {
      this.providers.delete(INJECTED_CONNECTOR_ID)
      this.context?.removeConnector(INJECTED_CONNECTOR_ID)
    }
  }

  private addInjected(target: Window): void {
    const injected = (target as Window & { ethereum?: unknown }).ethereum
    if (typeof injected !== 'object' || injected === null || typeof (injected as Eip1193Provider).request !== 'function') return
    const provider = injected as Eip1193Provider
    if ([...this.providers.values()].includes(provider)) return
    this.providers.set(INJECTED_CONNECTOR_ID, provider)
    this.context?.addConnector({ id: INJECTED_CONNECTOR_ID, type: 'INJECTED', name: BROWSER_WALLET_NAME })
  }

  /** Forwards the wallet's events to the kernel while connected. */
  private watch(connectorId: string, provider: Eip1193Provider, wallet: typeof EvmWallet): void {
    this.unwatch(connectorId)
    const context = this.context
    if (!context || typeof provider.on !== 'function') return
    const handlers = wallet.walletEventHandlers(context, connectorId)
    for (const [event, handler] of handlers) provider.on(event, handler)
    this.listeners.set(connectorId, handlers)
  }

  private unwatch(connectorId: string): void {
    const provider = this.providers.get(connectorId)
    for (const [event, handler] of this.listeners.get(connectorId) ?? []) provider?.removeListener?.(event, handler)
    this.listeners.delete(connectorId)
  }
}

function isSessionProvider(provider: Eip1193Provider): provider is SessionProvider {
  return typeof (provider as Partial<SessionProvider>).disconnect === 'function'
}
