import { describe, expect, it } from 'vitest'
import { optionsError, plugin, valid } from '../../test-support/optionsFixtures'
import { parseOptions } from './parseOptions'

/** The AppKit options of issue 16 item 1: their defaults, the values kept, and the errors for bad ones. */
describe('parseOptions: AppKit parity options', () => {
  it('defaults: AppKit’s', () => {
    const resolved = parseOptions(valid)
    expect(resolved).toMatchObject({
      allowUnsupportedChain: false,
      enableWalletConnect: true,
      enableInjected: true,
      enableCoinbase: true,
      enableWallets: true,
      enableNetworkSwitch: true,
      enableWalletGuide: true,
      basic: false,
      chainImages: {},
      connectorImages: {},
      customRpcUrls: {},
      tokens: {},
    })
    expect(resolved.universalProviderConfigOverride).toBeUndefined()
  })

  it('keeps the given values', () => {
    const override = { methods: { eip155: ['personal_sign'] }, rpcMap: { 'eip155:1': 'https://rpc.example/1' }, defaultChain: 'eip155:1' }
    const resolved = parseOptions({
      ...valid,
      allowUnsupportedChain: true,
      enableWalletConnect: false,
      enableInjected: false,
      enableCoinbase: false,
      enableWallets: false,
      enableNetworkSwitch: false,
      enableWalletGuide: false,
      chainImages: { 1: 'https://img.example/1.png', solanaId: 'https://img.example/sol.png' },
      connectorImages: { walletConnect: 'https://img.example/wc.png' },
      customRpcUrls: { 'eip155:1': [{ url: 'https://rpc.example/1', config: { batch: true } }] },
      tokens: { 'eip155:1': { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', image: 'https://img.example/usdc.png' } },
      universalProviderConfigOverride: override,
    })
    expect(resolved).toMatchObject({
      allowUnsupportedChain: true,
      enableWalletConnect: false,
      enableInjected: false,
      enableCoinbase: false,
      enableWallets: false,
      enableNetworkSwitch: false,
      enableWalletGuide: false,
    })
    expect(resolved.chainImages['1']).toBe('https://img.example/1.png')
    expect(resolved.connectorImages.walletConnect).toBe('https://img.example/wc.png')
    expect(resolved.customRpcUrls['eip155:1']?.[0]?.url).toBe('https://rpc.example/1')
    expect(resolved.tokens['eip155:1']?.address).toBe('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')
    expect(resolved.universalProviderConfigOverride).toBe(override)
  })

  it('basic: e-mail, socials, swaps and onramp off, as set by the developer; the rest as given', () => {
    const resolved = parseOptions({ ...valid, basic: true, features: { send: false, swaps: true } })
    expect(resolved.basic).toBe(true)
    expect(resolved.features).toMatchObject({ email: false, socials: [], swaps: false, onramp: false, send: false, receive: true })
    expect([...resolved.explicitFeatures].sort()).toEqual(['email', 'onramp', 'send', 'socials', 'swaps'])
  })

  it('basic with a plugin that needs e-mail or socials is the embedded-wallet error', () => {
    expect(optionsError({ ...valid, basic: true, plugins: [plugin('email', { embeddedWallet: true })] }).option).toBe('features')
  })

  it.each([
    [{ allowUnsupportedChain: 'yes' }, 'allowUnsupportedChain', 'expected boolean'],
    [{ enableWalletConnect: 1 }, 'enableWalletConnect', 'expected boolean'],
    [{ enableInjected: null }, 'enableInjected', 'expected boolean'],
    [{ enableCoinbase: 'false' }, 'enableCoinbase', 'expected boolean'],
    [{ enableWallets: 0 }, 'enableWallets', 'expected boolean'],
    [{ enableNetworkSwitch: 'no' }, 'enableNetworkSwitch', 'expected boolean'],
    [{ enableWalletGuide: {} }, 'enableWalletGuide', 'expected boolean'],
    [{ basic: 'true' }, 'basic', 'expected boolean'],
    [{ chainImages: ['https://img.example/1.png'] }, 'chainImages', 'expected object'],
    [{ chainImages: { 1: 42 } }, 'chainImages.1', 'expected string'],
    [{ connectorImages: { walletConnect: null } }, 'connectorImages.walletConnect', 'expected string'],
    [{ customRpcUrls: { 1: [{ url: 'https://rpc.example' }] } }, 'customRpcUrls', "expected CAIP-2 network ids as keys"],
    [{ customRpcUrls: { 'eip155:1': { url: 'https://rpc.example' } } }, 'customRpcUrls.eip155:1', 'expected array'],
    [{ customRpcUrls: { 'eip155:1': [{ url: 'ftp://rpc.example' }] } }, 'customRpcUrls.eip155:1.0.url', 'expected an http(s) URL'],
    [{ customRpcUrls: { 'eip155:1': [{ url: 'https://rpc.example', config: 'fast' }] } }, 'customRpcUrls.eip155:1.0.config', 'expected an object'],
    [{ tokens: { mainnet: { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' } } }, 'tokens', 'expected CAIP-2 network ids as keys'],
    [{ tokens: { 'eip155:1': { address: 'usdc' } } }, 'tokens.eip155:1.address', 'expected a 0x address'],
    [{ tokens: { 'eip155:1': {} } }, 'tokens.eip155:1.address', 'expected string'],
    [{ universalProviderConfigOverride: { methods: { eip155: 'personal_sign' } } }, 'universalProviderConfigOverride.methods.eip155', 'expected array'],
    [{ universalProviderConfigOverride: { rpcMap: { 1: 'https://rpc.example' } } }, 'universalProviderConfigOverride.rpcMap', 'expected CAIP-2 network ids as keys'],
    [{ universalProviderConfigOverride: { rpcMap: { 'eip155:1': 'rpc.example' } } }, 'universalProviderConfigOverride.rpcMap.eip155:1', 'expected an http(s) URL'],
    [{ universalProviderConfigOverride: { defaultChain: 1 } }, 'universalProviderConfigOverride.defaultChain', 'expected string'],
    [{ universalProviderConfigOverride: { namespaces: {} } }, 'universalProviderConfigOverride', "unknown key(s) 'namespaces'"],
  ])('%j → an OptionsError naming %s', (bad, option, reason) => {
    const error = optionsError({ ...valid, ...bad })
    expect(error.option).toBe(option)
    expect(error.message).toContain(`Invalid option '${option}': `)
    expect(error.message).toContain(reason)
  })
})
