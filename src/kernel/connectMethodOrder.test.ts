import { describe, expect, it } from 'vitest'
import { resolveConnectMethodOrder } from './connectMethodOrder'

const all = { email: true, social: true, wallet: true }

describe('connect method order (§2)', () => {
  it('defaults to email, social, wallet', () => {
    expect(resolveConnectMethodOrder({ configured: undefined, hasInstalledWallets: false, available: all })).toEqual(['email', 'social', 'wallet'])
  })
  it('puts wallets first when injected or announced wallets exist', () => {
    expect(resolveConnectMethodOrder({ configured: undefined, hasInstalledWallets: true, available: all })).toEqual(['wallet', 'email', 'social'])
  })
  it('a configured order wins, and missing methods are appended', () => {
    expect(resolveConnectMethodOrder({ configured: ['social', 'wallet', 'email'], hasInstalledWallets: true, available: all })).toEqual(['social', 'wallet', 'email'])
    expect(resolveConnectMethodOrder({ configured: ['social'], hasInstalledWallets: false, available: all })).toEqual(['social', 'email', 'wallet'])
  })
  it('leaves out methods whose plugin is not enabled', () => {
    expect(resolveConnectMethodOrder({ configured: undefined, hasInstalledWallets: false, available: { email: false, social: true, wallet: true } })).toEqual(['social', 'wallet'])
  })
})
