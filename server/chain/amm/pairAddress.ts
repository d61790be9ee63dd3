import { encodePacked, getAddress, getCreate2Address, keccak256, type Address, type Hex } from 'viem'
import { ROUTER02_PAIR_INIT_CODE_HASH } from './uniswapArtifacts'

/** Uniswap V2's token order: the lower address is token0. */
export function sortTokens(a: Address, b: Address): [Address, Address] {
  const [x, y] = [getAddress(a), getAddress(b)]
  if (x.toLowerCase() === y.toLowerCase()) throw new Error(`a pair needs two different tokens, got ${x} twice`)
  return x.toLowerCase() < y.toLowerCase() ? [x, y] : [y, x]
}

/**
 * The address of a factory's pair for two tokens, derived as UniswapV2Library.pairFor does (CREATE2 from the
 * factory, salt keccak256(token0, token1), the pair init-code hash Router02 hard-codes).
 */
export function pairAddress(factory: Address, a: Address, b: Address, initCodeHash: Hex = ROUTER02_PAIR_INIT_CODE_HASH): Address {
  const [token0, token1] = sortTokens(a, b)
  return getCreate2Address({ from: factory, salt: keccak256(encodePacked(['address', 'address'], [token0, token1])), bytecodeHash: initCodeHash })
}
