import { describe, expect, it } from 'vitest'
import type { ConnectorInfo } from '../stores/ConnectorStore'
import { connectorAllowed } from './connectorAllowed'

const all = { enableInjected: true, enableCoinbase: true }
const announced: ConnectorInfo = { id: 'io.metamask', type: 'ANNOUNCED', name: 'MetaMask', rdns: 'io.metamask' }
const injected: ConnectorInfo = { id: 'injected', type: 'INJECTED', name: 'Browser Wallet' }
const external: ConnectorInfo = { id: 'ledger', type: 'EXTERNAL', name: 'Ledger' }
const coinbase: ConnectorInfo = { id: 'com.coinbase.wallet', type: 'ANNOUNCED', name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet' }
const coinbaseExternal: ConnectorInfo = { id: 'coinbaseWalletSDK', type: 'EXTERNAL', name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet' }

describe('connectorAllowed (enableInjected, enableCoinbase)', () => {
  it('lists every connector by default', () => {
    for (const connector of [announced, injected, external, coinbase, coinbaseExternal]) expect(connectorAllowed(connector, all)).toBe(true)
  })

  it('enableInjected: false leaves out injected and announced wallets, not the others', () => {
    const options = { ...all, enableInjected: false }
    expect([announced, injected, external, coinbaseExternal].map((connector) => connectorAllowed(connector, options))).toEqual([false, false, true, true])
  })

  it('enableCoinbase: false leaves out Coinbase Wallet (rdns com.coinbase.wallet), announced or not', () => {
    const options = { ...all, enableCoinbase: false }
    expect([announced, coinbase, coinbaseExternal].map((connector) => connectorAllowed(connector, options))).toEqual([true, false, false])
  })
})
