/** The chains a test wallet knows: the configured ones plus those added by wallet_addEthereumChain. */
import { defineChain, type Chain } from 'viem'
import { describe, isRecord, parseChainIdHex, parseNonEmptyString } from './params'
import { invalidParams } from './rpcErrors'
import type { NativeCurrency, TestChain } from './types'
import { TestWalletError } from './testWalletError'

export const DEFAULT_NATIVE_CURRENCY: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/** 31337 → '0x7a69'. */
export const toHexChainId = (id: number): string => `0x${id.toString(16)}`

const isHttpUrl = (value: string): boolean => {
  try {
    const { protocol } = new URL(value)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}

export class ChainRegistry {
  readonly #chains = new Map<number, TestChain>()

  /** Throws a TestWalletError naming the first bad chain option. */
  constructor(chains: readonly TestChain[]) {
    if (!Array.isArray(chains) || chains.length === 0) throw new TestWalletError('INVALID_OPTIONS', 'createTestWallet: `chains` needs at least one chain')
    for (const chain of chains) {
      if (!Number.isSafeInteger(chain.id) || chain.id <= 0) throw new TestWalletError('INVALID_OPTIONS', `createTestWallet: chain id ${String(chain.id)} is not a positive integer`)
      if (typeof chain.name !== 'string' || chain.name === '') throw new TestWalletError('INVALID_OPTIONS', `createTestWallet: chain ${chain.id} needs a name`)
      if (typeof chain.rpcUrl !== 'string' || !isHttpUrl(chain.rpcUrl)) throw new TestWalletError('INVALID_OPTIONS', `createTestWallet: chain ${chain.id} needs an http(s) rpcUrl`)
      if (this.#chains.has(chain.id)) throw new TestWalletError('INVALID_OPTIONS', `createTestWallet: chain ${chain.id} is listed twice`)
      this.#chains.set(chain.id, { ...chain })
    }
  }

  get(id: number): TestChain | undefined {
    return this.#chains.get(id)
  }

  /** Adds a chain unless its id is known already; returns whether it was added. */
  add(chain: TestChain): boolean {
    if (this.#chains.has(chain.id)) return false
    this.#chains.set(chain.id, chain)
    return true
  }

  list(): TestChain[] {
    return [...this.#chains.values()]
  }
}

/** The viem chain of a test chain (for the wallet client that sends transactions). */
export function toViemChain(chain: TestChain): Chain {
  return defineChain({
    id: chain.id,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency ?? DEFAULT_NATIVE_CURRENCY,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
}

/** The chain of a wallet_addEthereumChain request (EIP-3085 params[0]), validated like MetaMask does. */
export function parseAddEthereumChain(params: readonly unknown[]): TestChain {
  const [request] = params
  if (!isRecord(request)) throw invalidParams(`Expected a single object parameter (EIP-3085), got ${describe(request)}.`)
  const id = parseChainIdHex(request.chainId, 'chainId')
  const name = parseNonEmptyString(request.chainName, 'chainName')
  const rpcUrls = request.rpcUrls
  const rpcUrl: unknown = Array.isArray(rpcUrls) ? rpcUrls[0] : undefined
  if (typeof rpcUrl !== 'string' || !isHttpUrl(rpcUrl)) {
    throw invalidParams(`Expected rpcUrls to be an array whose first entry is an http(s) URL, got ${describe(rpcUrls)}.`)
  }
  return { id, name, rpcUrl, nativeCurrency: parseNativeCurrency(request.nativeCurrency) }
}

function parseNativeCurrency(value: unknown): NativeCurrency {
  if (!isRecord(value)) throw invalidParams(`Expected nativeCurrency to be an object { name, symbol, decimals }, got ${describe(value)}.`)
  const name = parseNonEmptyString(value.name, 'nativeCurrency.name')
  const symbol = parseNonEmptyString(value.symbol, 'nativeCurrency.symbol')
  if (symbol.length > 6) throw invalidParams(`Expected nativeCurrency.symbol to be 1 to 6 characters, got ${describe(symbol)}.`)
  const { decimals } = value
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 36) {
    throw invalidParams(`Expected nativeCurrency.decimals to be an integer from 0 to 36, got ${describe(decimals)}.`)
  }
  return { name, symbol, decimals }
}
