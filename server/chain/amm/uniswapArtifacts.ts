import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { keccak256, type Hex } from 'viem'
import { z } from 'zod'

/**
 * The init-code hash Uniswap V2's Router02 (UniswapV2Library.pairFor) hard-codes to derive a pair's CREATE2
 * address. The pair bytecode the factory deploys must hash to exactly this, or every router call misses its pair.
 */
export const ROUTER02_PAIR_INIT_CODE_HASH: Hex = '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f'

/** The part of a published build JSON (solc standard output per contract) the deployment uses. */
const buildSchema = z.object({
  abi: z.array(z.object({ type: z.string() }).loose()).min(1),
  evm: z.object({ bytecode: z.object({ object: z.string().regex(/^[0-9a-f]+$/i, 'expected hex bytecode without 0x') }) }),
})

const resolveFrom = createRequire(import.meta.url)

/** The creation bytecode of one contract of an installed package's `build/` folder, validated. */
function creationCode(packageFile: string): Hex {
  const file = resolveFrom.resolve(packageFile)
  const parsed = buildSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')))
  if (!parsed.success) throw new Error(`${packageFile} is not a solc build artifact: ${z.prettifyError(parsed.error)}`)
  return `0x${parsed.data.evm.bytecode.object}`
}

export interface UniswapBytecodes {
  weth9: Hex
  factory: Hex
  router02: Hex
  /** The pair's creation code (the factory carries its own copy; this one is for the init-code hash). */
  pair: Hex
}

let loaded: UniswapBytecodes | undefined

/**
 * The creation bytecode of WETH9, UniswapV2Factory, UniswapV2Router02 and UniswapV2Pair, from the build JSON
 * that `@uniswap/v2-core` and `@uniswap/v2-periphery` publish (read once, on first use).
 */
export function uniswapBytecodes(): UniswapBytecodes {
  loaded ??= {
    weth9: creationCode('@uniswap/v2-periphery/build/WETH9.json'),
    factory: creationCode('@uniswap/v2-core/build/UniswapV2Factory.json'),
    router02: creationCode('@uniswap/v2-periphery/build/UniswapV2Router02.json'),
    pair: creationCode('@uniswap/v2-core/build/UniswapV2Pair.json'),
  }
  return loaded
}

/** keccak256 of the published pair creation code: what CREATE2 pair addresses are derived from. */
export const pairInitCodeHash = (): Hex => keccak256(uniswapBytecodes().pair)
