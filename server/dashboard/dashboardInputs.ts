import { z } from 'zod'
import { isEmailAddress } from '../../src/protocol/emailAddress'
import { PLUGIN_REMOTE_ID, REMOTE_FEATURE_NAMES, SOCIAL_PROVIDERS } from '../projects/project'
import { invalidInput, type DashboardError } from './dashboardError'

const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/

/** A host name of lower-case labels (or an IPv4 address), nothing else. */
function isHostName(host: string): boolean {
  return host.length <= 253 && host.split('.').every((label) => HOST_LABEL.test(label))
}

/**
 * An allowed-origins entry: an http(s) origin in canonical form (scheme://host[:port], no path, no trailing slash),
 * or a wildcard whose only `*` is a whole leading label (`https://*.example.com`, `*.pages.dev`). Any other scheme
 * (javascript:, data:, ftp:), a path, a query, credentials or a `*` elsewhere is not one.
 */
export function isOriginEntry(value: string): boolean {
  if (value.length > 255) return false
  const wildcard = /^((?:https?:\/\/)?)\*\.([^*]+)$/.exec(value)
  const candidate = wildcard ? `${wildcard[1] || 'https://'}wildcard.${wildcard[2]}` : value
  if (!/^https?:\/\/[^/?#@\\]+$/.test(candidate) || candidate.includes('*')) return false
  let url: URL
  try {
    url = new URL(candidate)
  } catch {
    return false
  }
  return url.origin === candidate && isHostName(url.hostname)
}

/** An origin a domain can be verified for: an exact http(s) origin, no wildcard. */
export const isExactOrigin = (value: string): boolean => !value.includes('*') && isOriginEntry(value)

const originEntry = z.string().refine(isOriginEntry, {
  message: 'not an origin: scheme://host[:port] with http or https, no path; a wildcard only as a leading *. label',
})

export const emailBodySchema = z.strictObject({
  email: z.string().trim().toLowerCase().refine(isEmailAddress, { message: 'not an e-mail address' }),
})

export const signInBodySchema = emailBodySchema.extend({
  code: z.string().regex(/^\d{6}$/, { message: 'the 6-digit code from the mail' }),
})

export const createProjectBodySchema = z.strictObject({
  name: z.string().trim().min(1, { message: 'a name is required' }).max(80).regex(/^[^\p{Cc}]*$/u, { message: 'no control characters' }),
})

export const originsBodySchema = z.strictObject({
  origins: z.array(originEntry).max(100).refine((list) => new Set(list).size === list.length, { message: 'an origin is listed twice' }),
})

const share = z.number({ message: 'a share is an integer from 0 to 100' }).int({ message: 'a share is an integer from 0 to 100' }).min(0, { message: 'a share is an integer from 0 to 100' }).max(100, { message: 'a share is an integer from 0 to 100' })

/** A change of the remote features: only what it names changes. Rollout names are checked against the result (featureUpdate.ts). */
export const featuresBodySchema = z.strictObject({
  email: z.boolean().optional(),
  socials: z
    .array(z.enum(SOCIAL_PROVIDERS))
    .refine((list) => new Set(list).size === list.length, { message: 'a provider is listed twice' })
    .optional(),
  swaps: z.boolean().optional(),
  onramp: z.boolean().optional(),
  activity: z.boolean().optional(),
  multiWallet: z.boolean().optional(),
  pay: z.boolean().optional(),
  plugins: z.record(z.string().regex(PLUGIN_REMOTE_ID, { message: 'a plugin remote id: lower case, digits, _' }), z.boolean()).optional(),
  rollouts: z.record(z.string(), share).optional(),
})
export type FeaturesBody = z.infer<typeof featuresBodySchema>

export const domainBodySchema = z.strictObject({
  origin: z.string().refine(isExactOrigin, { message: 'an exact origin: scheme://host[:port], no wildcard, no path' }),
})

export const domainPolicyBodySchema = z.strictObject({ requireVerifiedDomain: z.boolean() })

export const isRemoteFeatureName = (name: string): boolean => (REMOTE_FEATURE_NAMES as readonly string[]).includes(name)

/** The first issue of a failed parse as a 400 naming its field (`origins.1`, `rollouts.email`, `color`). */
export function fieldError(error: z.ZodError): DashboardError {
  const issue = error.issues[0]
  if (!issue) return invalidInput('body', 'invalid input')
  const path = issue.path.map(String)
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0] ?? ''
    return invalidInput([...path, key].join('.'), `unknown field '${key}'`)
  }
  if (issue.code === 'invalid_key') return invalidInput(path.join('.'), `unknown name '${path.at(-1) ?? ''}'`)
  const field = path.length > 0 ? path.join('.') : 'body'
  return invalidInput(field, `${field}: ${issue.message}`)
}

/** Parses `body` or throws the 400 naming the field. */
export function parseInput<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw fieldError(parsed.error)
  return parsed.data
}
