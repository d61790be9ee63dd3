import { describe, expect, it } from 'vitest'
import { ethPayment, GUSD, gUsdPayment, local2, RECIPIENT } from '../../test-support/payTestKit'
import { testNetwork, testSolanaNetwork } from '../../test-support/testKit'
import { checkPayment, checkPayUrlParams } from './checkPayment'
import { PayError } from './payErrors'

const networks = [testNetwork, local2, testSolanaNetwork]

/** The code and message a request is refused with. */
function refusal(input: unknown): { code: string; message: string } {
  try {
    checkPayment(input, networks)
  } catch (error) {
    if (error instanceof PayError) return { code: error.code, message: error.message }
    throw error
  }
  throw new Error('accepted')
}

const withAsset = (changes: Record<string, unknown>) => gUsdPayment({ paymentAsset: { ...gUsdPayment().paymentAsset, ...changes } })
const withMetadata = (changes: Record<string, unknown>) => withAsset({ metadata: { ...gUsdPayment().paymentAsset.metadata, ...changes } })

describe('checkPayment', () => {
  it('accepts 5 gUSD: the token, its CAIP-19 id, the amount in base units', () => {
    const payment = checkPayment(gUsdPayment(), networks)
    expect(payment).toMatchObject({ recipient: RECIPIENT, token: GUSD, caip19: `eip155:31337/erc20:${GUSD}`, amount: '5', units: 5_000_000n })
    expect(payment.network).toBe(testNetwork)
    expect(payment.options.paymentAsset.metadata.symbol).toBe('gUSD')
  })

  it("accepts the coin as 'native' or as its CAIP-19 id, and a token by its CAIP-19 id", () => {
    expect(checkPayment(ethPayment('0.25'), networks)).toMatchObject({ token: undefined, caip19: 'eip155:31337/slip44:60', amount: '0.25', units: 250_000_000_000_000_000n })
    expect(checkPayment(withAsset({ asset: 'eip155:31337/slip44:60', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 } }), networks).token).toBeUndefined()
    expect(checkPayment(withAsset({ asset: `eip155:31337/erc20:${GUSD}` }), networks).token).toBe(GUSD)
  })

  it('INVALID_PAYMENT_CONFIG: no request, no asset, bad metadata, decimals not the coin', () => {
    expect(refusal(undefined)).toEqual({ code: 'INVALID_PAYMENT_CONFIG', message: 'The payment request is incomplete: expected { recipient, amount, paymentAsset }' })
    expect(refusal({ recipient: RECIPIENT, amount: 5 }).message).toBe('The payment request is incomplete: paymentAsset (network, asset, metadata) is missing')
    expect(refusal(withAsset({ metadata: undefined })).code).toBe('INVALID_PAYMENT_CONFIG')
    expect(refusal(withMetadata({ symbol: '' })).message).toBe("The payment request is incomplete: paymentAsset.metadata.symbol must be the asset's symbol")
    for (const decimals of [-1, 2.5, 37, '6']) {
      expect(refusal(withMetadata({ decimals })).message, String(decimals)).toBe('The payment request is incomplete: paymentAsset.metadata.decimals must be a whole number from 0 to 36')
    }
    expect(refusal(withMetadata({ iconUrl: 'javascript:alert(1)' })).code).toBe('INVALID_PAYMENT_CONFIG')
    expect(refusal({ ...ethPayment(), paymentAsset: { ...ethPayment().paymentAsset, metadata: { name: 'Ether', symbol: 'ETH', decimals: 6 } } }).message).toBe(
      'The payment request is incomplete: paymentAsset.metadata.decimals is 6, but ETH on Gangway Local has 18',
    )
    expect(refusal(withAsset({ network: 42 })).code).toBe('INVALID_PAYMENT_CONFIG')
  })

  it("UNSUPPORTED_NETWORK: a network the kit does not have, or not EVM", () => {
    expect(refusal(withAsset({ network: 'eip155:1' }))).toEqual({ code: 'UNSUPPORTED_NETWORK', message: "This app cannot pay on 'eip155:1': it is not one of the app's networks" })
    expect(refusal(withAsset({ network: testSolanaNetwork.caipNetworkId })).code).toBe('UNSUPPORTED_NETWORK')
  })

  it('INVALID_ASSET: not an address, a bad checksum, the zero address, a CAIP-19 id of another network', () => {
    expect(refusal(withAsset({ asset: 'gUSD' }))).toEqual({
      code: 'INVALID_ASSET',
      message: "The asset 'gUSD' is not a token of Gangway Local: give 'native', the token's address or its CAIP-19 id on that network",
    })
    expect(refusal(withAsset({ asset: GUSD.replace('b', 'B') })).code).toBe('INVALID_ASSET')
    expect(refusal(withAsset({ asset: `0x${'0'.repeat(40)}` })).code).toBe('INVALID_ASSET')
    expect(refusal(withAsset({ asset: `eip155:31338/erc20:${GUSD}` })).code).toBe('INVALID_ASSET')
    expect(refusal(withAsset({ asset: 'eip155:31337/slip44:501' })).code).toBe('INVALID_ASSET')
    expect(refusal(withAsset({ asset: undefined })).code).toBe('INVALID_ASSET')
  })

  it('INVALID_RECIPIENT: not an address on the network, a bad checksum, the zero address, an ENS name', () => {
    expect(refusal(gUsdPayment({ recipient: 'bob.eth' }))).toEqual({ code: 'INVALID_RECIPIENT', message: "The recipient 'bob.eth' is not an address on Gangway Local" })
    expect(refusal(gUsdPayment({ recipient: RECIPIENT.replace('C', 'c') })).code).toBe('INVALID_RECIPIENT')
    expect(refusal(gUsdPayment({ recipient: `0x${'0'.repeat(40)}` })).code).toBe('INVALID_RECIPIENT')
    expect(refusal(gUsdPayment({ recipient: RECIPIENT.slice(2) })).code).toBe('INVALID_RECIPIENT')
    expect(refusal(gUsdPayment({ recipient: undefined })).code).toBe('INVALID_RECIPIENT')
  })

  it('INVALID_AMOUNT: zero, negative, not a number, more decimals than the asset', () => {
    const cases: [unknown, string][] = [
      [0, 'The amount must be greater than 0'],
      ['0.000', 'The amount must be greater than 0'],
      [-5, 'The amount must be greater than 0'],
      ['-5', 'The amount must be greater than 0'],
      ['five', 'The amount must be a number, like 5 or 0.25'],
      [Number.NaN, 'The amount must be a number, like 5 or 0.25'],
      [Number.POSITIVE_INFINITY, 'The amount must be a number, like 5 or 0.25'],
      ['1e3', 'The amount must be a number, like 5 or 0.25'],
      [undefined, 'The amount must be a number, like 5 or 0.25'],
      ['0.0000001', 'The amount has more decimals than gUSD has (6)'],
      [1e-7, 'The amount has more decimals than gUSD has (6)'],
    ]
    for (const [amount, message] of cases) expect(refusal(gUsdPayment({ amount })), String(amount)).toEqual({ code: 'INVALID_AMOUNT', message })
    // Trailing zeros do not count; a number's exponent form is read exactly.
    expect(checkPayment(gUsdPayment({ amount: '5.1000000' }), networks)).toMatchObject({ amount: '5.1', units: 5_100_000n })
    expect(checkPayment(ethPayment(1e-7), networks)).toMatchObject({ amount: '0.0000001', units: 100_000_000_000n })
  })

  it("getPayUrl's parameters: the same checks without metadata (the coin's decimals known, a token's left to the exchange)", () => {
    expect(checkPayUrlParams({ network: 'eip155:31337', asset: GUSD, amount: '2.5', recipient: RECIPIENT }, networks)).toMatchObject({ caip19: `eip155:31337/erc20:${GUSD}`, amount: '2.5' })
    expect(() => checkPayUrlParams({ network: 'eip155:31337', asset: 'native', amount: '1e-19', recipient: RECIPIENT }, networks)).toThrow('The amount must be a number')
    expect(() => checkPayUrlParams({ network: 'eip155:31337', asset: 'native', amount: 0, recipient: RECIPIENT }, networks)).toThrow('The amount must be greater than 0')
  })
})
