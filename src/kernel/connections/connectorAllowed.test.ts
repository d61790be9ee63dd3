import { describe, expect, it } from 'vitest'
import type { ConnectorInfo } from '../stores/ConnectorStore'
import { connectorAllowed } from './connectorAllowed'

const all = { enableInjected: true, enableCoinbase: true }
const announced: ConnectorInfo = { id: 'io.metamask', type: 'ANNOUNCED', name: 'MetaMask', rdns: 'io.metamask' }
const injected: ConnectorInfo = { id: 'injected', type: 'INJECTED', name: 'Browser Wallet' }
const external: ConnectorInfo = { id: 'ledger', type: 'EXTERNAL', name: 'Ledger' }
const coinbase: ConnectorInfo = { id: 'com.coinbase.wallet', type: 'ANNOUNCED', name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet' }
const coinbaseSdk: ConnectorInfo = { id: 'coinbaseWalletSDK', type: 'EXTERNAL', name: 'Coinbase Wallet' }

describe('connectorAllowed (enableInjected, enableCoinbase)', () => {
  it('lists every connector by default', () => {
    for (const connector of [announced, injected, external, coinbase, coinbaseSdk]) expect(connectorAllowed(connector, all)).toBe(true)
  })

  it('enableInjected: false leaves out injected and announced wallets, not the others', () => {
    const options = { ...all, enableInjected: false }
    expect([announced, injected, external, coinbaseSdk].map((connector) => connectorAllowed(connector, options))).toEqual([false, false, true, true])
  })

  it('enableCoinbase: false leaves out Coinbase Wallet, by its rdns or its SDK connector id', () => {
    const options = { ...all, enableCoinbase: false }
    expect([announced, coinbase, coinbaseSdk].map((connector) => connectorAllowed(connector, options))).toEqual([true, false, false])
  })
})
