import { describe, expect, it } from 'vitest'
import { decodeMessage, formatValue, summarizeApproval } from './approvalSummary'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('decodeMessage', () => {
  it('decodes hex to UTF-8 text when printable', () => {
    expect(decodeMessage('0x48656c6c6f0a776f726c64')).toEqual({ text: 'Hello\nworld', hex: false })
    expect(decodeMessage('0xe282ac3130')).toEqual({ text: '€10', hex: false })
  })

  it('keeps the hex of bytes that are not readable text, and a plain string as it is', () => {
    expect(decodeMessage('0x00ff10')).toEqual({ text: '0x00ff10', hex: true })
    expect(decodeMessage(`0x${'ab'.repeat(32)}`)).toEqual({ text: `0x${'ab'.repeat(32)}`, hex: true })
    expect(decodeMessage('Sign in to example.com')).toEqual({ text: 'Sign in to example.com', hex: false })
  })
})

describe('formatValue', () => {
  it('shows wei in ETH, from hex, decimal or bigint; nothing is 0', () => {
    expect(formatValue('0x2386f26fc10000')).toBe('0.01 ETH')
    expect(formatValue('1500000000000000000')).toBe('1.5 ETH')
    expect(formatValue(10n ** 18n, { symbol: 'POL', decimals: 18 })).toBe('1 POL')
    expect(formatValue(undefined)).toBe('0 ETH')
    expect(formatValue('lots')).toBe('lots')
  })
})

describe('summarizeApproval', () => {
  it('personal_sign: the message, in either parameter order', () => {
    expect(summarizeApproval('personal_sign', ['0x4869', ADDRESS])).toEqual({ title: 'Sign this message', details: [], message: { text: 'Hi', mono: false } })
    expect(summarizeApproval('personal_sign', [ADDRESS, '0x4869']).message?.text).toBe('Hi')
  })

  it('eth_signTypedData_v4: the domain name and primary type, from a JSON string or an object', () => {
    const data = { domain: { name: 'Permit2', verifyingContract: ADDRESS }, primaryType: 'PermitSingle', message: { amount: '1' } }
    const summary = summarizeApproval('eth_signTypedData_v4', [ADDRESS, JSON.stringify(data)])
    expect(summary.title).toBe('Sign typed data')
    expect(summary.details).toEqual([
      { label: 'Domain', value: 'Permit2' },
      { label: 'Type', value: 'PermitSingle' },
      { label: 'Contract', value: ADDRESS, mono: true },
    ])
    expect(summarizeApproval('eth_signTypedData_v4', [ADDRESS, data]).details).toEqual(summary.details)
    expect(summarizeApproval('eth_signTypedData_v4', [ADDRESS, '{not json']).details).toEqual([])
  })

  it('eth_sendTransaction: receiver, value and the size of its data', () => {
    expect(summarizeApproval('eth_sendTransaction', [{ to: ADDRESS, value: '0x0', data: '0xa9059cbb00' }]).details).toEqual([
      { label: 'To', value: ADDRESS, mono: true },
      { label: 'Value', value: '0 ETH' },
      { label: 'Data', value: '5 bytes' },
    ])
  })

  it('wallet_sendCalls: how many calls, and each one', () => {
    const summary = summarizeApproval('wallet_sendCalls', [{ calls: [{ to: ADDRESS, value: '0xde0b6b3a7640000' }, { to: ADDRESS }] }])
    expect(summary.title).toBe('Send calls')
    expect(summary.details[0]).toEqual({ label: 'Calls', value: '2' })
    expect(summary.details[1]?.value).toBe(`${ADDRESS} (1 ETH)`)
  })

  it('anything else by its method name; bad params do not throw', () => {
    expect(summarizeApproval('eth_sign', undefined)).toEqual({ title: 'Approve eth_sign', details: [] })
    expect(summarizeApproval('eth_sendTransaction', 'oops').details[0]).toEqual({ label: 'To', value: 'New contract' })
    expect(summarizeApproval('wallet_sendCalls', null).details).toEqual([{ label: 'Calls', value: '0' }])
  })
})
