import { expect, it } from 'vitest'
import { truncateAddress } from './truncateAddress'

const ADDRESS = '0x1234567890abcdef1234567890abcdef12abcdef'

it('keeps 4 leading and 6 trailing characters around an ellipsis by default', () => {
  expect(truncateAddress(ADDRESS)).toBe('0x12…abcdef')
})

it('takes other lengths', () => {
  expect(truncateAddress(ADDRESS, 6, 4)).toBe('0x1234…cdef')
  expect(truncateAddress(ADDRESS, 4, 0)).toBe('0x12…')
})

it('keeps an address that would not get shorter', () => {
  expect(truncateAddress('0x123abcdef')).toBe('0x123abcdef')
  expect(truncateAddress('0x12abcdef')).toBe('0x12abcdef')
  expect(truncateAddress('')).toBe('')
  expect(truncateAddress('0x1234abcdef')).toBe('0x12…abcdef')
})
