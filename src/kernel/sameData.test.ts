import { describe, expect, it } from 'vitest'
import { sameData } from './sameData'

describe('sameData', () => {
  it('is true for equal primitives, arrays and nested plain objects', () => {
    expect(sameData('a', 'a')).toBe(true)
    expect(sameData(undefined, undefined)).toBe(true)
    expect(sameData(Number.NaN, Number.NaN)).toBe(true)
    expect(sameData({ open: true, chain: 'eip155', accounts: [{ address: '0x1', type: 'eoa' }] }, { open: true, chain: 'eip155', accounts: [{ address: '0x1', type: 'eoa' }] })).toBe(true)
  })

  it('is false when any value, key or length differs', () => {
    expect(sameData({ open: true }, { open: false })).toBe(false)
    expect(sameData({ a: undefined }, { b: undefined })).toBe(false)
    expect(sameData({ a: 1 }, { a: 1, b: 2 })).toBe(false)
    expect(sameData([1, 2], [1, 2, 3])).toBe(false)
    expect(sameData([{ address: '0x1' }], [{ address: '0x2' }])).toBe(false)
    expect(sameData([], {})).toBe(false)
    expect(sameData(null, {})).toBe(false)
    expect(sameData('1', 1)).toBe(false)
  })
})
