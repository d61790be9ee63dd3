import type { AdapterConnection, AdapterContext, ChainAdapter, Eip1193Provider, NativeBalance, SessionProvider } from '../kernel/adapterTypes'
import type { CaipNetwork, ChainNamespace } from '../kernel/types'

export const FAKE_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/**
 * An eip155 adapter for kernel and component tests: every wallet answer is a promise the test controls
 * (`connectWith`, `reconnectWith`), and `context` lets the test play the wallet's events.
 */
export class FakeAdapter implements ChainAdapter {
  readonly namespace: ChainNamespace = 'eip155'
  context: AdapterContext | undefined
  connectWith: (connectorId: string) => Promise<AdapterConnection> = () => Promise.resolve({ address: FAKE_ADDRESS, chainId: 31337 })
  reconnectWith: (connectorId: string) => Promise<AdapterConnection | undefined> = () => Promise.resolve(undefined)
  balanceWith: (address: string, network: CaipNetwork) => Promise<NativeBalance> = (_address, network) =>
    Promise.resolve({ balance: '10000', symbol: network.nativeCurrency.symbol })
  switchWith: (connectorId: string, network: CaipNetwork) => Promise<void> = () => Promise.resolve()
  disconnectWith: (connectorId: string) => Promise<void> = () => Promise.resolve()
  readonly calls: string[] = []

  constructor(private readonly connectors: readonly { id: string; name: string; rdns?: string }[] = [{ id: 'io.test', name: 'Test Wallet', rdns: 'io.test' }]) {}

  setup(context: AdapterContext): () => void {
    this.context = context
    for (const connector of this.connectors) context.addConnector({ ...connector, type: 'ANNOUNCED' })
    return () => (this.context = undefined)
  }
  /** The network each connect asked the wallet for. */
  readonly connectNetworks: (string | undefined)[] = []
  connect(connectorId: string, network?: CaipNetwork): Promise<AdapterConnection> {
    this.calls.push(`connect:${connectorId}`)
    this.connectNetworks.push(network?.caipNetworkId)
    return this.connectWith(connectorId)
  }
  reconnect(connectorId: string): Promise<AdapterConnection | undefined> {
    this.calls.push(`reconnect:${connectorId}`)
    return this.reconnectWith(connectorId)
  }
  disconnect(connectorId: string): Promise<void> {
    this.calls.push(`disconnect:${connectorId}`)
    return this.disconnectWith(connectorId)
  }
  switchNetwork(connectorId: string, network: CaipNetwork): Promise<void> {
    this.calls.push(`switch:${network.caipNetworkId}`)
    return this.switchWith(connectorId, network)
  }
  getBalance(address: string, network: CaipNetwork): Promise<NativeBalance> {
    this.calls.push(`balance:${network.caipNetworkId}`)
    return this.balanceWith(address, network)
  }
  signWith: (message: string, address: string) => Promise<string> = () => Promise.resolve('0xsigned')
  signMessage(_connectorId: string, address: string, message: string): Promise<string> {
    this.calls.push('sign')
    return this.signWith(message, address)
  }
  sendTransaction(_connectorId: string, call: { to: string }): Promise<string> {
    this.calls.push(`send:${call.to}`)
    return Promise.resolve(`0x${'ab'.repeat(32)}`)
  }
  getProvider(): Eip1193Provider | undefined {
    return undefined
  }
}

/** The account and chain a provider reports without a prompt (eth_accounts, eth_chainId). */
async function accountOf(provider: Eip1193Provider): Promise<AdapterConnection | undefined> {
  const accounts = await provider.request({ method: 'eth_accounts' })
  const chainId = await provider.request({ method: 'eth_chainId' })
  const address = Array.isArray(accounts) && typeof accounts[0] === 'string' ? accounts[0] : undefined
  return address && typeof chainId === 'string' ? { address, chainId: Number.parseInt(chainId, 16) } : undefined
}

/**
 * A FakeAdapter that takes WalletConnect session providers (attachProvider), as the EVM adapter does:
 * a connector with an attached provider connects, reconnects and disconnects through it; every attach
 * and detach is recorded in `calls` ('attach:walletConnect', 'detach:walletConnect').
 */
export class SessionFakeAdapter extends FakeAdapter {
  readonly sessionProviders = new Map<string, SessionProvider>()

  attachProvider(connectorId: string, provider: SessionProvider | undefined): void {
    this.calls.push(`${provider ? 'attach' : 'detach'}:${connectorId}`)
    if (provider) this.sessionProviders.set(connectorId, provider)
    else this.sessionProviders.delete(connectorId)
    // As the EVM adapter: the wallet's account changes reach the kernel.
    provider?.on?.('accountsChanged', (accounts: unknown) => this.context?.onAccountsChanged(connectorId, accounts as string[]))
  }
  override async connect(connectorId: string): Promise<AdapterConnection> {
    const provider = this.sessionProviders.get(connectorId)
    if (!provider) return super.connect(connectorId)
    this.calls.push(`connect:${connectorId}`)
    const account = await accountOf(provider)
    if (!account) throw new Error('The session has no account')
    return account
  }
  override reconnect(connectorId: string): Promise<AdapterConnection | undefined> {
    const provider = this.sessionProviders.get(connectorId)
    if (!provider) return super.reconnect(connectorId)
    this.calls.push(`reconnect:${connectorId}`)
    return accountOf(provider)
  }
  override disconnect(connectorId: string): Promise<void> {
    const provider = this.sessionProviders.get(connectorId)
    if (!provider) return super.disconnect(connectorId)
    this.calls.push(`disconnect:${connectorId}`)
    return provider.disconnect()
  }
  override getProvider(connectorId?: string): Eip1193Provider | undefined {
    return connectorId === undefined ? undefined : this.sessionProviders.get(connectorId)
  }
}

export const FAKE_SOLANA_ADDRESS = 'AeTCNgBzWNjTJDEfNa8hcGzRG4XHcEgEFmMWvEJHrwkN'
/** The local Solana chain's reference (solanaLocal). */
export const FAKE_SOLANA_CHAIN = '5fp3J9jKX6jt6hUcoPTeiKfVdGsGBdvq'

/** A solana adapter for the multi-namespace tests: one wallet-standard wallet, on the local Solana chain. */
export class FakeSolanaAdapter extends FakeAdapter {
  override readonly namespace: ChainNamespace = 'solana'

  constructor() {
    super([{ id: 'Test Solana Wallet', name: 'Test Solana Wallet' }])
    this.connectWith = () => Promise.resolve({ address: FAKE_SOLANA_ADDRESS, chainId: FAKE_SOLANA_CHAIN })
    this.balanceWith = () => Promise.resolve({ balance: '100', symbol: 'SOL' })
  }
}

/** As the Solana adapter does with a WalletConnect session: its account from solana_requestAccounts / getAccounts. */
export class SolanaSessionFakeAdapter extends FakeSolanaAdapter {
  readonly sessionProviders = new Map<string, SessionProvider>()

  attachProvider(connectorId: string, provider: SessionProvider | undefined): void {
    this.calls.push(`${provider ? 'attach' : 'detach'}:${connectorId}`)
    if (provider) this.sessionProviders.set(connectorId, provider)
    else this.sessionProviders.delete(connectorId)
  }
  override async connect(connectorId: string): Promise<AdapterConnection> {
    const provider = this.sessionProviders.get(connectorId)
    if (!provider) return super.connect(connectorId)
    this.calls.push(`connect:${connectorId}`)
    const [account] = (await provider.request({ method: 'solana_requestAccounts' })) as { pubkey: string }[]
    return { address: account!.pubkey, chainId: FAKE_SOLANA_CHAIN }
  }
  override async reconnect(connectorId: string): Promise<AdapterConnection | undefined> {
    const provider = this.sessionProviders.get(connectorId)
    if (!provider) return super.reconnect(connectorId)
    this.calls.push(`reconnect:${connectorId}`)
    const [account] = (await provider.request({ method: 'solana_getAccounts' })) as { pubkey: string }[]
    return account && { address: account.pubkey, chainId: FAKE_SOLANA_CHAIN }
  }
}
