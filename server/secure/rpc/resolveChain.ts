import type { LocalChain } from '../../chain/chains'

/** A chain id as dApps send it: 31337, '31337', '0x7a69' or 'eip155:31337'; undefined when it is none of those. */
export function parseChainId(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : undefined
  if (typeof value !== 'string') return undefined
  const text = value.startsWith('eip155:') ? value.slice('eip155:'.length) : value
  if (/^0x[0-9a-fA-F]{1,14}$/.test(text) || /^[1-9]\d{0,15}$/.test(text)) {
    const id = Number(text)
    return Number.isSafeInteger(id) ? id : undefined
  }
  return undefined
}

/** The local chain with that id, or undefined (unknown chains are never reached). */
export function resolveChain(chains: readonly LocalChain[], value: unknown): LocalChain | undefined {
  const id = parseChainId(value)
  return id === undefined ? undefined : chains.find((chain) => chain.id === id)
}
