import { describe, expect, it } from 'vitest'
import { plugin, valid } from '../../test-support/optionsFixtures'
import { DEFAULT_ENDPOINTS, TIMINGS } from '../constants'
import type { StorageBackend } from '../types'
import { parseOptions } from './parseOptions'
import type { AppKitOptions } from './types'

describe('parseOptions: given values', () => {
  it('local features override defaults and are recorded as explicit (undefined is not explicit)', () => {
    const result = parseOptions({ ...valid, features: { swaps: false, pay: true, socials: ['github', 'x'], email: undefined } })
    expect(result.features.swaps).toBe(false)
    expect(result.features.pay).toBe(true)
    expect(result.features.email).toBe(true)
    expect(result.features.socials).toEqual(['github', 'x'])
    expect([...result.explicitFeatures].sort()).toEqual(['pay', 'socials', 'swaps'])
  })

  it('socials: false resolves to an empty list, duplicates are dropped', () => {
    expect(parseOptions({ ...valid, features: { socials: false } }).features.socials).toEqual([])
    expect(parseOptions({ ...valid, features: { socials: ['x', 'x', 'google'] } }).features.socials).toEqual(['x', 'google'])
  })

  it('orders given by the developer win', () => {
    const result = parseOptions({ ...valid, features: { connectMethodsOrder: ['wallet', 'email', 'social'] } })
    expect(result.features.connectMethodsOrder).toEqual(['wallet', 'email', 'social'])
    expect(result.explicitFeatures.has('connectMethodsOrder')).toBe(true)
  })

  it('endpoints merge over DEFAULT_ENDPOINTS', () => {
    const result = parseOptions({ ...valid, endpoints: { api: 'https://api.example', relay: 'wss://relay.example' } })
    expect(result.endpoints).toEqual({ ...DEFAULT_ENDPOINTS, api: 'https://api.example', relay: 'wss://relay.example' })
  })

  it('testing.timings shorten TIMINGS and keep the rest', () => {
    const result = parseOptions({ ...valid, testing: { timings: { frameLoadTimeout: 2000, frameRequestTimeout: 3000 } } })
    expect(result.timings).toEqual({ ...TIMINGS, frameLoadTimeout: 2000, frameRequestTimeout: 3000 })
  })

  it('storage: memory, a backend object, kept as given', () => {
    expect(parseOptions({ ...valid, storage: 'memory' }).storage).toBe('memory')
    const backend: StorageBackend = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined }
    expect(parseOptions({ ...valid, storage: backend }).storage).toBe(backend)
  })

  it('keeps plugin, adapter and sign-in references', () => {
    const email = plugin('email', { flag: 'email' })
    class Adapter {
      readonly namespace = 'eip155' as const
      connect() {
        return 1
      }
    }
    const adapter = new Adapter()
    const siwx = { getRequired: () => true }
    const result = parseOptions({ ...valid, plugins: [email], adapters: [adapter], siwx })
    expect(result.plugins[0]).toBe(email)
    expect(result.adapters[0]).toBe(adapter)
    expect(result.siwx).toBe(siwx)
  })

  it('the other options', () => {
    const given = {
      themeMode: 'light',
      themeVariables: { '--w3m-accent': '#f00', '--w3m-z-index': 5 },
      featuredWalletIds: ['a'],
      includeWalletIds: ['b'],
      excludeWalletIds: ['c'],
      customWallets: [{ id: 'w', name: 'W', mobile_link: null }],
      enableEIP6963: false,
      enableReconnect: false,
      manualWCControl: true,
      enableEmbedded: true,
      disableAppend: true,
      allWallets: 'ONLY_MOBILE',
      debug: true,
      metadata: { name: 'n', description: 'd', url: 'https://x', icons: [] },
      termsConditionsUrl: 'https://t',
      privacyPolicyUrl: 'https://p',
    } satisfies Partial<AppKitOptions>
    expect(parseOptions({ ...valid, ...given })).toMatchObject(given)
  })

  it('ignores unknown option keys', () => {
    expect(() => parseOptions({ ...valid, allowUnsupportedChain: true })).not.toThrow()
  })

  it('the result is frozen and does not share the input arrays', () => {
    const featuredWalletIds = ['a']
    const result = parseOptions({ ...valid, featuredWalletIds })
    featuredWalletIds.push('b')
    expect(result.featuredWalletIds).toEqual(['a'])
    expect(Object.isFrozen(result)).toBe(true)
    expect(Object.isFrozen(result.features)).toBe(true)
    expect(Object.isFrozen(result.features.socials)).toBe(true)
    expect(Object.isFrozen(result.timings)).toBe(true)
  })
})
