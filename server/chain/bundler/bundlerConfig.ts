import { z } from 'zod'

/** A bundler set in the environment that cannot be used: the cloud does not start with it. */
export class BundlerConfigError extends Error {
  override name = 'BundlerConfigError'
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])
export const CHAIN_ID_PLACEHOLDER = '{chainId}'

const urlSchema = z.url({ error: 'expected a URL such as https://bundler.example/{chainId}/rpc' }).refine((text) => {
  if (!URL.canParse(text)) return true // z.url() has said so
  const url = new URL(text)
  // An allow-list: https anywhere, plain http only to this machine (a bundler run beside the cloud), nothing else.
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))
}, 'expected https (plain http only on loopback)')

/** An ERC-4337 bundler the cloud forwards to instead of starting its own: its URL for a chain id. */
export interface ExternalBundler {
  readonly template: string
  urlFor(chainId: number): string
}

/**
 * The bundler of GANGWAY_BUNDLER_URL, or undefined when unset (the default: the cloud starts a local bundler per local
 * chain). `{chainId}` in the URL stands for the chain's numeric id (a bundler service usually has one URL per chain);
 * without it, every chain goes to the one URL.
 */
export function externalBundler(env: Readonly<Record<string, string | undefined>>): ExternalBundler | undefined {
  const raw = env['GANGWAY_BUNDLER_URL']?.trim()
  if (!raw) return undefined
  const parsed = urlSchema.safeParse(raw.replaceAll(CHAIN_ID_PLACEHOLDER, '1'))
  if (!parsed.success) throw new BundlerConfigError(`GANGWAY_BUNDLER_URL is misconfigured: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`)
  return { template: raw, urlFor: (chainId) => raw.replaceAll(CHAIN_ID_PLACEHOLDER, String(chainId)) }
}
