import { describe, expect, it } from 'vitest'
import { mapDiscordUser, mapFacebookUser, mapGithubUser, mapOidcClaims, mapXUser } from './socialProfiles'

describe('social profile mappings (sample answers of each provider)', () => {
  it('OpenID Connect claims (local identity provider, Google, Apple)', () => {
    expect(mapOidcClaims({ sub: 'alice', email: 'alice@example.com', email_verified: true, preferred_username: 'alice', name: 'Alice' })).toEqual({
      subject: 'alice',
      email: 'alice@example.com',
      emailVerified: true,
      username: 'alice',
    })
    // Google: no preferred_username, the name stands in.
    expect(mapOidcClaims({ sub: '1098', email: 'g@gmail.com', email_verified: true, name: 'Gee' })).toEqual({ subject: '1098', email: 'g@gmail.com', emailVerified: true, username: 'Gee' })
    // Apple's ID token: booleans as strings, no name.
    expect(mapOidcClaims({ iss: 'https://appleid.apple.com', sub: '001.abc', email: 'x@privaterelay.appleid.com', email_verified: 'true', is_private_email: 'true' })).toEqual({
      subject: '001.abc',
      email: 'x@privaterelay.appleid.com',
      emailVerified: true,
    })
    expect(mapOidcClaims({ sub: 'dave', preferred_username: 'dave_x' })).toEqual({ subject: 'dave', emailVerified: false, username: 'dave_x' })
    expect(mapOidcClaims({ sub: 'eve', email: 'e@example.com', email_verified: 'false' })).toEqual({ subject: 'eve', email: 'e@example.com', emailVerified: false })
    expect(mapOidcClaims({ email: 'no-sub@example.com' })).toBeUndefined()
    expect(mapOidcClaims('nonsense')).toBeUndefined()
  })

  it('GitHub: numeric id, login; the e-mail verified only as the primary verified entry of /user/emails', () => {
    const user = { id: 583231, login: 'octocat', name: 'The Octocat', email: 'public@github.com' }
    const emails = [
      { email: 'old@example.com', primary: false, verified: true },
      { email: 'octocat@github.com', primary: true, verified: true, visibility: 'public' },
    ]
    expect(mapGithubUser(user, emails)).toEqual({ subject: '583231', email: 'octocat@github.com', emailVerified: true, username: 'octocat' })
    expect(mapGithubUser(user, [{ email: 'octocat@github.com', primary: true, verified: false }])).toEqual({ subject: '583231', email: 'public@github.com', emailVerified: false, username: 'octocat' })
    expect(mapGithubUser({ ...user, email: null }, undefined)).toEqual({ subject: '583231', emailVerified: false, username: 'octocat' })
  })

  it('Discord: id, username, email with its verified flag', () => {
    const user = { id: '80351110224678912', username: 'nelly', discriminator: '0', email: 'nelly@discord.com', verified: true }
    expect(mapDiscordUser(user)).toEqual({ subject: '80351110224678912', email: 'nelly@discord.com', emailVerified: true, username: 'nelly' })
    expect(mapDiscordUser({ ...user, verified: false })).toEqual({ subject: '80351110224678912', email: 'nelly@discord.com', emailVerified: false, username: 'nelly' })
    expect(mapDiscordUser({ id: '1', username: 'no-mail' })).toEqual({ subject: '1', emailVerified: false, username: 'no-mail' })
  })

  it('X: data.id and data.username, never an e-mail', () => {
    expect(mapXUser({ data: { id: '2244994945', name: 'X Dev', username: 'XDevelopers' } })).toEqual({ subject: '2244994945', emailVerified: false, username: 'XDevelopers' })
    expect(mapXUser({ errors: [{ message: 'Unauthorized' }] })).toBeUndefined()
  })

  it('Facebook: id, name, and an e-mail that never counts as verified', () => {
    expect(mapFacebookUser({ id: '10158', name: 'Mark', email: 'mark@example.com' })).toEqual({ subject: '10158', email: 'mark@example.com', emailVerified: false, username: 'Mark' })
  })
})
