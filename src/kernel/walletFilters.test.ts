import { describe, expect, it } from 'vitest'
import type { ConnectorInfo } from './stores/ConnectorStore'
import {
  exclusionRules,
  installedConnectors,
  isExcludedConnector,
  isExcludedWallet,
  matchInstalled,
  rankWallets,
  showsConnector,
  type WalletEnvironment,
} from './walletFilters'

const metamask: ConnectorInfo = { id: 'io.metamask', type: 'ANNOUNCED', name: 'MetaMask', rdns: 'io.metamask' }
const rabby: ConnectorInfo = { id: 'io.rabby', type: 'ANNOUNCED', name: 'Rabby Wallet', rdns: 'io.rabby' }
const browserWallet: ConnectorInfo = { id: 'injected', type: 'INJECTED', name: 'Browser Wallet' }
const ledger: ConnectorInfo = { id: 'ledger', type: 'EXTERNAL', name: 'Ledger' }

const DESKTOP: WalletEnvironment = { mobile: false, walletInstalled: true }
const MOBILE_WITH_WALLET: WalletEnvironment = { mobile: true, walletInstalled: true }
const MOBILE_WITHOUT_WALLET: WalletEnvironment = { mobile: true, walletInstalled: false }

describe('exclusion (§5)', () => {
  it('excludes a directory wallet by id, rdns or name, case-insensitively', () => {
    const rules = exclusionRules(['C57CA95B', 'me.rainbow', 'trust wallet'])
    expect(isExcludedWallet({ id: 'c57ca95b', name: 'MetaMask' }, rules)).toBe(true)
    expect(isExcludedWallet({ id: 'x', name: 'Rainbow', rdns: 'ME.Rainbow' }, rules)).toBe(true)
    expect(isExcludedWallet({ id: 'y', name: '  Trust   Wallet ' }, rules)).toBe(true)
    expect(isExcludedWallet({ id: 'z', name: 'Zerion', rdns: 'io.zerion' }, rules)).toBe(false)
  })

  it('excludes a connector by rdns or name, and one announcing the rdns of a wallet excluded by id', () => {
    expect(isExcludedConnector(metamask, exclusionRules(['IO.METAMASK']))).toBe(true)
    expect(isExcludedConnector(rabby, exclusionRules(['rabby wallet']))).toBe(true)
    expect(isExcludedConnector(rabby, exclusionRules(['some-directory-id'], ['io.rabby']))).toBe(true)
    expect(isExcludedConnector(metamask, exclusionRules(['some-directory-id'], ['io.rabby']))).toBe(false)
  })

  it('with no entries nothing is excluded', () => {
    expect(isExcludedWallet({ id: 'a', name: 'A' }, exclusionRules([]))).toBe(false)
    expect(isExcludedConnector(metamask, exclusionRules([]))).toBe(false)
  })
})

describe('the Browser Wallet (§5)', () => {
  const rules = exclusionRules([])
  it('is hidden on desktop, even with window.ethereum', () => {
    expect(showsConnector(browserWallet, rules, DESKTOP)).toBe(false)
    expect(showsConnector(metamask, rules, DESKTOP)).toBe(true)
  })

  it('shows on mobile only when a wallet is installed', () => {
    expect(showsConnector(browserWallet, rules, MOBILE_WITH_WALLET)).toBe(true)
    expect(showsConnector(browserWallet, rules, MOBILE_WITHOUT_WALLET)).toBe(false)
  })

  it('only the generic injected connector is concerned', () => {
    const named: ConnectorInfo = { id: 'io.other', type: 'INJECTED', name: 'Browser Wallet' }
    expect(showsConnector(named, rules, DESKTOP)).toBe(true)
  })
})

describe('installed wallets', () => {
  it('are the ANNOUNCED and INJECTED connectors that may show', () => {
    const all = [metamask, ledger, browserWallet, rabby]
    expect(installedConnectors(all, exclusionRules([]), DESKTOP).map((c) => c.id)).toEqual(['io.metamask', 'io.rabby'])
    expect(installedConnectors(all, exclusionRules([]), MOBILE_WITH_WALLET).map((c) => c.id)).toEqual(['io.metamask', 'injected', 'io.rabby'])
    expect(installedConnectors(all, exclusionRules(['metamask']), DESKTOP).map((c) => c.id)).toEqual(['io.rabby'])
  })

  it('a directory wallet matches by rdns, else by normalised name; never the Browser Wallet by name', () => {
    expect(matchInstalled({ id: '1', name: 'Something', rdns: 'io.metamask' }, [rabby, metamask])).toBe(metamask)
    expect(matchInstalled({ id: '2', name: 'rabby  WALLET' }, [metamask, rabby])).toBe(rabby)
    expect(matchInstalled({ id: '3', name: 'Browser Wallet' }, [browserWallet])).toBeUndefined()
    expect(matchInstalled({ id: '4', name: 'Zerion', rdns: 'io.zerion' }, [metamask])).toBeUndefined()
  })
})

describe('installed first, then featured order (§2)', () => {
  const wallets = [
    { id: 'a', name: 'Alpha' },
    { id: 'b', name: 'Beta' },
    { id: 'mm', name: 'MetaMask', rdns: 'io.metamask' },
    { id: 'c', name: 'Gamma' },
    { id: 'r', name: 'Rabby Wallet' },
  ]

  it('puts installed wallets first (marked), then featuredWalletIds order, then the directory order', () => {
    const ranked = rankWallets(wallets, [rabby, metamask], ['c', 'b'])
    expect(ranked.map((entry) => entry.wallet.id)).toEqual(['mm', 'r', 'c', 'b', 'a'])
    expect(ranked.map((entry) => entry.installed?.id)).toEqual(['io.metamask', 'io.rabby', undefined, undefined, undefined])
  })

  it('keeps the directory order without installed or featured wallets', () => {
    expect(rankWallets(wallets, [], []).map((entry) => entry.wallet.id)).toEqual(['a', 'b', 'mm', 'c', 'r'])
  })
})
