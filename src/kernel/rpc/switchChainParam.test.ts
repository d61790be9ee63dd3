import { describe, expect, it } from 'vitest'
import { switchChainParam } from './switchChainParam'

describe('switchChainParam', () => {
  it("reads EIP-3326's hex chain id", () => {
    expect(switchChainParam([{ chainId: '0x7a69' }])).toEqual({ chainId: 31337, hex: '0x7a69' })
    expect(switchChainParam([{ chainId: '0x1' }])).toEqual({ chainId: 1, hex: '0x1' })
  })

  it('refuses anything else', () => {
    for (const params of [undefined, [], [{}], [{ chainId: 1 }], [{ chainId: '1' }], [{ chainId: '0x' }], [{ chainId: '0x0' }], [{ chainId: '0xzz' }], { chainId: '0x1' }]) {
      expect(switchChainParam(params), JSON.stringify(params)).toBeUndefined()
    }
  })
})
