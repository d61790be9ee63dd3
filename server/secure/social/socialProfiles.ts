/** Who a provider says the user is, as the secure site keeps it. */
export interface SocialProfile {
  /** The provider's stable id for the user (never an e-mail or a name, which can change). */
  subject: string
  email?: string
  /** Only a verified e-mail ever links two sign-ins to one user. */
  emailVerified: boolean
  username?: string
}

type Json = Record<string, unknown>

const object = (value: unknown): Json | undefined => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined)
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined)
/** Ids come as strings, or as numbers (GitHub). */
const id = (value: unknown): string | undefined => (typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : text(value))
/** Apple sends booleans as strings. */
const truthy = (value: unknown): boolean => value === true || value === 'true'

function profile(subject: string | undefined, email: string | undefined, emailVerified: boolean, username: string | undefined): SocialProfile | undefined {
  if (subject === undefined) return undefined
  return { subject, ...(email !== undefined && { email }), emailVerified: email !== undefined && emailVerified, ...(username !== undefined && { username }) }
}

/** OpenID Connect claims (userinfo or ID token): the local identity provider, Google, Apple. */
export function mapOidcClaims(claims: unknown): SocialProfile | undefined {
  const json = object(claims) ?? {}
  return profile(id(json['sub']), text(json['email']), truthy(json['email_verified']), text(json['preferred_username']) ?? text(json['name']))
}

/**
 * GitHub's /user and /user/emails: the e-mail counts as verified only when /user/emails lists it as primary
 * and verified; /user's public e-mail alone stays unverified.
 */
export function mapGithubUser(user: unknown, emails: unknown): SocialProfile | undefined {
  const json = object(user) ?? {}
  const primary = (Array.isArray(emails) ? emails : []).map(object).find((entry) => entry?.['primary'] === true && entry['verified'] === true)
  const verified = text(primary?.['email'])
  return profile(id(json['id']), verified ?? text(json['email']), verified !== undefined, text(json['login']))
}

/** Discord's /users/@me. */
export function mapDiscordUser(user: unknown): SocialProfile | undefined {
  const json = object(user) ?? {}
  return profile(id(json['id']), text(json['email']), truthy(json['verified']), text(json['username']))
}

/** X's /2/users/me: `{ data: { id, username } }`, never an e-mail. */
export function mapXUser(user: unknown): SocialProfile | undefined {
  const data = object(object(user)?.['data']) ?? {}
  return profile(id(data['id']), undefined, false, text(data['username']))
}

/** Facebook's /me?fields=id,name,email: it says nothing of verification, so the e-mail is never trusted for linking. */
export function mapFacebookUser(user: unknown): SocialProfile | undefined {
  const json = object(user) ?? {}
  return profile(id(json['id']), text(json['email']), false, text(json['name']))
}
