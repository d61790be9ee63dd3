import { z } from 'zod'

/** Where the §9 swap networks' convert calls are forwarded: an AppKit-compatible swap API and its project id there. */
export interface SwapAggregatorConfig {
  /** The base URL; `/v1/convert/…` is appended. */
  readonly url: string
  readonly projectId: string
}

/** A swap aggregator set in the environment that cannot be used: the service does not start with it. */
export class SwapAggregatorConfigError extends Error {
  override name = 'SwapAggregatorConfigError'
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

const urlSchema = z.url({ error: 'expected a URL such as https://swaps.example/' }).refine((text) => {
  if (!URL.canParse(text)) return true // z.url() has said so
  const url = new URL(text)
  // An allow-list: https anywhere, plain http only to this machine (a local stand-in), nothing else.
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))
}, 'expected https (plain http only on loopback)')

const configSchema = z.object({
  url: urlSchema.transform((text) => text.replace(/\/+$/, '')),
  projectId: z.string({ error: 'missing: set GANGWAY_SWAP_AGGREGATOR_PROJECT_ID too' }).regex(/^[A-Za-z0-9_-]{1,128}$/, 'expected letters, digits, - or _'),
})

/**
 * The swap aggregator of GANGWAY_SWAP_AGGREGATOR_URL and GANGWAY_SWAP_AGGREGATOR_PROJECT_ID, or undefined when no URL
 * is set (the default: offline, the §9 networks are refused with SWAP_AGGREGATOR_NOT_CONFIGURED).
 */
export function swapAggregatorConfig(env: Readonly<Record<string, string | undefined>>): SwapAggregatorConfig | undefined {
  const url = env['GANGWAY_SWAP_AGGREGATOR_URL']?.trim()
  if (!url) return undefined
  const parsed = configSchema.safeParse({ url, projectId: env['GANGWAY_SWAP_AGGREGATOR_PROJECT_ID']?.trim() || undefined })
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') === 'url' ? 'GANGWAY_SWAP_AGGREGATOR_URL' : 'GANGWAY_SWAP_AGGREGATOR_PROJECT_ID'}: ${issue.message}`)
    throw new SwapAggregatorConfigError(`The swap aggregator is misconfigured: ${problems.join('; ')}`)
  }
  return parsed.data
}
