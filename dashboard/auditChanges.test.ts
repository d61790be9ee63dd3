import { describe, expect, it } from 'vitest'
import { auditChanges } from './auditChanges'

describe('auditChanges', () => {
  it('lists only the values that changed, by path', () => {
    const before = { features: { email: true, swaps: true, socials: ['google'] }, rollouts: {} }
    const after = { features: { email: true, swaps: false, socials: ['github', 'google'] }, rollouts: { email: 50 } }
    expect(auditChanges(before, after)).toEqual([
      { path: 'features.swaps', before: true, after: false },
      { path: 'features.socials', before: ['google'], after: ['github', 'google'] },
      { path: 'rollouts.email', before: undefined, after: 50 },
    ])
  })

  it('an entry with nothing before lists what it set', () => {
    expect(auditChanges(null, { origin: 'https://a.example' })).toEqual([{ path: 'origin', before: undefined, after: 'https://a.example' }])
  })
})
