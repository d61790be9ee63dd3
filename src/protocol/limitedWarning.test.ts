import { describe, expect, it } from 'vitest'
import { limitedWarning } from './limitedWarning'

describe('limitedWarning', () => {
  it('lets `max` warnings through per window and tells how many it dropped with the next one', () => {
    const lines: string[] = []
    let time = 0
    const warn = limitedWarning((line) => lines.push(line), { max: 3, windowMs: 1000, now: () => time })
    for (let i = 0; i < 6282; i++) warn(`forged ${i}`)
    expect(lines).toEqual(['forged 0', 'forged 1', 'forged 2'])
    time = 1000
    warn('later')
    warn('again')
    expect(lines.slice(3)).toEqual(['later (and 6279 more like it not shown)', 'again'])
  })
})
