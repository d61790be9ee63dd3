import { describe, expect, it } from 'vitest'
import type { ConnectorGroup } from './types'
import { buildWalletGroups, type WalletGroupsInput } from './walletGroups'

const DEFAULT_ORDER: ConnectorGroup[] = ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended']

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

const labels = (order: ConnectorGroup[]) =>
  buildWalletGroups({ ...input, order }).map((item) => `${item.group}:${item.kind === 'connector' ? item.connector.name : item.wallet.name}`)

describe('wallet groups (§2, §9)', () => {
  it('follows the default order and shows each wallet once, in its first group', () => {
    expect(labels(DEFAULT_ORDER)).toEqual([
      'recent:Rainbow',
      'injected:MetaMask',
      'featured:Trust Wallet',
      'custom:My Wallet',
      'external:Ledger',
      'recommended:OKX Wallet',
    ])
  })

  it('follows a configured order', () => {
    expect(labels(['featured', 'recommended', 'injected', 'recent', 'custom', 'external', 'walletConnect'])).toEqual([
      'featured:Trust Wallet',
      'featured:MetaMask',
      'recommended:Rainbow',
      'recommended:OKX Wallet',
      'custom:My Wallet',
      'external:Ledger',
    ])
  })
})
