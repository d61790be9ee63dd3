import { describe, expect, it } from 'vitest'
import { base, mainnet, network, solana, valid } from '../../test-support/optionsFixtures'
import { DEFAULT_ENDPOINTS, TIMINGS } from '../constants'
import { DEFAULT_SOCIALS } from './defaults'
import { parseOptions } from './parseOptions'

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
