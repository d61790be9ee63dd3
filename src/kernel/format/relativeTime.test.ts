import { describe, expect, it, vi } from 'vitest'
import { relativeTime } from './relativeTime'

const NOW = new Date('2024-06-15T12:00:00Z')
const ago = (ms: number) => new Date(NOW.getTime() - ms)
const SEC = 1000
const MIN = 60 * SEC
const HOUR = 60 * MIN
const DAY = 24 * HOUR

describe('relativeTime', () => {
  it.each([
    [ago(0), '0 sec'],
    [ago(5 * SEC), '5 sec'],
    [ago(59 * SEC), '59 sec'],
    [ago(60 * SEC), '1 min'],
    [ago(3 * MIN + 30 * SEC), '3 min'],
    [ago(59 * MIN), '59 min'],
    [ago(2 * HOUR), '2 hr'],
    [ago(23 * HOUR + 59 * MIN), '23 hr'],
    [ago(DAY), '1 d'],
    [ago(4 * DAY), '4 d'],
    [new Date('2024-05-16T12:00:00Z'), '30 d'],
    [new Date('2024-05-15T12:00:00Z'), '1 mo'],
    [new Date('2024-04-10T12:00:00Z'), '2 mo'],
    [new Date('2023-07-15T12:00:00Z'), '11 mo'],
    [new Date('2023-06-15T12:00:00Z'), '1 yr'],
    [new Date('2021-01-01T00:00:00Z'), '3 yr'],
  ])('%s → %s', (date, expected) => {
    expect(relativeTime(date, NOW)).toBe(expected)
  })

  it('shows a future date as 0 sec', () => {
    expect(relativeTime(new Date(NOW.getTime() + 5 * MIN), NOW)).toBe('0 sec')
  })

  it('accepts ISO strings and timestamps', () => {
    expect(relativeTime('2024-06-15T11:55:00Z', NOW.getTime())).toBe('5 min')
  })

  it('defaults now to the current time', () => {
    vi.useFakeTimers()
    try {
      vi.setSystemTime(NOW)
      expect(relativeTime(ago(2 * HOUR))).toBe('2 hr')
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('relativeTime on bad input', () => {
  it('gives an empty string for an invalid date instead of NaN', () => {
    expect(relativeTime('garbage', Date.now())).toBe('')
  })
})
