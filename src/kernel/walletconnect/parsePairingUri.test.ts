import { formatUri, parseUri } from '@walletconnect/utils'
import { describe, expect, it } from 'vitest'
import { InvalidPairingUriError, isPairingUri, parsePairingUri } from './parsePairingUri'

const TOPIC = '7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9'
const SYM_KEY = '587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

function expectInvalid(uri: unknown, message: string): void {
  let caught: unknown
  try {
    parsePairingUri(uri as string)
  } catch (error) {
    caught = error
  }
  expect(caught).toBeInstanceOf(InvalidPairingUriError)
  expect(caught).toBeInstanceOf(Error)
  expect((caught as InvalidPairingUriError).code).toBe('INVALID_PAIRING_URI')
  expect((caught as InvalidPairingUriError).message).toBe(message)
}

describe('parsePairingUri', () => {
  it('reads a URI written by @walletconnect/utils formatUri, with expiry and methods', () => {
    const uri = formatUri({
      protocol: 'wc',
      version: 2,
      topic: TOPIC,
      symKey: SYM_KEY,
      relay: { protocol: 'irn' },
      expiryTimestamp: 1_700_000_300,
      methods: ['wc_sessionPropose', 'wc_authRequest'],
    })
    const parsed = parsePairingUri(uri)
    expect(parsed).toEqual({
      topic: TOPIC,
      version: 2,
      symKey: SYM_KEY,
      relayProtocol: 'irn',
      expiryTimestamp: 1_700_000_300,
      methods: 'wc_sessionPropose,wc_authRequest',
    })
    // Agrees with the library's own parser.
    const theirs = parseUri(uri)
    expect(parsed.topic).toBe(theirs.topic)
    expect(parsed.symKey).toBe(theirs.symKey)
    expect(parsed.relayProtocol).toBe(theirs.relay.protocol)
    expect(parsed.expiryTimestamp).toBe(theirs.expiryTimestamp)
    expect(parsed.methods?.split(',')).toEqual(theirs.methods)
  })

  it('reads the minimal form, leaving expiry and methods out', () => {
    const uri = formatUri({ protocol: 'wc', version: 2, topic: TOPIC, symKey: SYM_KEY, relay: { protocol: 'irn' } })
    expect(uri).toBe(`wc:${TOPIC}@2?relay-protocol=irn&symKey=${SYM_KEY}`)
    const parsed = parsePairingUri(uri)
    expect(parsed).toEqual({ topic: TOPIC, version: 2, symKey: SYM_KEY, relayProtocol: 'irn' })
    expect('expiryTimestamp' in parsed).toBe(false)
    expect('methods' in parsed).toBe(false)
  })

  it('accepts query keys in any order and the wc:// form', () => {
    expect(parsePairingUri(`wc:${TOPIC}@2?symKey=${SYM_KEY}&expiryTimestamp=5&relay-protocol=irn`)).toEqual({
      topic: TOPIC,
      version: 2,
      symKey: SYM_KEY,
      relayProtocol: 'irn',
      expiryTimestamp: 5,
    })
    expect(parsePairingUri(`wc://${TOPIC}@2?relay-protocol=irn&symKey=${SYM_KEY}`).topic).toBe(TOPIC)
  })

  it('names a bad or missing prefix', () => {
    const m = 'Invalid WalletConnect URI: it must start with wc:'
    expectInvalid(`${TOPIC}@2?relay-protocol=irn&symKey=${SYM_KEY}`, m)
    expectInvalid(`WC:${TOPIC}@2?relay-protocol=irn&symKey=${SYM_KEY}`, m)
    expectInvalid(`https://example.com/wc?uri=wc:${TOPIC}`, m)
    expectInvalid('', m)
  })

  it('refuses non-string input with the same error class', () => {
    for (const value of [undefined, null, 42, {}, ['wc:']]) {
      expectInvalid(value, 'Invalid WalletConnect URI: it must start with wc:')
    }
  })

  it('names a bad topic', () => {
    const m = 'Invalid WalletConnect URI: the topic must be 64 hex characters'
    expectInvalid(`wc:${TOPIC.slice(1)}@2?relay-protocol=irn&symKey=${SYM_KEY}`, m)
    expectInvalid(`wc:${TOPIC.toUpperCase()}@2?relay-protocol=irn&symKey=${SYM_KEY}`, m)
    expectInvalid(`wc:${TOPIC.slice(1)}g@2?relay-protocol=irn&symKey=${SYM_KEY}`, m)
    expectInvalid(`wc:@2?relay-protocol=irn&symKey=${SYM_KEY}`, m)
  })

  it('names a version other than 2', () => {
    const m = 'Invalid WalletConnect URI: only version 2 is supported'
    expectInvalid(`wc:${TOPIC}@1?bridge=https%3A%2F%2Fbridge.walletconnect.org&key=${SYM_KEY}`, m)
    expectInvalid(`wc:${TOPIC}@3?relay-protocol=irn&symKey=${SYM_KEY}`, m)
    expectInvalid(`wc:${TOPIC}?relay-protocol=irn&symKey=${SYM_KEY}`, m)
    expectInvalid(`wc:${TOPIC}@2.0?relay-protocol=irn&symKey=${SYM_KEY}`, m)
  })

  it('names a missing relay-protocol', () => {
    const m = 'Invalid WalletConnect URI: relay-protocol is missing'
    expectInvalid(`wc:${TOPIC}@2?symKey=${SYM_KEY}`, m)
    expectInvalid(`wc:${TOPIC}@2?relay-protocol=&symKey=${SYM_KEY}`, m)
    expectInvalid(`wc:${TOPIC}@2`, m)
  })

  it('names a bad symKey', () => {
    const m = 'Invalid WalletConnect URI: the symKey must be 64 hex characters'
    expectInvalid(`wc:${TOPIC}@2?relay-protocol=irn`, m)
    expectInvalid(`wc:${TOPIC}@2?relay-protocol=irn&symKey=${SYM_KEY.slice(2)}`, m)
    expectInvalid(`wc:${TOPIC}@2?relay-protocol=irn&symKey=${SYM_KEY}00`, m)
    expectInvalid(`wc:${TOPIC}@2?relay-protocol=irn&symKey=${SYM_KEY.toUpperCase()}`, m)
  })

  it('refuses an expiryTimestamp that is not whole seconds', () => {
    expectInvalid(
      `wc:${TOPIC}@2?expiryTimestamp=soon&relay-protocol=irn&symKey=${SYM_KEY}`,
      'Invalid WalletConnect URI: expiryTimestamp must be a whole number of seconds',
    )
  })
})

describe('isPairingUri', () => {
  it('is true exactly when parsePairingUri succeeds', () => {
    const uri = formatUri({ protocol: 'wc', version: 2, topic: TOPIC, symKey: SYM_KEY, relay: { protocol: 'irn' } })
    expect(isPairingUri(uri)).toBe(true)
    expect(isPairingUri(`wc:${TOPIC}@1?relay-protocol=irn&symKey=${SYM_KEY}`)).toBe(false)
    expect(isPairingUri('wc:nope')).toBe(false)
    expect(isPairingUri(undefined)).toBe(false)
    expect(isPairingUri(7)).toBe(false)
  })
})
