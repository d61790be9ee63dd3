import { encodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { encodeErc20Transfer, TRANSFER_SELECTOR } from './erc20'

const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('encodeErc20Transfer', () => {
  it('is transfer(address,uint256): selector, padded address, padded amount', () => {
    const data = encodeErc20Transfer(TO, 1_500_000n)
    expect(data).toBe(
      '0xa9059cbb' +
        '00000000000000000000000070997970c51812dc3a010c7d01b50e0d17dc79c8' +
        '000000000000000000000000000000000000000000000000000000000016e360',
    )
    expect(data).toHaveLength(2 + 8 + 64 + 64)
    expect(data.startsWith(TRANSFER_SELECTOR)).toBe(true)
  })

  it.each([0n, 1n, 1_500_000n, 10n ** 30n, (1n << 256n) - 1n])('matches viem for %s', (amount) => {
    expect(encodeErc20Transfer(TO, amount)).toBe(encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [TO, amount] }))
  })

  it('takes an address without 0x, and refuses bad addresses and amounts', () => {
    expect(encodeErc20Transfer(TO.slice(2), 1n)).toBe(encodeErc20Transfer(TO, 1n))
    expect(() => encodeErc20Transfer('0x1234', 1n)).toThrow("Invalid receiver address '0x1234'")
    expect(() => encodeErc20Transfer(TO, -1n)).toThrow('Invalid amount -1')
    expect(() => encodeErc20Transfer(TO, 1n << 256n)).toThrow(/^Invalid amount \d+$/)
  })
})
