import type { Context } from 'hono'
import { createPublicClient, getAddress, http, type Address, type PublicClient } from 'viem'
import { caip2, rpcUrl, type LocalChain } from './chains'
import { viemChain } from './deployContracts'

const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/

/** An EVM address (spec §5: 40 hex digits, optional 0x, any case), checksummed; null when it is not one. */
export function parseAddress(raw: string | undefined): Address | null {
  if (raw === undefined || !EVM_ADDRESS.test(raw)) return null
  return getAddress(raw.startsWith('0x') ? raw : `0x${raw}`)
}

/** The chains a request is about: the one named by `chainId` (CAIP-2), or every chain when it is absent. */
export function requestedChains(chains: readonly LocalChain[], chainId: string | undefined): LocalChain[] | { error: string } {
  if (chainId === undefined || chainId === '') return [...chains]
  const chain = chains.find((candidate) => caip2(candidate) === chainId)
  return chain ? [chain] : { error: `Unsupported chainId: ${chainId}` }
}

/** 400 { message }. */
export const badRequest = (c: Context, message: string) => c.json({ message }, 400)

/** A viem public client per chain, made on first use; `batch` groups concurrent calls into one JSON-RPC batch. */
export function chainClients(options: { batch?: boolean; timeoutMs?: number } = {}): (chain: LocalChain) => PublicClient {
  const clients = new Map<number, PublicClient>()
  return (chain) => {
    let client = clients.get(chain.id)
    if (!client) {
      const transport = http(rpcUrl(chain), { retryCount: 0, timeout: options.timeoutMs ?? 5_000, batch: options.batch ? { batchSize: 200, wait: 0 } : false })
      client = createPublicClient({ chain: viemChain(chain), transport, cacheTime: 0 })
      clients.set(chain.id, client)
    }
    return client
  }
}
