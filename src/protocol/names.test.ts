import { describe, expect, it } from 'vitest'
import { chainIdOfCoinType, evmCoinType, labelOf, nameInZone, nameRegistrationMessage, nameRuleBroken } from './names'

describe('name rules (§5)', () => {
  it('takes letters, digits and hyphen, at least 4 (too short is said first, as AppKit does)', () => {
    expect(nameRuleBroken('alice-wallet')).toBeUndefined()
    expect(nameRuleBroken('Bob2')).toBeUndefined()
    expect(nameRuleBroken('abc')).toBe('TOO_SHORT')
    expect(nameRuleBroken('ab!')).toBe('TOO_SHORT')
    expect(nameRuleBroken('bad_name!')).toBe('INVALID_CHARACTERS')
    expect(nameRuleBroken('alice.eth')).toBe('INVALID_CHARACTERS')
    expect(nameRuleBroken('ünïcode')).toBe('INVALID_CHARACTERS')
    expect(nameRuleBroken('a'.repeat(64))).toBeUndefined()
    expect(nameRuleBroken('a'.repeat(65))).toBe('TOO_LONG')
  })

  it('puts a label in the fixed zone, lower-case, and takes it out again', () => {
    expect(nameInZone('Alice')).toBe('alice.gangway.id')
    expect(labelOf('alice.gangway.id')).toBe('alice')
    expect(labelOf('ALICE.GANGWAY.ID')).toBe('ALICE')
    expect(labelOf('alice.reown.id')).toBeUndefined()
  })
})

describe('coin type (§5, ENSIP-11)', () => {
  it('is the chain id with the high bit set, below 2147483648 only', () => {
    expect(evmCoinType(1)).toBe(2147483649)
    expect(evmCoinType(31337)).toBe(2147514985)
    expect(evmCoinType(2147483647)).toBe(4294967295)
    expect(evmCoinType(2147483648)).toBeUndefined()
    expect(evmCoinType(0)).toBeUndefined()
    expect(evmCoinType(1.5)).toBeUndefined()
    expect(chainIdOfCoinType(2147514985)).toBe(31337)
    expect(chainIdOfCoinType(60)).toBeUndefined()
    expect(chainIdOfCoinType(2 ** 32)).toBeUndefined()
  })
})

describe('the registration message', () => {
  it("is AppKit's JSON: the full name, empty attributes, the time in Unix seconds", () => {
    expect(nameRegistrationMessage('alice.gangway.id', 1_700_000_000_999)).toBe('{"name":"alice.gangway.id","attributes":{},"timestamp":1700000000}')
  })
})
