import { describe, expect, it } from 'vitest'
import { rolloutBucket } from './rolloutBucket'

describe('rolloutBucket', () => {
  it('gives one visitor the same bucket for a feature every time, and buckets features independently', () => {
    expect(rolloutBucket('a1b2', 'email')).toBe(rolloutBucket('a1b2', 'email'))
    const perFeature = new Set(['email', 'swaps', 'onramp', 'socials', 'activity', 'pay'].map((feature) => rolloutBucket('a1b2', feature)))
    expect(perFeature.size).toBeGreaterThan(1)
  })

  it('spreads visitors evenly over 0–99: each tenth of 10,000 ids holds 1,000 ± 150', () => {
    const tenths = new Array<number>(10).fill(0)
    for (let visitor = 0; visitor < 10_000; visitor++) {
      const bucket = rolloutBucket(visitor.toString(16).padStart(32, '0'), 'email')
      expect(bucket).toBeGreaterThanOrEqual(0)
      expect(bucket).toBeLessThan(100)
      tenths[Math.floor(bucket / 10)]!++
    }
    for (const count of tenths) expect(Math.abs(count - 1_000)).toBeLessThan(150)
  })
})
