import { FARCASTER_RELAY_PATH } from '../../idp/localSocialClients'
import { chainFarcasterIdRegistry, localFarcasterIdRegistry, type FarcasterIdRegistry } from './farcasterIdRegistry'
import { createFarcasterRelay, type FarcasterRelay } from './farcasterRelay'
import type { OutboundFetch } from './socialClient'
import { isLoopbackUrl } from './socialProviders'

/** What the Farcaster sign-in needs: the relay, who owns a fid (null: sign-ins refused), and the site's URL. */
export interface FarcasterSetup {
  relay: FarcasterRelay
  registry: FarcasterIdRegistry | null
  /** The site's public URL: the SIWE message's uri (its host is the domain). */
  siteUrl: string
}

export interface FarcasterSetupOptions {
  siteUrl: string
  /** The local identity provider's issuer: its /farcaster is the relay stand-in. */
  identityProviderUrl: string
  /** An explicit relay (createSecureSiteApp's farcasterRelayUrl), before env FARCASTER_RELAY_URL. */
  relayUrl?: string | undefined
  /** FARCASTER_RELAY_URL and FARCASTER_ID_REGISTRY_RPC. */
  env?: Readonly<Record<string, string | undefined>> | undefined
  /** Injected owner check (tests); wins over the env. */
  registry?: FarcasterIdRegistry | undefined
  fetch?: OutboundFetch | undefined
  log: (line: string) => void
}

const trimSlashes = (url: string): string => url.replace(/\/+$/, '')

/**
 * The relay: `relayUrl`, else FARCASTER_RELAY_URL, else the local stand-in. The fid owner check: the injected
 * registry, else the chain's IdRegistry when FARCASTER_ID_REGISTRY_RPC is set, else the stand-in's test
 * accounts, but only when the relay is the stand-in: another relay's word on a fid is never taken.
 */
export function farcasterSetup(options: FarcasterSetupOptions): FarcasterSetup {
  const localRelay = `${trimSlashes(options.identityProviderUrl)}${FARCASTER_RELAY_PATH}`
  const relayUrl = trimSlashes(options.relayUrl ?? (options.env?.['FARCASTER_RELAY_URL']?.trim() || localRelay))
  const registryRpc = options.env?.['FARCASTER_ID_REGISTRY_RPC']?.trim()
  let registry: FarcasterIdRegistry | null = null
  if (options.registry) registry = options.registry
  else if (registryRpc) registry = chainFarcasterIdRegistry({ rpcUrl: registryRpc, fetch: options.fetch, log: options.log })
  else if (relayUrl === localRelay) registry = localFarcasterIdRegistry()
  else options.log(`secure site: warning: Farcaster relay ${relayUrl} is not the local stand-in and FARCASTER_ID_REGISTRY_RPC is not set: Farcaster sign-ins are refused`)
  if (relayUrl === localRelay && !isLoopbackUrl(options.siteUrl)) {
    options.log(
      `secure site: warning: Farcaster sign-ins use the local relay stand-in (test accounts) while the site's public URL ${options.siteUrl} ` +
        'is not a loopback address: set FARCASTER_RELAY_URL and FARCASTER_ID_REGISTRY_RPC',
    )
  }
  return { relay: createFarcasterRelay({ url: relayUrl, fetch: options.fetch, log: options.log }), registry, siteUrl: options.siteUrl }
}
