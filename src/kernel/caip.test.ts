import { describe, expect, it } from 'vitest'
import {
  isCaipAddress,
  isCaipNetworkId,
  isHttpUrl,
  isSignedMessage,
  isTransactionHash,
  parseCaipAddress,
  parseCaipNetworkId,
} from './caip'
import { isEvmAddress, isSolanaAddress } from './addresses'
import { CaipError } from './errors/caip'

const EVM = '0x1234567890abcdef1234567890ABCDEF12345678'

describe('parseCaipNetworkId', () => {
  it('splits a valid id into namespace and reference', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({ namespace: 'eip155', reference: '1' })
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({
      namespace: 'solana',
      reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    expect(parseCaipNetworkId('polkadot:91b171bb158e2d3848fa23a9f1c25182').namespace).toBe('polkadot')
    expect(parseCaipNetworkId('bip122:000000000019d6689c085ae165831e93').namespace).toBe('bip122')
  })

  it.each(['eip155', 'eip155:1:2', ':1', 'eip155:', '', 'cosmos:cosmoshub-4', 'EIP155:1'])(
    "throws 'Invalid CAIP-2 network id' for %j",
    (id) => {
      expect(() => parseCaipNetworkId(id)).toThrow(CaipError)
      expect(() => parseCaipNetworkId(id)).toThrow('Invalid CAIP-2 network id')
      try {
        parseCaipNetworkId(id)
      } catch (error) {
        expect((error as CaipError).code).toBe('INVALID_CAIP_2')
        expect((error as CaipError).input).toBe(id)
      }
    },
  )

  it('isCaipNetworkId agrees with the parser and rejects non-strings', () => {
    expect(isCaipNetworkId('eip155:10')).toBe(true)
    expect(isCaipNetworkId('eip155')).toBe(false)
    expect(isCaipNetworkId(1)).toBe(false)
  })
})

describe('parseCaipAddress', () => {
  it('splits a valid address', () => {
    expect(parseCaipAddress(`eip155:1:${EVM}`)).toEqual({
      namespace: 'eip155',
      reference: '1',
      address: EVM,
      caipNetworkId: 'eip155:1',
    })
  })

  it.each(['eip155:1', `eip155:1:${EVM}:x`, `eip155::${EVM}`, 'eip155:1:', `:1:${EVM}`, `tron:1:${EVM}`, ''])(
    "throws 'Invalid CAIP-10 address' for %j",
    (value) => {
      expect(() => parseCaipAddress(value)).toThrow('Invalid CAIP-10 address')
      try {
        parseCaipAddress(value)
      } catch (error) {
        expect(error).toBeInstanceOf(CaipError)
        expect((error as CaipError).code).toBe('INVALID_CAIP_10')
      }
    },
  )

  it('isCaipAddress agrees with the parser', () => {
    expect(isCaipAddress(`solana:abc:${EVM}`)).toBe(true)
    expect(isCaipAddress('solana:abc')).toBe(false)
  })
})

describe('recognisers', () => {
  it('isEvmAddress: 40 hex characters with an optional 0x', () => {
    expect(isEvmAddress(EVM)).toBe(true)
    expect(isEvmAddress(EVM.slice(2))).toBe(true)
    expect(isEvmAddress(EVM.slice(0, -1))).toBe(false)
    expect(isEvmAddress(`${EVM}0`)).toBe(false)
    expect(isEvmAddress(`${EVM.slice(0, -1)}g`)).toBe(false)
    expect(isEvmAddress(`0X${EVM.slice(2)}`)).toBe(false)
  })

  it('isSolanaAddress: 32 to 44 base58 characters', () => {
    expect(isSolanaAddress('1'.repeat(32))).toBe(true)
    expect(isSolanaAddress('z'.repeat(44))).toBe(true)
    expect(isSolanaAddress('DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy')).toBe(true)
    expect(isSolanaAddress('1'.repeat(31))).toBe(false)
    expect(isSolanaAddress('1'.repeat(45))).toBe(false)
    for (const bad of ['0', 'O', 'I', 'l']) expect(isSolanaAddress(bad.repeat(32))).toBe(false)
  })

  it('isHttpUrl: http:// or https:// prefix', () => {
    expect(isHttpUrl('http://a')).toBe(true)
    expect(isHttpUrl('https://a')).toBe(true)
    expect(isHttpUrl('ftp://a')).toBe(false)
    expect(isHttpUrl('ws://a')).toBe(false)
    expect(isHttpUrl('xhttps://a')).toBe(false)
  })

  it('isTransactionHash: 64 hex digits, optional 0x', () => {
    expect(isTransactionHash(`0x${'a'.repeat(64)}`)).toBe(true)
    expect(isTransactionHash('A'.repeat(64))).toBe(true)
    expect(isTransactionHash('a'.repeat(63))).toBe(false)
    expect(isTransactionHash('a'.repeat(65))).toBe(false)
    expect(isTransactionHash(`0x${'g'.repeat(64)}`)).toBe(false)
  })

  it('isSignedMessage: 62 or more hex digits', () => {
    expect(isSignedMessage('a'.repeat(62))).toBe(true)
    expect(isSignedMessage(`0x${'b'.repeat(130)}`)).toBe(true)
    expect(isSignedMessage('a'.repeat(61))).toBe(false)
    expect(isSignedMessage(`${'a'.repeat(62)}z`)).toBe(false)
  })
})
