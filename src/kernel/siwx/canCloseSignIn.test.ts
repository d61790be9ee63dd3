import { describe, expect, it } from 'vitest'
import { canCloseSignIn } from './canCloseSignIn'

const facts = { view: 'SIWXSignMessage', required: true, hasSession: false, signing: false }

describe('sign-in lock (§2)', () => {
  it('cannot close on SIWXSignMessage while sign-in is required and no session exists', () => {
    expect(canCloseSignIn(facts)).toBe(false)
  })
  it('nor on the approval the embedded wallet opened over it while signing', () => {
    expect(canCloseSignIn({ ...facts, view: 'ApproveTransaction', signing: true })).toBe(false)
    expect(canCloseSignIn({ ...facts, view: 'ApproveTransaction', signing: false })).toBe(true)
  })
  it('can close when a session exists, sign-in is optional, or on another view', () => {
    expect(canCloseSignIn({ ...facts, hasSession: true })).toBe(true)
    expect(canCloseSignIn({ ...facts, required: false })).toBe(true)
    expect(canCloseSignIn({ ...facts, view: 'Connect' })).toBe(true)
  })
})
