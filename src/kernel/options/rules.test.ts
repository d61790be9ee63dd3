import { describe, expect, it } from 'vitest'
import { optionsError, plugin, valid } from '../../test-support/optionsFixtures'
import { parseOptions } from './parseOptions'

describe('parseOptions: §5 cross-option errors', () => {
  it('siweConfig and siwx both set', () => {
    const error = optionsError({ ...valid, siweConfig: {}, siwx: {} })
    expect(error.option).toBe('siwx')
    expect(error.message).toBe("Invalid option 'siwx': siweConfig and siwx cannot both be set")
    expect(() => parseOptions({ ...valid, siweConfig: {} })).not.toThrow()
    expect(() => parseOptions({ ...valid, siwx: {} })).not.toThrow()
  })

  it.each(['email', 'social'])("the embedded wallet (plugin '%s') needs e-mail or socials", (name) => {
    for (const socials of [false, []] as const) {
      const error = optionsError({ ...valid, plugins: [plugin(name)], features: { email: false, socials } })
      expect(error.option).toBe('features')
      expect(error.message).toBe(
        "Invalid option 'features': the embedded wallet needs a project id and e-mail or socials enabled",
      )
    }
  })

  it('the embedded wallet is fine with e-mail or socials on, and not requested without its plugins', () => {
    expect(() => parseOptions({ ...valid, plugins: [plugin('email')], features: { email: false } })).not.toThrow()
    expect(() => parseOptions({ ...valid, plugins: [plugin('social')], features: { socials: false } })).not.toThrow()
    expect(() => parseOptions({ ...valid, plugins: [plugin('email')], features: { email: false, socials: ['x'] } })).not.toThrow()
    expect(() => parseOptions({ ...valid, plugins: [plugin('swaps')], features: { email: false, socials: false } })).not.toThrow()
    expect(() => parseOptions({ ...valid, features: { email: false, socials: [] } })).not.toThrow()
  })

  it('duplicate plugin names', () => {
    const error = optionsError({ ...valid, plugins: [plugin('swaps'), plugin('email'), plugin('swaps')] })
    expect(error.option).toBe('plugins')
    expect(error.message).toContain("'swaps'")
  })
})
