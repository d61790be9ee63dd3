import { describe, expect, it } from 'vitest'
import { pendingCount } from './pendingCount'

describe('pendingCount (§9: pending transactions limit 99)', () => {
  it('shows the count up to 99, then 99+', () => {
    expect(pendingCount(0)).toBe('0')
    expect(pendingCount(3)).toBe('3')
    expect(pendingCount(99)).toBe('99')
    expect(pendingCount(100)).toBe('99+')
    expect(pendingCount(1234)).toBe('99+')
  })
})
