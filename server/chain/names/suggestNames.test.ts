import { describe, expect, it } from 'vitest'
import { nameRuleBroken } from '../../../src/protocol/names'
import { nameVariants } from './suggestNames'

describe('nameVariants', () => {
  it('makes names like the label, lower-case, each one a valid name', () => {
    const variants = nameVariants('Alice')
    expect(variants.slice(0, 4)).toEqual(['alice1', 'alice-id', 'my-alice', 'alice2'])
    expect(new Set(variants).size).toBe(variants.length)
    expect(variants.every((variant) => nameRuleBroken(variant) === undefined)).toBe(true)
  })

  it('drops the variants that would be too long', () => {
    const long = 'a'.repeat(63)
    expect(nameVariants(long)).toEqual(['a'.repeat(63) + '1', 'a'.repeat(63) + '2', 'a'.repeat(63) + '3', ...Array.from({ length: 6 }, (_, i) => `${long}${i + 4}`)])
  })
})
