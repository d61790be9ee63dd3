import { keccak256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { pairAddress, sortTokens } from './pairAddress'
import { pairInitCodeHash, ROUTER02_PAIR_INIT_CODE_HASH, uniswapBytecodes } from './uniswapArtifacts'

describe('the published Uniswap V2 build artifacts', () => {
  it("hash the pair's creation code to the init-code hash Router02 hard-codes (0x96e8ac42…845f)", () => {
    expect(ROUTER02_PAIR_INIT_CODE_HASH).toBe('0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f')
    expect(pairInitCodeHash()).toBe(ROUTER02_PAIR_INIT_CODE_HASH)
    expect(keccak256(uniswapBytecodes().pair)).toBe(ROUTER02_PAIR_INIT_CODE_HASH)
    // Router02's bytecode carries the same hash (UniswapV2Library.pairFor), and the factory deploys that pair code.
    expect(uniswapBytecodes().router02).toContain(ROUTER02_PAIR_INIT_CODE_HASH.slice(2))
    expect(uniswapBytecodes().factory).toContain(uniswapBytecodes().pair.slice(2, 2_000))
  })

  it('derives the canonical mainnet pair address (WETH/USDC on the mainnet factory), in either token order', () => {
    const factory = '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f'
    const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
    const weth = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
    expect(pairAddress(factory, weth, usdc)).toBe('0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc')
    expect(pairAddress(factory, usdc, weth)).toBe('0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc')
    expect(sortTokens(weth, usdc)).toEqual([usdc, weth])
    expect(() => sortTokens(weth, weth.toLowerCase() as `0x${string}`)).toThrow(/two different tokens/)
  })
})
