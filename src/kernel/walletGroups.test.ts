import { describe, expect, it } from 'vitest'
import type { ConnectorInfo } from './stores/ConnectorStore'
import { exclusionRules } from './walletFilters'
import { buildWalletGroups, DEFAULT_GROUP_ORDER, resolveGroupOrder, type WalletGroupsInput } from './walletGroups'

const DEFAULT_ORDER = [...DEFAULT_GROUP_ORDER]

const input: WalletGroupsInput = {
  order: DEFAULT_ORDER,
  recent: [{ id: 'rainbow', name: 'Rainbow' }],
  connectors: [
    { id: 'io.metamask', type: 'ANNOUNCED', name: 'MetaMask', rdns: 'io.metamask' },
    { id: 'ext', type: 'EXTERNAL', name: 'Ledger' },
  ],
  featured: [{ id: 'trust', name: 'Trust Wallet' }, { id: 'mm', name: 'MetaMask', rdns: 'io.metamask' }],
  custom: [{ id: 'mine', name: 'My Wallet' }],
  recommended: [{ id: 'rainbow', name: 'Rainbow' }, { id: 'okx', name: 'OKX Wallet' }],
}

const label = (item: ReturnType<typeof buildWalletGroups>[number]) =>
  `${item.group}:${item.kind === 'connector' ? item.connector.name : item.wallet.name}${item.kind === 'wallet' && item.installed ? ' (installed)' : ''}`
const labels = (overrides: Partial<WalletGroupsInput> = {}) => buildWalletGroups({ ...input, ...overrides }).map(label)

describe('wallet groups (§2, §9)', () => {
  it('follows the default order and shows each wallet once, in its first group', () => {
    expect(labels()).toEqual(['recent:Rainbow', 'injected:MetaMask', 'featured:Trust Wallet', 'custom:My Wallet', 'external:Ledger', 'recommended:OKX Wallet'])
  })

  it('follows a configured order; an installed directory wallet leads its group, marked, and claims its connector', () => {
    expect(labels({ order: ['featured', 'recommended', 'injected', 'recent', 'custom', 'external', 'walletConnect'] })).toEqual([
      'featured:MetaMask (installed)',
      'featured:Trust Wallet',
      'recommended:Rainbow',
      'recommended:OKX Wallet',
      'custom:My Wallet',
      'external:Ledger',
    ])
  })

  it("puts the Safe (the page runs in a Safe's frame) before every group, whatever the order (§6)", () => {
    const safe: ConnectorInfo = { id: 'safe', type: 'EXTERNAL', name: 'Safe' }
    expect(labels({ connectors: [...input.connectors, safe] })[0]).toBe('external:Safe')
    expect(labels({ connectors: [...input.connectors, safe], order: ['injected', 'external'] }).slice(0, 3)).toEqual(['external:Safe', 'injected:MetaMask', 'external:Ledger'])
    expect(labels({ connectors: [...input.connectors, safe], exclusions: exclusionRules(['safe'], []) })).not.toContain('external:Safe')
  })

  it('groups a partial order leaves out follow it in the default order', () => {
    expect(resolveGroupOrder(['recommended', 'custom'])).toEqual(['recommended', 'custom', 'walletConnect', 'recent', 'injected', 'featured', 'external'])
    expect(labels({ order: ['external'] })[0]).toBe('external:Ledger')
  })

  it('shows the WalletConnect connector in the walletConnect group, and MULTI_CHAIN ones as installed', () => {
    const connectors: ConnectorInfo[] = [
      { id: 'wc', type: 'WALLET_CONNECT', name: 'WalletConnect' },
      { id: 'multi', type: 'MULTI_CHAIN', name: 'Phantom' },
      { id: 'auth', type: 'AUTH', name: 'Email' },
    ]
    expect(labels({ connectors, order: DEFAULT_ORDER })).toEqual([
      'walletConnect:WalletConnect',
      'recent:Rainbow',
      'injected:Phantom',
      'featured:Trust Wallet',
      'featured:MetaMask',
      'custom:My Wallet',
      'recommended:OKX Wallet',
    ])
  })

  it('sorts featured and recommended installed first, then by featured order, and shows at most 4 of each', () => {
    const many = (prefix: string) => Array.from({ length: 6 }, (_, i) => ({ id: `${prefix}${i}`, name: `${prefix.toUpperCase()} ${i}` }))
    const recommended = [...many('r'), { id: 'rb', name: 'Rabby Wallet', rdns: 'io.rabby' }]
    const items = buildWalletGroups({
      ...input,
      order: ['featured', 'recommended', 'injected'],
      recent: [],
      connectors: [{ id: 'io.rabby', type: 'ANNOUNCED', name: 'Rabby Wallet', rdns: 'io.rabby' }],
      featured: many('f'),
      featuredWalletIds: ['f3', 'f1', 'r5'],
      recommended,
      custom: [],
    }).map(label)
    expect(items).toEqual([
      'featured:F 3',
      'featured:F 1',
      'featured:F 0',
      'featured:F 2',
      'recommended:Rabby Wallet (installed)',
      'recommended:R 5',
      'recommended:R 0',
      'recommended:R 1',
    ])
  })

  it('leaves out excluded wallets and connectors: by id, rdns or name, and connectors announcing an excluded id’s rdns', () => {
    const exclusions = exclusionRules(['trust', 'IO.METAMASK', 'ledger', 'my wallet', 'Rainbow'])
    expect(labels({ exclusions })).toEqual(['recommended:OKX Wallet'])
    const byIdsRdns = exclusionRules(['mm-directory-id'], ['io.metamask'])
    expect(labels({ exclusions: byIdsRdns })).not.toContain('injected:MetaMask')
  })

  it('hides the Browser Wallet on desktop, and on mobile without a wallet installed', () => {
    const connectors: ConnectorInfo[] = [{ id: 'injected', type: 'INJECTED', name: 'Browser Wallet' }]
    const shows = (mobile: boolean, walletInstalled: boolean) =>
      labels({ connectors, environment: { mobile, walletInstalled } }).includes('injected:Browser Wallet')
    expect(shows(false, true)).toBe(false)
    expect(shows(false, false)).toBe(false)
    expect(shows(true, false)).toBe(false)
    expect(shows(true, true)).toBe(true)
  })

  it('without WalletConnect (enableWalletConnect: false) keeps only wallets that connect through an installed connector', () => {
    expect(labels({ walletConnect: false })).toEqual(['injected:MetaMask', 'external:Ledger'])
    // A directory wallet that is installed still shows, in its group, marked.
    expect(labels({ walletConnect: false, order: ['featured', 'injected'] })).toEqual(['featured:MetaMask (installed)', 'external:Ledger'])
  })
})
