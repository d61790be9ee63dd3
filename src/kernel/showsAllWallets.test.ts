import { describe, expect, it } from 'vitest'
import type { AllWalletsOption } from './options'
import { showsAllWallets } from './showsAllWallets'

const options = (allWallets: AllWalletsOption, enableWalletConnect = true) => ({ allWallets, enableWalletConnect })

describe('showsAllWallets', () => {
  it('follows the allWallets option when the flag is on', () => {
    expect(showsAllWallets(true, options('SHOW'), false)).toBe(true)
    expect(showsAllWallets(true, options('HIDE'), true)).toBe(false)
    expect(showsAllWallets(true, options('ONLY_MOBILE'), false)).toBe(false)
    expect(showsAllWallets(true, options('ONLY_MOBILE'), true)).toBe(true)
  })
  it('never shows it while the flag is off', () => {
    expect(showsAllWallets(false, options('SHOW'), true)).toBe(false)
  })
  it('never shows it without WalletConnect (enableWalletConnect: false): its wallets could not connect', () => {
    expect(showsAllWallets(true, options('SHOW', false), true)).toBe(false)
  })
})
