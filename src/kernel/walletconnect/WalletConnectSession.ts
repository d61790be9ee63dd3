import type { SessionTypes } from '@walletconnect/types'
import { action } from 'mobx'
import type { AnyChainAdapter } from '../adapterTypes'
import { CaipError } from '../errors/caip'
import { WalletConnectSessionError } from '../errors/session'
import type { NetworkStore } from '../stores/NetworkStore'
import type { UniversalProviderConfigOverride } from '../options'
import type { CaipNetwork, Metadata } from '../types'
import { rpcMapOf, sessionNamespacesOf, type SessionNamespaces } from './sessionNamespaces'
import { overrideRpcMap, sessionProposal } from './namespaceOverrides'
import type { WalletConnectClient } from './WalletConnectClient'
import { WALLET_CONNECT_CONNECTOR_ID } from './walletConnectConnector'
import { WalletConnectSessionProvider } from './WalletConnectSessionProvider'

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
  /** The EVM adapter, which takes the session's provider. */
  adapter(): AnyChainAdapter | undefined
  /** AppKit's universalProviderConfigOverride: what the proposal asks for, the reads' URLs, the chain to start on. */
  readonly providerOverride: UniversalProviderConfigOverride | undefined
}

/**
 * The WalletConnect client of one kit (its chunk loaded once, on first need) and its live session: an approved
 * or restored session is checked against the configured networks and its provider handed to the EVM adapter;
 * the wallet's session events reach that provider; the kit's disconnect ends the session. `onDetached` hears
 * every end, whoever ends it (the kit, the wallet, an expiry, a failed connect).
 */
export class WalletConnectSession {
  private clientLoad: Promise<WalletConnectClient> | undefined
  private session: SessionTypes.Struct | undefined
  private provider: WalletConnectSessionProvider | undefined

  constructor(
    private readonly deps: WalletConnectSessionDeps,
    private readonly onDetached: () => void,
    /** The relay's socket dropped (a QR code on screen can no longer pair). */
    private readonly onRelayLost: () => void = () => undefined,
  ) {}

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

  /** The session's accounts and chains as the configured networks allow them, or why they do not. */
  namespacesOf(session: SessionTypes.Struct): SessionNamespaces | Error {
    const { deps } = this
    const networks = deps.networks.ofNamespace('eip155')
    try {
      const override = deps.providerOverride
      const rpcMap = overrideRpcMap(rpcMapOf(networks, deps.rpcUrl), override)
      const requested = sessionProposal(networks, override).eip155?.chains ?? []
      return sessionNamespacesOf(session.namespaces, requested, rpcMap, deps.networks.active?.caipNetworkId, override?.defaultChain)
    } catch (error) {
      return error instanceof Error ? error : new WalletConnectSessionError('NO_ACCOUNTS', { cause: error })
    }
  }

  /** The session becomes the live one: its provider goes to the EVM adapter. */
  attach(client: WalletConnectClient, session: SessionTypes.Struct, namespaces: SessionNamespaces): void {
    this.session = session
    this.provider = new WalletConnectSessionProvider(client, session.topic, namespaces, () => this.end())
    this.eip155Adapter().attachProvider?.(WALLET_CONNECT_CONNECTOR_ID, this.provider)
  }

  detach(): void {
    this.session = undefined
    this.provider = undefined
    this.deps.adapter()?.attachProvider?.(WALLET_CONNECT_CONNECTOR_ID, undefined)
    this.onDetached()
  }

  /** After a reload: the client's latest session, checked and attached; undefined when there is none (§4 restore). */
  async restore(): Promise<SessionTypes.Struct | undefined> {
    const client = await this.client()
    const session = client.latestSession()
    if (!session) return undefined
    const namespaces = this.namespacesOf(session)
    if (namespaces instanceof Error) {
      console.warn('[gangway] dropped a stored WalletConnect session', namespaces)
      await client.disconnect(session).catch(() => undefined)
      return undefined
    }
    this.attach(client, session, namespaces)
    return session
  }

  eip155Adapter(): AnyChainAdapter {
    const adapter = this.deps.adapter()
    if (!adapter) throw new CaipError('ADAPTER_MISSING', { values: { namespace: 'eip155' }, input: 'eip155' })
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
    const { provider, session } = this
    provider?.sessionEnded()
    this.detach()
    void this.clientLoad?.then((client) => client.forgetPairing(session.pairingTopic))
  }

  private sessionEvent(topic: string, name: string, data: unknown, chainId: string): void {
    if (topic !== this.session?.topic || !this.provider) return
    if (name === 'chainChanged') this.provider.walletChangedChain(typeof data === 'number' || typeof data === 'string' ? `eip155:${Number(data)}` : chainId)
    if (name === 'accountsChanged' && this.session) this.sessionUpdated(topic, this.session.namespaces)
  }

  private sessionUpdated(topic: string, namespaces: SessionTypes.Namespaces): void {
    if (topic !== this.session?.topic || !this.provider) return
    const updated = { ...this.session, namespaces }
    const parsed = this.namespacesOf(updated)
    if (parsed instanceof Error) return console.warn('[gangway] ignored a malformed session update', parsed)
    this.session = updated
    this.provider.walletChangedAccounts(parsed)
  }
}
