import type { AdapterConnection, AdapterContext, ChainAdapter, NativeBalance, SessionProvider, WalletCall } from '../kernel/adapterTypes'
import type { CaipNetwork, ChainNamespace } from '../kernel/types'

/**
 * A chain adapter whose code (discovery, connect, sign, send) is a chunk of its own, fetched once the kit needs
 * wallets (AdapterContext.whenNeeded: the first intent or open, a stored connection's restore, else the page idle
 * after load) rather than while the page loads. `create` makes the real adapter; this class hands every call to it.
 * In a frame (a Safe app, say) it starts at once: the parent's answer takes time of its own.
 */
export abstract class LazyChainAdapter<Provider, Core extends ChainAdapter<Provider> = ChainAdapter<Provider>> implements ChainAdapter<Provider> {
  abstract readonly namespace: ChainNamespace
  private core: Core | undefined
  private loading: Promise<Core> | undefined
  private context: AdapterContext | undefined
  private stopCore: (() => void) | undefined

  protected constructor(
    private readonly create: () => Promise<Core>,
    private readonly targetWindow: Window | undefined,
    private readonly inUseError: () => Error,
  ) {}

  setup(context: AdapterContext): () => void {
    const target = this.targetWindow ?? (typeof window === 'undefined' ? undefined : window)
    if (!target) return () => undefined
    if (this.context) throw this.inUseError()
    this.context = context
    const start = () => void this.start().catch((error: unknown) => console.error(`[gangway] the ${this.namespace} adapter failed to load`, error))
    const framed = target.parent !== target
    const cancel = context.whenNeeded && !framed ? context.whenNeeded(start) : (start(), () => undefined)
    return () => {
      cancel()
      this.stopCore?.()
      this.stopCore = undefined
      this.context = undefined
    }
  }

  ready(): Promise<void> {
    return this.start().then(() => undefined)
  }

  /** The real adapter, set up with this context: fetched on the first call, set up once there is a context. */
  protected start(): Promise<Core> {
    this.loading ??= this.create().then(
      (core) => (this.core = core),
      (error: unknown) => {
        this.loading = undefined
        throw error
      },
    )
    return this.loading.then((core) => {
      if (this.context && !this.stopCore) this.stopCore = core.setup(this.context)
      return core
    })
  }

  async connect(connectorId: string, network: CaipNetwork | undefined): Promise<AdapterConnection> {
    return (await this.start()).connect(connectorId, network)
  }

  async reconnect(connectorId: string): Promise<AdapterConnection | undefined> {
    return (await this.start()).reconnect(connectorId)
  }

  async disconnect(connectorId: string): Promise<void> {
    return (await this.start()).disconnect(connectorId)
  }

  async switchNetwork(connectorId: string, network: CaipNetwork): Promise<void> {
    return (await this.start()).switchNetwork(connectorId, network)
  }

  async getBalance(address: string, network: CaipNetwork): Promise<NativeBalance> {
    return (await this.start()).getBalance(address, network)
  }

  async signMessage(connectorId: string, address: string, message: string): Promise<string> {
    return (await this.start()).signMessage(connectorId, address, message)
  }

  async sendTransaction(connectorId: string, call: WalletCall): Promise<string> {
    return (await this.start()).sendTransaction(connectorId, call)
  }

  /** The connected wallet's provider; undefined before the adapter's code has loaded (nothing is connected then). */
  getProvider(connectorId: string): Provider | undefined {
    return this.core?.getProvider(connectorId)
  }

  attachProvider(connectorId: string, provider: SessionProvider | undefined): void {
    if (this.core) return this.core.attachProvider?.(connectorId, provider)
    // Handed over before the code arrived: applied first thing once it does, ahead of any call made after this one.
    void this.start().then(
      (core) => core.attachProvider?.(connectorId, provider),
      () => undefined,
    )
  }
}
