/**
 * A SignClient for tests: its own Core (a distinct storage prefix, so several share a process), memory
 * storage, telemetry off and the Verify API switched off, so nothing leaves the local relay.
 */
import type SignClient from '@walletconnect/sign-client'
import type { SignClientTypes } from '@walletconnect/types'
import { MemoryStorage } from './memoryStorage'

export interface OpenSignClientOptions {
  relayUrl: string
  projectId: string
  metadata: SignClientTypes.Metadata
  /** The SDK's log level (pino): 'silent' (default), 'error', 'warn', 'info', 'debug', 'trace'. */
  logLevel?: string
}

/** The key under which the SDK keeps a Core on globalThis (Core.setGlobalCore), per storage prefix. */
const globalCoreKey = (prefix: string): string => `_walletConnectCore_${prefix}`

export async function openSignClient(options: OpenSignClientOptions): Promise<SignClient> {
  // Loaded on first use, so gangway/testing's other wallets do not bring the SDK into a page's bundle.
  const { SignClient } = await import('@walletconnect/sign-client')
  const client = await SignClient.init({
    relayUrl: options.relayUrl,
    projectId: options.projectId,
    metadata: options.metadata,
    customStoragePrefix: `gangway-test-${crypto.randomUUID()}`,
    storage: new MemoryStorage(),
    telemetryEnabled: false,
    logger: options.logLevel ?? 'silent',
    // A wallet's SDK otherwise hands out one session request per second, and none after one left unanswered.
    signConfig: { disableRequestQueue: true },
  })
  // register() would load the Verify iframe (browsers, 5 s) and resolve() fetch attestations from
  // verify.walletconnect.org; the SDK's own resolve() returns undefined when there is nothing to check,
  // which its types do not admit, hence Object.assign.
  Object.assign(client.core.verify, { register: async () => '', resolve: async () => undefined })
  return client
}

/** Stops the client's heartbeat and closes its relay socket, so nothing keeps the process alive. */
export async function closeSignClient(client: SignClient): Promise<void> {
  client.core.heartbeat.stop()
  await client.core.relayer.transportClose().catch(() => undefined)
  const prefix = client.core.customStoragePrefix
  const global = globalThis as Record<string, unknown>
  delete global[globalCoreKey(prefix)]
  delete global[`${globalCoreKey(prefix)}_count`]
}
