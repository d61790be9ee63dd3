import { describe, expect, it } from 'vitest'
import { DEFAULT_ENDPOINTS, TIMINGS } from './constants'
import { GangwayError, OptionsError } from './errors'
import { DEFAULT_SOCIALS, parseOptions, type AppKitOptions } from './options'
import type { GangwayPlugin } from './plugins/types'
import type { CaipNetwork, StorageBackend } from './types'

function network(caipNetworkId: string, extra: Record<string, unknown> = {}): CaipNetwork {
  const [namespace = 'eip155', reference = '1'] = caipNetworkId.split(':')
  return {
    id: namespace === 'eip155' ? Number(reference) : reference,
    caipNetworkId,
    chainNamespace: namespace,
    name: `Chain ${caipNetworkId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    ...extra,
  } as CaipNetwork
}

const mainnet = network('eip155:1')
const base = network('eip155:8453')
const solana = network('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')

const plugin = (name: string, extra: Partial<GangwayPlugin> = {}): GangwayPlugin => ({
  name,
  views: {},
  load: () => Promise.resolve({ views: {} }),
  ...extra,
})

const valid: AppKitOptions = { projectId: 'project-1', networks: [base, mainnet] }

function optionsError(input: unknown): OptionsError {
  try {
    parseOptions(input)
  } catch (error) {
    expect(error).toBeInstanceOf(OptionsError)
    expect(error).toBeInstanceOf(GangwayError)
    expect((error as OptionsError).code).toBe('INVALID_OPTION')
    return error as OptionsError
  }
  throw new Error('parseOptions did not throw')
}

describe('parseOptions: §5 option errors', () => {
  it.each([undefined, '', '   ', 42])('projectId %j → a project identifier is required', (projectId) => {
    const error = optionsError({ ...valid, projectId })
    expect(error.option).toBe('projectId')
    expect(error.message).toBe("Invalid option 'projectId': a project identifier is required")
  })

  it('missing projectId is reported first, before other problems', () => {
    expect(optionsError({ networks: [], themeMode: 'blue' }).option).toBe('projectId')
  })

  it.each([undefined, [], 'eip155:1'])('networks %j → networks option error', (networks) => {
    const error = optionsError({ ...valid, networks })
    expect(error.option).toBe('networks')
    expect(error.message).toBe("Invalid option 'networks': at least one network is required")
  })

  it.each(['eip155', 'eip155:1:2', 'cosmos:hub', 'eip155:'])('a network with caipNetworkId %j is rejected', (id) => {
    const error = optionsError({ ...valid, networks: [mainnet, network(id)] })
    expect(error.option).toBe('networks.1.caipNetworkId')
    expect(error.message).toContain('Invalid CAIP-2 network id')
    expect(error.message).toContain(`'${id}'`)
  })

  it('a network whose chainNamespace does not match its id is rejected', () => {
    const error = optionsError({ ...valid, networks: [network('eip155:1', { chainNamespace: 'solana' })] })
    expect(error.option).toBe('networks.0.chainNamespace')
  })

  it('the default network is validated too', () => {
    expect(optionsError({ ...valid, defaultNetwork: network('nope') }).option).toBe('defaultNetwork.caipNetworkId')
  })

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

  it.each(['blue', 'Dark', 1])('themeMode %j is rejected', (themeMode) => {
    const error = optionsError({ ...valid, themeMode })
    expect(error.option).toBe('themeMode')
    expect(error.message).toContain("'light' or 'dark'")
  })

  it('an unknown social provider names the value and the allowed ones', () => {
    const error = optionsError({ ...valid, features: { socials: ['google', 'myspace'] } })
    expect(error.option).toBe('features.socials')
    expect(error.message).toContain("'myspace'")
    for (const provider of ['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster']) {
      expect(error.message).toContain(provider)
    }
  })

  it('socials must be false or a list', () => {
    expect(optionsError({ ...valid, features: { socials: true } }).option).toBe('features.socials')
  })

  it('duplicate plugin names', () => {
    const error = optionsError({ ...valid, plugins: [plugin('swaps'), plugin('email'), plugin('swaps')] })
    expect(error.option).toBe('plugins')
    expect(error.message).toContain("'swaps'")
  })

  it.each([
    ['no name', { views: {}, load: () => Promise.resolve({ views: {} }) }],
    ['empty name', { name: '', views: {}, load: () => Promise.resolve({ views: {} }) }],
    ['views not an object', { name: 'a', views: 'x', load: () => Promise.resolve({ views: {} }) }],
    ['load not a function', { name: 'a', views: {}, load: 'x' }],
    ['unknown flag', { name: 'a', flag: 'teleport', views: {}, load: () => Promise.resolve({ views: {} }) }],
  ])('a plugin with %s is rejected structurally', (_case, bad) => {
    expect(optionsError({ ...valid, plugins: [plugin('ok'), bad] }).option).toBe('plugins.1')
  })

  it.each([
    [{ ...valid, enableEIP6963: 'yes' }, 'enableEIP6963', 'expected boolean'],
    [{ ...valid, features: { swaps: 1 } }, 'features.swaps', 'expected boolean'],
    [{ ...valid, features: { connectMethodsOrder: ['email', 'fax'] } }, 'features.connectMethodsOrder.1', "'wallet'"],
    [{ ...valid, allWallets: 'SOME' }, 'allWallets', "'ONLY_MOBILE'"],
    [{ ...valid, defaultAccountTypes: { eip155: 'magic' } }, 'defaultAccountTypes.eip155', 'expected one of'],
    [{ ...valid, endpoints: { api: 'ftp://x' } }, 'endpoints.api', 'http(s)'],
    [{ ...valid, endpoints: { relay: 'http://x' } }, 'endpoints.relay', 'ws(s)'],
    [{ ...valid, endpoints: { apii: 'http://x' } }, 'endpoints', "'apii'"],
    [{ ...valid, storage: 'cookies' }, 'storage', 'getItem'],
    [{ ...valid, adapters: [{ namespace: 'tron' }] }, 'adapters.0', 'namespace'],
    [{ ...valid, metadata: { name: 'x' } }, 'metadata.description', 'expected string'],
    [{ ...valid, testing: { timings: { frameLoadTimeout: -1 } } }, 'testing.timings.frameLoadTimeout', '≥ 0'],
    [{ ...valid, testing: { timings: { warpSpeed: 1 } } }, 'testing.timings', "'warpSpeed'"],
    [{ ...valid, themeVariables: { '--w3m-z-index': '10' } }, 'themeVariables.--w3m-z-index', 'expected number'],
    [{ ...valid, siwx: 'yes' }, 'siwx', 'expected an object'],
  ])('other shape errors name the first bad path: %#', (input, option, reason) => {
    const error = optionsError(input)
    expect(error.option).toBe(option)
    expect(error.message).toContain(`Invalid option '${option}': `)
    expect(error.message).toContain(reason)
  })

  it.each([null, 'x', 1, []])('a non-object %j is an options error', (input) => {
    expect(optionsError(input).option).toBe('options')
  })
})

describe('parseOptions: defaults (§6, §9)', () => {
  const resolved = parseOptions(valid)

  it('turns on receive, send, emailShowWallets, analytics, allWallets, email, socials, swaps, onramp, history', () => {
    const { features } = resolved
    for (const key of ['receive', 'send', 'emailShowWallets', 'analytics', 'allWallets', 'email', 'swaps', 'onramp', 'history'] as const) {
      expect(features[key], key).toBe(true)
    }
    expect(features.socials).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
    expect(DEFAULT_SOCIALS).toEqual(features.socials)
  })

  it('turns off legalCheckbox, smartSessions, collapseWallets, pay, multiWallet', () => {
    for (const key of ['legalCheckbox', 'smartSessions', 'collapseWallets', 'pay', 'multiWallet'] as const) {
      expect(resolved.features[key], key).toBe(false)
    }
  })

  it('orders', () => {
    expect(resolved.features.connectMethodsOrder).toEqual(['email', 'social', 'wallet'])
    expect(resolved.features.walletFeaturesOrder).toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect(resolved.features.connectorTypeOrder).toEqual(['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'])
  })

  it('default account types', () => {
    expect(resolved.defaultAccountTypes).toEqual({ eip155: 'smartAccount', solana: 'eoa', polkadot: 'eoa', bip122: 'payment' })
    expect(parseOptions({ ...valid, defaultAccountTypes: { eip155: 'eoa' } }).defaultAccountTypes).toEqual({
      eip155: 'eoa',
      solana: 'eoa',
      polkadot: 'eoa',
      bip122: 'payment',
    })
  })

  it('the other scalar defaults', () => {
    expect(resolved.enableEIP6963).toBe(true)
    expect(resolved.enableReconnect).toBe(true)
    expect(resolved.themeMode).toBe('dark')
    expect(resolved.themeVariables).toEqual({})
    expect(resolved.storage).toBe('localStorage')
    expect(resolved.endpoints).toEqual(DEFAULT_ENDPOINTS)
    expect(resolved.timings).toEqual(TIMINGS)
    expect(resolved.allWallets).toBe('SHOW')
    expect(resolved.manualWCControl).toBe(false)
    expect(resolved.enableEmbedded).toBe(false)
    expect(resolved.disableAppend).toBe(false)
    expect(resolved.debug).toBe(false)
    expect(resolved.adapters).toEqual([])
    expect(resolved.plugins).toEqual([])
    expect(resolved.featuredWalletIds).toEqual([])
    expect(resolved.includeWalletIds).toEqual([])
    expect(resolved.excludeWalletIds).toEqual([])
    expect(resolved.customWallets).toEqual([])
    expect(resolved.metadata).toBeUndefined()
    expect(resolved.siweConfig).toBeUndefined()
    expect(resolved.siwx).toBeUndefined()
    expect(resolved.termsConditionsUrl).toBeUndefined()
    expect(resolved.privacyPolicyUrl).toBeUndefined()
  })

  it('defaultNetwork: the given one, else eip155:1 from networks, else the first network', () => {
    expect(parseOptions({ ...valid, defaultNetwork: solana }).defaultNetwork).toBe(solana)
    expect(parseOptions({ projectId: 'p', networks: [base, mainnet] }).defaultNetwork).toBe(mainnet)
    expect(parseOptions({ projectId: 'p', networks: [solana, base] }).defaultNetwork).toBe(solana)
  })

  it('keeps network references and their extra fields', () => {
    const withExtras = network('eip155:10', { contracts: { multicall3: { address: '0xca11' } }, formatters: { block: () => 1 } })
    const result = parseOptions({ projectId: 'p', networks: [withExtras] })
    expect(result.networks[0]).toBe(withExtras)
    expect(result.defaultNetwork).toBe(withExtras)
  })

  it('no feature is explicit by default', () => {
    expect(resolved.explicitFeatures.size).toBe(0)
  })
})

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
    const result = parseOptions({
      ...valid,
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
    })
    expect(result).toMatchObject({
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
    })
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
