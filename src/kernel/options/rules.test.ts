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

  // Any plugin that asks for the embedded wallet, the built-in ones or a third party's.
  it.each(['email', 'social', 'passkey'])("the embedded wallet (plugin '%s') needs e-mail or socials", (name) => {
    for (const socials of [false, []] as const) {
      const error = optionsError({ ...valid, plugins: [plugin(name, { embeddedWallet: true })], features: { email: false, socials } })
      expect(error.option).toBe('features')
      expect(error.message).toBe(
        "Invalid option 'features': the embedded wallet needs a project id and e-mail or socials enabled",
      )
    }
  })

  it('the embedded wallet is fine with e-mail or socials on, and not requested without its plugins', () => {
    const embedded = { embeddedWallet: true } as const
    expect(() => parseOptions({ ...valid, plugins: [plugin('email', embedded)], features: { email: false } })).not.toThrow()
    expect(() => parseOptions({ ...valid, plugins: [plugin('social', embedded)], features: { socials: false } })).not.toThrow()
    expect(() => parseOptions({ ...valid, plugins: [plugin('email', embedded)], features: { email: false, socials: ['x'] } })).not.toThrow()
    // A plugin named 'email' that does not ask for the embedded wallet is not held to the rule.
    expect(() => parseOptions({ ...valid, plugins: [plugin('email'), plugin('swaps')], features: { email: false, socials: false } })).not.toThrow()
    expect(() => parseOptions({ ...valid, features: { email: false, socials: [] } })).not.toThrow()
  })

  it('duplicate plugin names', () => {
    const error = optionsError({ ...valid, plugins: [plugin('swaps'), plugin('email'), plugin('swaps')] })
    expect(error.option).toBe('plugins')
    expect(error.message).toContain("'swaps'")
  })
})
