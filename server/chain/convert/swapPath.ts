import type { Address } from 'viem'

export interface PoolEdge {
  address: Address
  token0: Address
  token1: Address
}

/** At most this many pools on one route (Router02 takes any length; three tokens need at most two). */
export const MAX_HOPS = 3

/**
 * The shortest path of tokens from `from` to `to` through the pools (breadth first; ties: the pool listed first),
 * as Router02's `path` argument, or undefined when no route of at most MAX_HOPS pools joins them.
 */
export function swapPath(pools: readonly PoolEdge[], from: Address, to: Address): Address[] | undefined {
  const key = (address: Address) => address.toLowerCase()
  const previous = new Map<string, Address | null>([[key(from), null]])
  let frontier: Address[] = [from]
  for (let hop = 0; hop < MAX_HOPS && frontier.length > 0; hop++) {
    const next: Address[] = []
    for (const token of frontier) {
      for (const pool of pools) {
        const other = key(pool.token0) === key(token) ? pool.token1 : key(pool.token1) === key(token) ? pool.token0 : undefined
        if (!other || previous.has(key(other))) continue
        previous.set(key(other), token)
        next.push(other)
      }
    }
    if (previous.has(key(to))) {
      const path: Address[] = [to]
      for (let at = previous.get(key(to)); at; at = previous.get(key(at))) path.unshift(at)
      return path
    }
    frontier = next
  }
  return undefined
}
