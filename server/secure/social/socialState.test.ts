import { describe, expect, it } from 'vitest'
import { newSocialState, parseReturnedState } from './socialState'

describe('social state', () => {
  it('is 32 random bytes as 64 lowercase hex characters', () => {
    const state = newSocialState()
    expect(state).toMatch(/^[0-9a-f]{64}$/)
    expect(newSocialState()).not.toBe(state)
  })

  it('reads a returned state, with the Telegram app URL when one is appended', () => {
    const state = 'a'.repeat(64)
    expect(parseReturnedState(state)).toEqual({ state })
    const app = 'https://app.example.com/tg?x=1&y=a-b#h'
    expect(parseReturnedState(`${state}-${encodeURIComponent(app)}`)).toEqual({ state, telegramAppUrl: app })
    for (const bad of [undefined, '', 'A'.repeat(64), 'a'.repeat(63), `${'a'.repeat(65)}`, `${state}-%E0%A4%A`, `${state}-`]) {
      expect(parseReturnedState(bad)).toBeUndefined()
    }
  })
})
