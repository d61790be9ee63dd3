import { describe, expect, it } from 'vitest'
import { authenticateTestUser, findTestUserBySub, testUserClaims } from './testUsers'

describe('test users', () => {
  it('signs in the fixed users with the shared password, login trimmed and case-insensitive', () => {
    expect(authenticateTestUser('  Alice@Example.COM ', 'gangway')?.sub).toBe('alice')
    expect(authenticateTestUser('carol@example.com', 'gangway')?.preferredUsername).toBe('carol0')
    expect(authenticateTestUser('DAVE', 'gangway')?.sub).toBe('dave')
    expect(authenticateTestUser('alice@example.com', 'Gangway')).toBeUndefined()
    expect(authenticateTestUser('nobody@example.com', 'gangway')).toBeUndefined()
  })

  it('makes up a verified user for any <name>@example.test and finds it again by sub', () => {
    const user = authenticateTestUser('Fresh.One@Example.test', 'gangway')
    expect(user).toEqual({
      sub: 'test:fresh.one@example.test',
      login: 'fresh.one@example.test',
      email: 'fresh.one@example.test',
      emailVerified: true,
      preferredUsername: 'fresh.one',
      name: 'fresh.one',
    })
    expect(findTestUserBySub('test:fresh.one@example.test')).toEqual(user)
    expect(findTestUserBySub('test:someone@example.com')).toBeUndefined()
    expect(authenticateTestUser('a b@example.test', 'gangway')).toBeUndefined()
  })

  it('gives claims without an e-mail to a user who has none', () => {
    expect(testUserClaims(findTestUserBySub('dave')!)).toEqual({ sub: 'dave', name: 'Dave Example', preferred_username: 'dave_x' })
    expect(testUserClaims(findTestUserBySub('bob')!)).toEqual({
      sub: 'bob',
      email: 'bob@example.com',
      email_verified: true,
      name: 'Bob Example',
      preferred_username: 'bob',
    })
  })
})
