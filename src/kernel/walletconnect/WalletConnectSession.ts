import type { SessionTypes } from '@walletconnect/types'
import { action } from 'mobx'
import type { AnyChainAdapter } from '../adapterTypes'
import { CaipError } from '../errors/caip'
import { WalletConnectSessionError } from '../errors/session'
import type { NetworkStore } from '../stores/NetworkStore'
import type { UniversalProviderConfigOverride } from '../options'
import type { CaipNetwork, Metadata } from '../types'
import { rpcMapOf, sessionNamespacesOf, type SessionNamespaces } from './sessionNamespaces'
import { solanaSessionOf } from './solanaSessionNamespace'
import { NamespaceNotConfiguredProvider } from './NamespaceNotConfiguredProvider'
import { WalletConnectSolanaProvider } from './WalletConnectSolanaProvider'
import { overrideRpcMap, sessionProposal } from './namespaceOverrides'
import type { WalletConnectClient } from './WalletConnectClient'
import { WALLET_CONNECT_CONNECTOR_ID } from './walletConnectConnector'
import { WalletConnectSessionProvider } from './WalletConnectSessionProvider'

/** The namespaces a WalletConnect session can carry for the kit. */
export type SessionNamespace = 'eip155' | 'solana'

/** What the wallet approved, per namespace (at least one). */
export interface ApprovedNamespaces {
  readonly eip155?: SessionNamespaces
  readonly solana?: SessionNamespaces
}

export interface WalletConnectSessionDeps {
  readonly projectId: string
  /** The kit's storage scope: sign-client's storage and Core are this instance's own. */
  readonly storageScope: string
  /** endpoints.relay */
  readonly relayUrl: string
  readonly metadata: Metadata | undefined
  readonly networks: Pick<NetworkStore, 'ofNamespace' | 'active'>
  /** The chain-data JSON-RPC URL of a network (the session's rpcMap). */
  rpcUrl(network: CaipNetwork): string
  /** The namespace's adapter (EVM, Solana), which takes the session's provider for that namespace. */
  adapter(namespace: SessionNamespace): AnyChainAdapter | undefined
  /** AppKit's universalProviderConfigOverride: what the proposal asks for, the reads' URLs, the chain to start on. */
  readonly providerOverride: UniversalProviderConfigOverride | undefined
}

/**
 * The WalletConnect client of one kit (its chunk loaded once, on first need) and its live session: an approved
 * or restored session is checked against the configured networks and its providers handed to the EVM and Solana
 * adapters (one per approved namespace); the wallet's session events reach those providers; the kit's disconnect ends the session. `onDetached` hears
 * every end, whoever ends it (the kit, the wallet, an expiry, a failed connect).
 */
export class WalletConnectSession {
  private clientLoad: Promise<WalletConnectClient> | undefined
  private session: SessionTypes.Struct | undefined
  private provider: WalletConnectSessionProvider | undefined
  private solanaProvider: WalletConnectSolanaProvider | undefined

  constructor(
    private readonly deps: WalletConnectSessionDeps,
    private readonly onDetached: () => void,
    /** The relay's socket dropped (a QR code on screen can no longer pair). */
    private readonly onRelayLost: () => void = () => undefined,
  ) {}

  /** The client's in-memory log (§9), once it has started; none before. */
  logs(): Promise<string[]> {
    return this.clientLoad ? this.clientLoad.then((client) => client.logs(), () => []) : Promise.resolve([])
  }

  client(): Promise<WalletConnectClient> {
    const { deps } = this
    this.clientLoad ??= import('./WalletConnectClient')
      .then(({ WalletConnectClient }) =>
        WalletConnectClient.create(
          {
            projectId: deps.projectId,
            relayUrl: deps.relayUrl,
            storagePrefix: `gangway-${deps.storageScope}`,
            metadata: deps.metadata ? { ...deps.metadata, icons: [...deps.metadata.icons] } : { name: document.title || 'Gangway', description: '', url: location.origin, icons: [] },
          },
          // The relay's events change the kit's state in one action each (the account, the chain, the session's end).
          {
            sessionEnded: action((topic: string) => this.sessionEnded(topic)),
            sessionEvent: action((topic: string, name: string, data: unknown, chainId: string) => this.sessionEvent(topic, name, data, chainId)),
            sessionUpdated: action((topic: string, namespaces: SessionTypes.Namespaces) => this.sessionUpdated(topic, namespaces)),
            relayDisconnected: action(() => this.onRelayLost()),
          },
        ),
      )
      .catch((error: unknown) => {
        this.clientLoad = undefined
        throw error
      })
    return this.clientLoad
  }

  /** The session's accounts and chains per namespace as the configured networks allow them, or why they do not. */
  namespacesOf(session: SessionTypes.Struct): ApprovedNamespaces | Error {
    const { deps } = this
    try {
      const override = deps.providerOverride
      const proposal = sessionProposal([...deps.networks.ofNamespace('eip155'), ...deps.networks.ofNamespace('solana')], override)
      const active = deps.networks.active?.caipNetworkId
      const solana = solanaSessionOf(session.namespaces, proposal.solana?.chains ?? [], active)
      // A session without EVM accounts is a Solana one; with neither namespace the EVM check says why it is refused.
      const evmAccounts = session.namespaces.eip155?.accounts.length ?? 0
      const eip155 =
        evmAccounts > 0 || !solana
          ? sessionNamespacesOf(session.namespaces, proposal.eip155?.chains ?? [], overrideRpcMap(rpcMapOf(deps.networks.ofNamespace('eip155'), deps.rpcUrl), override), active, override?.defaultChain)
          : undefined
      return { ...(eip155 && { eip155 }), ...(solana && { solana }) }
    } catch (error) {
      return error instanceof Error ? error : new WalletConnectSessionError('NO_ACCOUNTS', { cause: error })
    }
  }

  /** The namespaces the live session carries (what the store connects after an approval). */
  approvedNamespaces(): SessionNamespace[] {
    return [...(this.provider ? ['eip155' as const] : []), ...(this.solanaProvider ? ['solana' as const] : [])]
  }

  /**
   * The session becomes the live one: each namespace's adapter gets its provider; an adapter whose namespace
   * the wallet did not approve gets one that refuses with the §5 'not configured' error.
   */
  attach(client: WalletConnectClient, session: SessionTypes.Struct, namespaces: ApprovedNamespaces): void {
    this.session = session
    const end = () => this.end()
    this.provider = namespaces.eip155 && new WalletConnectSessionProvider(client, session.topic, namespaces.eip155, end)
    const activeSolana = () => (this.deps.networks.active?.chainNamespace === 'solana' ? this.deps.networks.active.caipNetworkId : undefined)
    this.solanaProvider = namespaces.solana && new WalletConnectSolanaProvider(client, session.topic, namespaces.solana, activeSolana, end)
    this.deps.adapter('eip155')?.attachProvider?.(WALLET_CONNECT_CONNECTOR_ID, this.provider ?? new NamespaceNotConfiguredProvider('eip155'))
    this.deps.adapter('solana')?.attachProvider?.(WALLET_CONNECT_CONNECTOR_ID, this.solanaProvider ?? new NamespaceNotConfiguredProvider('solana'))
  }

  detach(): void {
    this.session = undefined
    this.provider = undefined
    this.solanaProvider = undefined
    for (const namespace of ['eip155', 'solana'] as const) this.deps.adapter(namespace)?.attachProvider?.(WALLET_CONNECT_CONNECTOR_ID, undefined)
    this.onDetached()
  }

  /** After a reload: the client's latest session, checked and attached; undefined when there is none (§4 restore). */
  async restore(): Promise<SessionTypes.Struct | undefined> {
    const client = await this.client()
    const session = client.latestSession()
    if (!session) return undefined
    // Restored once per connected namespace: the live session is kept, not attached again.
    if (session.topic === this.session?.topic) return session
    const namespaces = this.namespacesOf(session)
    if (namespaces instanceof Error) {
      console.warn('[gangway] dropped a stored WalletConnect session', namespaces)
      await client.disconnect(session).catch(() => undefined)
      return undefined
    }
    this.attach(client, session, namespaces)
    return session
  }

  adapterOf(namespace: SessionNamespace): AnyChainAdapter {
    const adapter = this.deps.adapter(namespace)
    if (!adapter) throw new CaipError('ADAPTER_MISSING', { values: { namespace }, input: namespace })
    return adapter
  }

  /** The kit is destroyed: the relay connection closes. */
  close(): void {
    void this.clientLoad?.then((client) => client.close())
  }

  /** The kit disconnects (§4): the session ends with reason user-disconnected. */
  private async end(): Promise<void> {
    const session = this.session
    this.detach()
    const client = await this.clientLoad
    if (session && client) await client.disconnect(session)
  }

  /** The wallet deleted the session, or it expired: the kit forgets it and its pairing (§4). */
  private sessionEnded(topic: string): void {
    if (topic !== this.session?.topic) return
    const { provider, solanaProvider, session } = this
    provider?.sessionEnded()
    solanaProvider?.sessionEnded()
    this.detach()
    void this.clientLoad?.then((client) => client.forgetPairing(session.pairingTopic))
  }

  private sessionEvent(topic: string, name: string, data: unknown, chainId: string): void {
    if (topic !== this.session?.topic) return
    if (name === 'chainChanged' && this.provider && !chainId.startsWith('solana:')) this.provider.walletChangedChain(typeof data === 'number' || typeof data === 'string' ? `eip155:${Number(data)}` : chainId)
    if (name === 'accountsChanged' && this.session) this.sessionUpdated(topic, this.session.namespaces)
  }

  private sessionUpdated(topic: string, namespaces: SessionTypes.Namespaces): void {
    if (topic !== this.session?.topic) return
    const updated = { ...this.session, namespaces }
    const parsed = this.namespacesOf(updated)
    if (parsed instanceof Error) return console.warn('[gangway] ignored a malformed session update', parsed)
    this.session = updated
    if (this.provider && parsed.eip155) this.provider.walletChangedAccounts(parsed.eip155)
    if (this.solanaProvider && parsed.solana) this.solanaProvider.walletChangedAccounts(parsed.solana)
  }
}
