import { EventfulProvider } from '../providerEvents'
import type { RequestArguments, SessionProvider } from '../adapterTypes'
import { PROVIDER_CODES, ProviderRpcError } from '../errors/provider'
import { WalletConnectSessionError } from '../errors/session'
import { addressOn, type SessionNamespaces } from './sessionNamespaces'
import type { SessionRequester } from './WalletConnectSessionProvider'

/** Methods the kit answers from the session itself: the account (`[{ pubkey }]`, as the WalletConnect Solana RPC does). */
const ACCOUNT_METHODS = new Set(['solana_getAccounts', 'solana_requestAccounts'])

/**
 * The solana namespace of a WalletConnect session, for the Solana adapter: the account comes from the session,
 * the signing methods the wallet approved go to it through the relay, on the cluster the kit is on (when the
 * session has it, else the session's first); anything else is refused, never sent.
 */
export class WalletConnectSolanaProvider extends EventfulProvider implements SessionProvider {
  constructor(
    private readonly client: SessionRequester,
    private topic: string | undefined,
    private namespaces: SessionNamespaces,
    /** The cluster the kit is on ('solana:<ref>'), if it is on one. */
    private readonly activeChain: () => string | undefined,
    private readonly end: () => Promise<void>,
  ) {
    super()
  }

  /** The cluster requests go to. */
  get currentChain(): string {
    const active = this.activeChain()
    return active !== undefined && this.namespaces.chains.includes(active) ? active : this.namespaces.defaultChain
  }

  async request({ method, params }: RequestArguments): Promise<unknown> {
    if (!this.topic) throw new WalletConnectSessionError('NO_SESSION')
    if (ACCOUNT_METHODS.has(method)) return this.accounts().map((pubkey) => ({ pubkey }))
    if (!this.namespaces.methods.includes(method)) throw new ProviderRpcError(PROVIDER_CODES.unsupportedMethod, { message: `The wallet did not approve ${method}` })
    return this.client.request({ topic: this.topic, chainId: this.currentChain, request: { method, params: params ?? {} } })
  }

  disconnect(): Promise<void> {
    this.topic = undefined
    return this.end()
  }

  /** The wallet's session_update or accountsChanged: the adapter hears the account now. */
  walletChangedAccounts(namespaces: SessionNamespaces): void {
    this.namespaces = namespaces
    this.emit('accountsChanged', this.accounts())
  }

  /** The wallet deleted the session, or it expired. */
  sessionEnded(): void {
    this.topic = undefined
    this.emit('disconnect', { code: 6000, message: 'Session deleted' })
  }

  private accounts(): string[] {
    const address = addressOn(this.namespaces, this.currentChain)
    return address ? [address] : []
  }
}
