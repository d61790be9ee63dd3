import { describe, expect, it } from 'vitest'
import { mainnet, network, optionsError, plugin, valid } from '../../test-support/optionsFixtures'
import { parseOptions } from './parseOptions'

describe('parseOptions: §5 option errors', () => {
  it.each([undefined, '', '   ', 42])('projectId %j → a project identifier is required', (projectId) => {
    const error = optionsError({ ...valid, projectId })
    expect(error.option).toBe('projectId')
    expect(error.message).toBe("Invalid option 'projectId': a project identifier is required")
  })

  it('a value that cannot be made a string (an object without toString) still gives an option error, not a TypeError', () => {
    const error = optionsError({ ...valid, themeMode: [{ toString: undefined }] })
    expect(error.option).toBe('themeMode')
    expect(error.message).toContain('[object Array]')
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

  it.each([
    ['no name', { views: {}, load: () => Promise.resolve({ views: {} }) }],
    ['empty name', { name: '', views: {}, load: () => Promise.resolve({ views: {} }) }],
    ['views not an object', { name: 'a', views: 'x', load: () => Promise.resolve({ views: {} }) }],
    ['load not a function', { name: 'a', views: {}, load: 'x' }],
    ['an empty flag name', { name: 'a', flag: '', views: {}, load: () => Promise.resolve({ views: {} }) }],
    ['a flag without a name', { name: 'a', flag: { remote: 'x' }, views: {}, load: () => Promise.resolve({ views: {} }) }],
  ])('a plugin with %s is rejected structurally', (_case, bad) => {
    expect(optionsError({ ...valid, plugins: [plugin('ok'), bad] }).option).toBe('plugins.1')
  })

  it.each([
    [{ ...valid, enableEIP6963: 'yes' }, 'enableEIP6963', 'expected boolean'],
    [{ ...valid, features: { swaps: 1 } }, 'features.swaps', 'expected boolean'],
    // A plugin's own flag is any other name, and a boolean too.
    [{ ...valid, features: { teleport: 'on' } }, 'features.teleport', 'expected boolean'],
    [{ ...valid, features: { connectMethodsOrder: ['email', 'fax'] } }, 'features.connectMethodsOrder.1', "'wallet'"],
    [{ ...valid, allWallets: 'SOME' }, 'allWallets', "'ONLY_MOBILE'"],
    [{ ...valid, defaultAccountTypes: { eip155: 'magic' } }, 'defaultAccountTypes.eip155', 'expected one of'],
    [{ ...valid, defaultAccountTypes: { eip155: undefined } }, 'defaultAccountTypes.eip155', 'expected one of'],
    [{ ...valid, defaultAccountTypes: { cosmos: 'eoa' } }, 'defaultAccountTypes', "unknown key(s) 'cosmos'"],
    [{ ...valid, defaultAccountTypes: [] }, 'defaultAccountTypes', 'expected record'],
    [{ ...valid, networks: [{ ...mainnet, id: Number.NaN }] }, 'networks.0.id', 'expected a number or a string'],
    [{ ...valid, networks: [{ ...mainnet, id: null }] }, 'networks.0.id', 'expected a number or a string'],
    [{ ...valid, features: { socials: 'github' } }, 'features.socials', 'expected false or a list of social providers'],
    [{ ...valid, features: { socials: ['github', 1] } }, 'features.socials', 'expected false or a list of social providers'],
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

  it.each(['', 'a/b', 'a:b', 'with space', 'x'.repeat(65), 7])('storageKey %j is rejected: it becomes part of every storage key', (storageKey) => {
    const error = optionsError({ ...valid, storageKey })
    expect(error.option).toBe('storageKey')
    expect(error.message).toMatch(/^Invalid option 'storageKey': expected /)
  })

  it.each(['a', 'shop-2', 'kit_B.v1', 'x'.repeat(64)])('storageKey %j is accepted', (storageKey) => {
    expect(() => parseOptions({ ...valid, storageKey })).not.toThrow()
  })

  it.each([null, 'x', 1, []])('a non-object %j is an options error', (input) => {
    expect(optionsError(input).option).toBe('options')
  })
})
