import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { WALLET_PROTOCOL } from '../lazyConstants'
import {
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_EXPIRY_WINDOW_MS,
  isPairingExpired,
  pairingExpiryFrom,
  shouldReusePairing,
} from './pairingReuse'

const URI = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}`
const T0 = Date.UTC(2025, 0, 1)

describe('pairing expiry constants', () => {
  it('are §4 values, shared with constants.ts', () => {
    expect(PAIRING_EXPIRY_WINDOW_MS).toBe(240_000)
    expect(PAIRING_EXPIRY_MARGIN_MS).toBe(10_000)
    expect(PAIRING_EXPIRY_WINDOW_MS).toBe(WALLET_PROTOCOL.pairingExpiryWindow)
    expect(PAIRING_EXPIRY_MARGIN_MS).toBe(WALLET_PROTOCOL.pairingExpiryMargin)
  })
})

describe('isPairingExpired', () => {
  it('treats a missing expiry as expired', () => {
    expect(isPairingExpired(undefined, T0)).toBe(true)
    expect(isPairingExpired(Number.NaN, T0)).toBe(true)
  })

  it('keeps a pairing with exactly 10 s left and expires one with 9.999 s left', () => {
    const expiry = T0 + 60_000
    expect(isPairingExpired(expiry, expiry - 10_000)).toBe(false)
    expect(isPairingExpired(expiry, expiry - 9_999)).toBe(true)
    expect(isPairingExpired(expiry, expiry)).toBe(true)
    expect(isPairingExpired(expiry, expiry + 1)).toBe(true)
    expect(isPairingExpired(expiry, T0)).toBe(false)
  })
})

describe('pairingExpiryFrom', () => {
  it('is 4 minutes after now', () => {
    expect(pairingExpiryFrom(T0)).toBe(T0 + 4 * 60 * 1000)
  })
})

describe('pairing lifetime on a fake clock', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(T0)
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('reuses a fresh pairing until 10 s before its 4-minute expiry', () => {
    const pending = { uri: URI, expiry: pairingExpiryFrom(Date.now()) }
    const reuse = () => shouldReusePairing({ pending, reuseAllowed: true, now: Date.now() })

    expect(reuse()).toBe(true)
    vi.advanceTimersByTime(4 * 60 * 1000 - 10_000) // exactly 10 s left
    expect(reuse()).toBe(true)
    vi.advanceTimersByTime(1) // 9.999 s left
    expect(reuse()).toBe(false)
    vi.advanceTimersByTime(9_999) // at the 4-minute mark
    expect(isPairingExpired(pending.expiry, Date.now())).toBe(true)
    expect(reuse()).toBe(false)
  })
})

describe('shouldReusePairing', () => {
  const fresh = { uri: URI, expiry: T0 + 60_000 }

  it('reuses only when allowed, pending and unexpired', () => {
    expect(shouldReusePairing({ pending: fresh, reuseAllowed: true, now: T0 })).toBe(true)
    expect(shouldReusePairing({ pending: fresh, reuseAllowed: false, now: T0 })).toBe(false)
    expect(shouldReusePairing({ pending: undefined, reuseAllowed: true, now: T0 })).toBe(false)
    expect(shouldReusePairing({ pending: { uri: '', expiry: T0 + 60_000 }, reuseAllowed: true, now: T0 })).toBe(false)
  })

  it('does not reuse a pending pairing with no expiry', () => {
    expect(shouldReusePairing({ pending: { uri: URI }, reuseAllowed: true, now: T0 })).toBe(false)
  })

  it('does not reuse an expired pairing', () => {
    expect(shouldReusePairing({ pending: fresh, reuseAllowed: true, now: T0 + 50_001 })).toBe(false)
    expect(shouldReusePairing({ pending: fresh, reuseAllowed: true, now: T0 + 50_000 })).toBe(true)
  })
})
