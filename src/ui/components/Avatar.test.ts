import { describe, expect, it } from 'vitest'
import { avatarGradient } from './Avatar'

describe('avatarGradient', () => {
  it('gives an EVM address three hues from its hex digits', () => {
    expect(avatarGradient('0x0168000000000000000000000000000000000000')).toContain('hsl(0 85% 75%)')
  })

  it('gives a Solana (base58) address real hues, the same each time, different per address', () => {
    const one = avatarGradient('26roUwgM5T6bccX41hakjiW4fDiKFSao1RyoFsAxr6e6')
    expect(one).not.toContain('NaN')
    expect(one).toBe(avatarGradient('26roUwgM5T6bccX41hakjiW4fDiKFSao1RyoFsAxr6e6'))
    expect(one).not.toBe(avatarGradient('AeTCNgBzWNjTJDEfNa8hcGzRG4XHcEgEFmMWvEJHrwkN'))
  })
})
