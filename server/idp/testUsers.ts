/**
 * The local identity provider's accounts. Test-only: every password is `gangway`.
 * Besides the fixed users, any `<name>@example.test` signs in as a fresh user, so tests can stay independent.
 */
export const TEST_USER_PASSWORD = 'gangway'

export interface TestUser {
  /** The `sub` claim. */
  sub: string
  /** What is typed into the sign-in form (lowercase). */
  login: string
  /** Absent for an account without an e-mail address (like many X accounts). */
  email?: string
  emailVerified: boolean
  preferredUsername: string
  name: string
}

export const TEST_USERS: readonly TestUser[] = [
  { sub: 'alice', login: 'alice@example.com', email: 'alice@example.com', emailVerified: true, preferredUsername: 'alice', name: 'Alice Example' },
  { sub: 'bob', login: 'bob@example.com', email: 'bob@example.com', emailVerified: true, preferredUsername: 'bob', name: 'Bob Example' },
  // A Discord-style legacy user name (the old `name#0` discriminator folded into the name).
  { sub: 'carol', login: 'carol@example.com', email: 'carol@example.com', emailVerified: true, preferredUsername: 'carol0', name: 'Carol Example' },
  { sub: 'dave', login: 'dave', emailVerified: false, preferredUsername: 'dave_x', name: 'Dave Example' },
]

const ON_THE_FLY_SUB_PREFIX = 'test:'
const ON_THE_FLY_ADDRESS = /^([a-z0-9][a-z0-9._+-]{0,63})@example\.test$/

/** `<name>@example.test` (already normalised) → its user, made up on the spot; anything else → undefined. */
function onTheFlyUser(address: string): TestUser | undefined {
  const match = ON_THE_FLY_ADDRESS.exec(address)
  if (!match?.[1]) return undefined
  return { sub: `${ON_THE_FLY_SUB_PREFIX}${address}`, login: address, email: address, emailVerified: true, preferredUsername: match[1], name: match[1] }
}

function normaliseLogin(login: string): string {
  return login.trim().toLowerCase()
}

/** The user whose login and password these are (login case-insensitive and trimmed), else undefined. */
export function authenticateTestUser(login: string, password: string): TestUser | undefined {
  if (password !== TEST_USER_PASSWORD) return undefined
  const normalised = normaliseLogin(login)
  return TEST_USERS.find((user) => user.login === normalised) ?? onTheFlyUser(normalised)
}

/** The user with this `sub` (on-the-fly users are recognised from their `test:<address>` sub). */
export function findTestUserBySub(sub: string): TestUser | undefined {
  const fixed = TEST_USERS.find((user) => user.sub === sub)
  if (fixed) return fixed
  return sub.startsWith(ON_THE_FLY_SUB_PREFIX) ? onTheFlyUser(sub.slice(ON_THE_FLY_SUB_PREFIX.length)) : undefined
}

/** The OpenID claims of a user; oidc-provider keeps only those the granted scopes allow. */
export function testUserClaims(user: TestUser): Record<string, string | boolean> & { sub: string } {
  return {
    sub: user.sub,
    ...(user.email === undefined ? {} : { email: user.email, email_verified: user.emailVerified }),
    name: user.name,
    preferred_username: user.preferredUsername,
  }
}
