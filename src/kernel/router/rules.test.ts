import { describe, expect, it } from 'vitest'
import { resolveBack, resolveCloseView, resolveOpenView } from './rules'

const base = { manualWCControl: false, hasAdapters: true, isConnected: false, isMobile: false }

describe('open rules (§2)', () => {
  it('manual WalletConnect control shows ConnectingWalletConnectBasic on desktop', () => {
    expect(resolveOpenView({ ...base, manualWCControl: true, view: 'Swap' })).toBe('ConnectingWalletConnectBasic')
  })
  it('manual WalletConnect control shows AllWallets on mobile', () => {
    expect(resolveOpenView({ ...base, manualWCControl: true, isMobile: true })).toBe('AllWallets')
  })
  it('no adapters and no address: ConnectingWalletConnectBasic on desktop, AllWallets on mobile', () => {
    expect(resolveOpenView({ ...base, hasAdapters: false })).toBe('ConnectingWalletConnectBasic')
    expect(resolveOpenView({ ...base, hasAdapters: false, isMobile: true })).toBe('AllWallets')
  })
  it('no adapters but an address connected falls through to the usual rules', () => {
    expect(resolveOpenView({ ...base, hasAdapters: false, isConnected: true })).toBe('Account')
  })
  it('an explicit view wins otherwise', () => {
    expect(resolveOpenView({ ...base, view: 'AllWallets' })).toBe('AllWallets')
    expect(resolveOpenView({ ...base, isConnected: true, view: 'Swap' })).toBe('Swap')
  })
  it('Account when connected, Connect otherwise', () => {
    expect(resolveOpenView({ ...base, isConnected: true })).toBe('Account')
    expect(resolveOpenView(base)).toBe('Connect')
  })
})

describe('close rules (§2)', () => {
  it('closing resets to Connect', () => {
    expect(resolveCloseView({ embedded: false, isConnected: true })).toBe('Connect')
    expect(resolveCloseView({ embedded: false, isConnected: false })).toBe('Connect')
  })
  it('embedded mode shows Account when connected, Connect otherwise', () => {
    expect(resolveCloseView({ embedded: true, isConnected: true })).toBe('Account')
    expect(resolveCloseView({ embedded: true, isConnected: false })).toBe('Connect')
  })
})

describe('back rules (§2)', () => {
  it('pops the history', () => {
    expect(resolveBack([{ view: 'Connect' }, { view: 'AllWallets' }], false)).toEqual({ action: 'pop', history: [{ view: 'Connect' }] })
  })
  it('connected and previous view Connect shows Account instead', () => {
    expect(resolveBack([{ view: 'Connect' }, { view: 'AllWallets' }], true)).toEqual({ action: 'pop', history: [{ view: 'Account' }] })
  })
  it('connected with another previous view pops normally', () => {
    const out = resolveBack([{ view: 'Account' }, { view: 'SwitchNetwork' }, { view: 'Swap' }], true)
    expect(out).toEqual({ action: 'pop', history: [{ view: 'Account' }, { view: 'SwitchNetwork' }] })
  })
  it('one entry left closes the modal', () => {
    expect(resolveBack([{ view: 'Connect' }], false)).toEqual({ action: 'close' })
  })
})
