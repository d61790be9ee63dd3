import { SignClient } from '@walletconnect/sign-client'

type Client = InstanceType<typeof SignClient>
import type { SessionTypes, SignClientTypes } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'
import { WalletConnectSessionError } from '../errors/session'
import type { ProposalNamespace } from './sessionNamespaces'
import { trustLoopbackRelay } from './trustLoopbackRelay'
import { requestExpiry, signClientLogOptions } from './signClientOptions'

export interface WalletConnectClientOptions {
  readonly projectId: string
  readonly relayUrl: string
  readonly metadata: SignClientTypes.Metadata
  /** Keeps two kits on one page apart: sign-client keys its core and storage by this prefix. */
  readonly storagePrefix: string
}

export interface WalletConnectClientEvents {
  sessionEnded(topic: string): void
  sessionEvent(topic: string, name: string, data: unknown, chainId: string): void
  sessionUpdated(topic: string, namespaces: SessionTypes.Namespaces): void
  /** The relay's socket closed (sign-client tries once to reopen it, and again only when it next sends). */
  relayDisconnected(): void
}

export interface PendingConnection {
  readonly uri: string
  readonly pairingTopic: string
  readonly approval: () => Promise<SessionTypes.Struct>
}

/**
 * The dApp's @walletconnect/sign-client (its own chunk), against `endpoints.relay`, with every other
 * outside call switched off: telemetry off, and the verify attestation (a hidden frame from the public
 * verify host that costs about 5 s per connect and per request) answered with an empty one. A relay on this
 * machine is reached whatever `navigator.onLine` says (trustLoopbackRelay).
 */
export class WalletConnectClient {
  private constructor(readonly client: Client) {}

  static async create(options: WalletConnectClientOptions, events: WalletConnectClientEvents): Promise<WalletConnectClient> {
    const client = await SignClient.init({
      projectId: options.projectId,
      relayUrl: options.relayUrl,
      metadata: options.metadata,
      customStoragePrefix: options.storagePrefix,
      telemetryEnabled: false,
      ...signClientLogOptions,
    })
    client.core.verify.register = () => Promise.resolve('')
    trustLoopbackRelay(client.core.relayer, options.relayUrl)
    client.on('session_delete', ({ topic }) => events.sessionEnded(topic))
    client.on('session_expire', ({ topic }) => events.sessionEnded(topic))
    client.on('session_event', ({ topic, params }) => events.sessionEvent(topic, params.event.name, params.event.data, params.chainId))
    client.on('session_update', ({ topic, params }) => events.sessionUpdated(topic, params.namespaces))
    client.core.relayer.on('relayer_disconnect', () => events.relayDisconnected())
    return new WalletConnectClient(client)
  }

  /** A pairing uri for the wallet, and the wallet's answer to come. */
  async connect(namespaces: Record<string, ProposalNamespace>, pairingTopic?: string): Promise<PendingConnection> {
    const { uri, approval } = await this.client.connect({ optionalNamespaces: namespaces, ...(pairingTopic ? { pairingTopic } : {}) })
    if (!uri) throw new WalletConnectSessionError('NO_PAIRING_URI')
    const topic = /^wc:([0-9a-f]{64})@/.exec(uri)?.[1] ?? ''
    return { uri, pairingTopic: topic, approval }
  }

  /** The newest live session (restored from the client's storage after a reload). */
  latestSession(): SessionTypes.Struct | undefined {
    const now = Date.now() / 1000
    return this.client.session
      .getAll()
      .filter((session: SessionTypes.Struct) => session.acknowledged && session.expiry > now)
      .sort((a: SessionTypes.Struct, b: SessionTypes.Struct) => b.expiry - a.expiry)[0]
  }

  /** Ends the session with reason user-disconnected (§4) and forgets its pairing. */
  async disconnect(session: SessionTypes.Struct): Promise<void> {
    try {
      await this.client.disconnect({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })
    } finally {
      await this.forgetPairing(session.pairingTopic)
    }
  }

  /** §4 session delete: the pairing goes too. */
  async forgetPairing(topic: string | undefined): Promise<void> {
    if (!topic) return
    await this.client.core.pairing.disconnect({ topic }).catch(() => undefined)
  }

  request(params: { topic: string; chainId: string; request: { method: string; params: unknown } }): Promise<unknown> {
    return this.client.request({ ...params, expiry: requestExpiry() })
  }

  /** The client's in-memory log (§9, about 1 MB), for appKit.getLogs(). */
  logs(): string[] {
    // Core keeps it (its logChunkController) without declaring it in its types.
    const { logChunkController } = this.client.core as unknown as { logChunkController?: { getLogArray(): string[] } | null }
    return logChunkController?.getLogArray() ?? []
  }

  /** Stops the client for good: its listeners, heartbeat and socket, and sign-client's global Core entry. */
  async close(): Promise<void> {
    for (const event of ['session_delete', 'session_expire', 'session_event', 'session_update'] as const) this.client.removeAllListeners(event)
    this.client.core.heartbeat.stop()
    await this.client.core.relayer.transportClose().catch(() => undefined)
    const key = `_walletConnectCore_${this.client.core.customStoragePrefix}`
    const global = globalThis as Record<string, unknown>
    delete global[key]
    delete global[`${key}_count`]
  }
}
