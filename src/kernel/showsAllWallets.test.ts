import { describe, expect, it } from 'vitest'
import { showsAllWallets } from './showsAllWallets'

describe('showsAllWallets', () => {
  it('follows the allWallets option when the flag is on', () => {
    expect(showsAllWallets(true, 'SHOW', false)).toBe(true)
    expect(showsAllWallets(true, 'HIDE', true)).toBe(false)
    expect(showsAllWallets(true, 'ONLY_MOBILE', false)).toBe(false)
    expect(showsAllWallets(true, 'ONLY_MOBILE', true)).toBe(true)
  })
  it('never shows it while the flag is off', () => {
    expect(showsAllWallets(false, 'SHOW', true)).toBe(false)
  })
})
