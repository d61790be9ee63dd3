import { describe, expect, it } from 'vitest'
import { testNetwork } from '../../test-support/testKit'
import { parseOptions, type AppKitOptions } from '../options'
import type { Features } from '../types'
import { resolveFlags } from '../../test-support/resolveFlags'
import { isFlagEnabled } from './flags'
import type { RemoteFeatures } from './flagTypes'
import { remoteFeaturesFromWire, type RemoteFeatureWire } from './remoteFeatures'

const options = (features?: Features) => {
  const input: AppKitOptions = { projectId: 'p', networks: [testNetwork] }
  if (features) input.features = features
  return parseOptions(input)
}

const wire = (...features: RemoteFeatureWire[]) => remoteFeaturesFromWire(features)
const on = (id: string, config: string[] | null = null): RemoteFeatureWire => ({ id, isEnabled: true, config })
const off = (id: string, config: string[] | null = null): RemoteFeatureWire => ({ id, isEnabled: false, config })

describe('remoteFeaturesFromWire', () => {
  it('maps the wire ids onto local flag names', () => {
    expect(wire(on('swap'), off('onramp'), on('activity'), off('multi_wallet'))).toEqual({
      swaps: true,
      onramp: false,
      history: true,
      multiWallet: false,
      byId: { swap: true, onramp: false, activity: true, multi_wallet: false },
    })
  })

  it("social_login: email when its config lists 'email', socials in remote order, unknown providers dropped", () => {
    expect(wire(on('social_login', ['x', 'email', 'google', 'myspace']))).toMatchObject({ email: true, socials: ['x', 'google'] })
    expect(wire(on('social_login', ['github']))).toMatchObject({ email: false, socials: ['github'] })
    expect(wire(on('social_login', null))).toMatchObject({ email: false, socials: [] })
    expect(wire(off('social_login', ['email', 'google']))).toMatchObject({ email: false, socials: [] })
  })

  it('ignores unknown ids and keeps the first entry of an id', () => {
    // Every id is kept by its wire name too (a plugin's remote key reads it), the first entry winning.
    expect(wire(on('teleport'), off('swap'), on('swap'))).toEqual({ swaps: false, byId: { teleport: true, swap: false } })
    expect(wire()).toEqual({ byId: {} })
  })
})

describe('localFlags, narrowed by the remote config (narrowFlags)', () => {
  it('without a remote config, every flag is its local value with source default or local', () => {
    const flags = resolveFlags(options({ swaps: false, pay: true }), null)
    expect(flags.swaps).toEqual({ value: false, source: 'local' })
    expect(flags.pay).toEqual({ value: true, source: 'local' })
    expect(flags.email).toEqual({ value: true, source: 'default' })
    expect(flags.multiWallet).toEqual({ value: false, source: 'default' })
    expect(flags.socials).toEqual({ value: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'], source: 'default' })
    expect(flags.ignored).toEqual([])
    for (const flag of ['receive', 'send', 'emailShowWallets', 'analytics', 'allWallets', 'onramp', 'history'] as const) {
      expect(flags[flag], flag).toEqual({ value: true, source: 'default' })
    }
    for (const flag of ['legalCheckbox', 'smartSessions', 'collapseWallets'] as const) {
      expect(flags[flag], flag).toEqual({ value: false, source: 'default' })
    }
  })

  it('a remote value turns a feature off (AND) and says so', () => {
    const flags = resolveFlags(options(), wire(off('swap'), off('onramp'), off('activity')))
    expect(flags.swaps).toEqual({ value: false, source: 'remote' })
    expect(flags.onramp).toEqual({ value: false, source: 'remote' })
    expect(flags.history).toEqual({ value: false, source: 'remote' })
  })

  it('a remote value never turns a feature on', () => {
    const flags = resolveFlags(options({ swaps: false, onramp: false, history: false }), wire(on('swap'), on('onramp'), on('activity'), on('multi_wallet')))
    expect(flags.swaps).toEqual({ value: false, source: 'local' })
    expect(flags.onramp).toEqual({ value: false, source: 'local' })
    expect(flags.history).toEqual({ value: false, source: 'local' })
    expect(flags.multiWallet).toEqual({ value: false, source: 'default' })
  })

  it("pay = local && remote 'pay' (off by default, §9)", () => {
    expect(resolveFlags(options(), wire(on('pay'))).pay).toEqual({ value: false, source: 'default' })
    expect(resolveFlags(options({ pay: true }), wire(on('pay'))).pay).toEqual({ value: true, source: 'local' })
    const narrowed = resolveFlags(options({ pay: true }), wire(off('pay')))
    expect(narrowed.pay).toEqual({ value: false, source: 'remote' })
    expect(narrowed.ignored).toEqual([{ flag: 'pay', local: true, remote: false }])
  })

  it('multiWallet = local && remote', () => {
    expect(resolveFlags(options({ multiWallet: true }), wire(on('multi_wallet'))).multiWallet).toEqual({ value: true, source: 'local' })
    expect(resolveFlags(options({ multiWallet: true }), wire(off('multi_wallet'))).multiWallet).toEqual({ value: false, source: 'remote' })
  })

  it('keys the remote config does not cover keep their local value', () => {
    const flags = resolveFlags(options({ swaps: true }), wire(off('onramp')))
    expect(flags.swaps).toEqual({ value: true, source: 'local' })
    expect(flags.email.value).toBe(true)
    expect(flags.socials.source).toBe('default')
    expect(flags.receive).toEqual({ value: true, source: 'default' })
  })

  it("email = local email && social_login enabled && its config includes 'email'", () => {
    expect(resolveFlags(options(), wire(on('social_login', ['email', 'google']))).email).toEqual({ value: true, source: 'default' })
    expect(resolveFlags(options(), wire(on('social_login', ['google']))).email).toEqual({ value: false, source: 'remote' })
    expect(resolveFlags(options(), wire(off('social_login', ['email']))).email).toEqual({ value: false, source: 'remote' })
    expect(resolveFlags(options({ email: false }), wire(on('social_login', ['email']))).email).toEqual({ value: false, source: 'local' })
  })

  it('socials: the remote order, keeping only providers enabled locally', () => {
    const flags = resolveFlags(options({ socials: ['google', 'github', 'x'] }), wire(on('social_login', ['email', 'x', 'apple', 'google'])))
    expect(flags.socials).toEqual({ value: ['x', 'google'], source: 'remote' })
  })

  it('socials: remote order alone counts as a remote change; the same list stays local', () => {
    expect(resolveFlags(options({ socials: ['google', 'x'] }), wire(on('social_login', ['x', 'google']))).socials.source).toBe('remote')
    expect(resolveFlags(options({ socials: ['google', 'x'] }), wire(on('social_login', ['google', 'x', 'apple']))).socials).toEqual({
      value: ['google', 'x'],
      source: 'local',
    })
  })

  it('socials: off locally stays off whatever the remote says', () => {
    expect(resolveFlags(options({ socials: false }), wire(on('social_login', ['google']))).socials).toEqual({ value: [], source: 'local' })
  })

  it('socials: social_login off remotely empties the list', () => {
    expect(resolveFlags(options(), wire(off('social_login', ['google']))).socials.value).toEqual([])
  })

  it('ignored lists explicitly enabled features the remote turned off, not defaults', () => {
    const flags = resolveFlags(options({ swaps: true, onramp: true }), wire(off('swap'), off('onramp'), off('activity'), off('social_login')))
    expect(flags.ignored).toEqual([
      { flag: 'swaps', local: true, remote: false },
      { flag: 'onramp', local: true, remote: false },
    ])
  })

  it('ignored includes email and multiWallet when explicit', () => {
    const flags = resolveFlags(options({ email: true, multiWallet: true }), wire(on('social_login', ['google']), off('multi_wallet')))
    expect(flags.ignored).toEqual([
      { flag: 'email', local: true, remote: false },
      { flag: 'multiWallet', local: true, remote: false },
    ])
  })

  it('ignored includes socials when explicitly listed providers were dropped (not for order alone)', () => {
    const dropped = resolveFlags(options({ socials: ['google', 'github'] }), wire(on('social_login', ['google'])))
    expect(dropped.ignored).toEqual([{ flag: 'socials', local: ['google', 'github'], remote: ['google'] }])
    expect(resolveFlags(options({ socials: ['google', 'github'] }), wire(on('social_login', ['github', 'google']))).ignored).toEqual([])
    expect(resolveFlags(options(), wire(on('social_login', ['google']))).ignored).toEqual([])
  })

  it('is deeply frozen', () => {
    const flags = resolveFlags(options(), wire(on('social_login', ['google'])))
    expect(Object.isFrozen(flags)).toBe(true)
    expect(Object.isFrozen(flags.swaps)).toBe(true)
    expect(Object.isFrozen(flags.socials)).toBe(true)
    expect(Object.isFrozen(flags.socials.value)).toBe(true)
    expect(Object.isFrozen(flags.ignored)).toBe(true)
    const local = resolveFlags(options(), null)
    expect(Object.isFrozen(local.socials.value)).toBe(true)
  })

  it('isFlagEnabled reads booleans, and socials as "any provider left"', () => {
    const remote: RemoteFeatures = { socials: [], swaps: false }
    const flags = resolveFlags(options(), remote)
    expect(isFlagEnabled(flags, 'socials')).toBe(false)
    expect(isFlagEnabled(flags, 'swaps')).toBe(false)
    expect(isFlagEnabled(flags, 'send')).toBe(true)
    expect(isFlagEnabled(resolveFlags(options(), null), 'socials')).toBe(true)
  })
})
