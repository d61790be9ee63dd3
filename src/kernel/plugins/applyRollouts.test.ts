import { describe, expect, it } from 'vitest'
import { parseOptions } from '../options'
import { testOptions } from '../../test-support/testKit'
import { localFlags } from './flags'
import { narrowFlags } from './narrowFlags'
import { rolloutBucket } from './rolloutBucket'

/** A visitor id whose bucket for `feature` is below (inside) or at least (outside) `share`. */
function visitorFor(feature: string, share: number, inside: boolean): string {
  for (let index = 0; ; index++) {
    const id = index.toString(16).padStart(32, '0')
    if (rolloutBucket(id, feature) < share === inside) return id
  }
}

const local = (features = {}) => localFlags(parseOptions(testOptions({ features })), [{ name: 'quests', remote: 'quests_remote' }])

describe('rollout shares (narrowFlags → applyRollouts)', () => {
  it('turns a feature off for a visitor outside its share and leaves it on inside; a default-on feature is not listed as ignored', () => {
    const remote = { rollouts: { activity: 30 } }
    const outside = narrowFlags(local(), remote, [], () => visitorFor('activity', 30, false))
    expect(outside.history).toEqual({ value: false, source: 'rollout' })
    expect(outside.ignored).toEqual([])
    const inside = narrowFlags(local(), remote, [], () => visitorFor('activity', 30, true))
    expect(inside.history).toEqual({ value: true, source: 'default' })
  })

  it('a share of 0 is off for every visitor; remote config still only narrows (a feature off locally stays off, source local)', () => {
    const flags = narrowFlags(local({ swaps: false, email: true }), { rollouts: { swaps: 100, email: 0 } }, [], () => '0'.repeat(32))
    expect(flags.email).toEqual({ value: false, source: 'rollout' })
    expect(flags.swaps).toEqual({ value: false, source: 'local' })
  })

  it('covers socials as one feature and a plugin flag by its remote id', () => {
    const flags = narrowFlags(
      local({ socials: ['google', 'github'], quests: true } as never),
      { rollouts: { socials: 10, quests_remote: 10 } },
      [{ name: 'quests', remote: 'quests_remote' }],
      () => visitorFor('socials', 10, false),
    )
    expect(flags.socials).toEqual({ value: [], source: 'rollout' })
    expect(flags.ignored.map((entry) => entry.flag)).toContain('socials')
    const quests = rolloutBucket(visitorFor('socials', 10, false), 'quests_remote') >= 10
    expect(flags.plugins.quests?.value).toBe(!quests)
  })

  it('asks for the visitor id only when a share below 100 applies to a feature that is on', () => {
    let asked = 0
    const visitor = () => {
      asked++
      return '0'.repeat(32)
    }
    narrowFlags(local({ swaps: false }), { rollouts: { swaps: 5, email: 100 } }, [], visitor)
    expect(asked).toBe(0)
  })
})
