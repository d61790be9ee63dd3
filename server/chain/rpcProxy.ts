import { caip2, rpcUrl, type LocalChain } from './chains'
import type { LocalSolanaChainInfo } from './localChainsInfo'
import { plainHttpPost } from './plainHttpPost'
import { postUpstream } from './postUpstream'
import { UpstreamBatcher, type RpcCall } from './upstreamBatcher'

/** A request's body, at most. */
export const MAX_BODY_BYTES = 1024 * 1024
const UPSTREAM_TIMEOUT_MS = 30_000
/** Calls in one batch: the kit and viem batch a handful; more is a way to multiply the node's work. */
export const MAX_BATCH_CALLS = 20
/** The node's answer, at most (1,000 eth_getLogs turned a 100 KB request into 5.7 MB). */
export const MAX_RESPONSE_BYTES = 2 * 1024 * 1024

/** eth_getLogs is the costly read: at most this many in one request, each over at most this many blocks. */
export const MAX_LOG_QUERIES = 5
export const MAX_LOG_BLOCK_RANGE = 10_000

/**
 * The only methods the public RPC forwards (an allow-list: the local nodes hold unlocked dev accounts and
 * answer admin, trace and node-signing methods, so anything not read-only could act without a wallet's
 * consent): the reads the kit, its plugins and the wallets' read-through providers use, and
 * eth_sendRawTransaction, which carries its own signature.
 */
export const FORWARDED_METHODS: ReadonlySet<string> = new Set([
  'eth_blockNumber', 'eth_call', 'eth_chainId', 'eth_estimateGas', 'eth_feeHistory', 'eth_gasPrice', 'eth_getBalance',
  'eth_getBlockByHash', 'eth_getBlockByNumber', 'eth_getBlockReceipts', 'eth_getCode', 'eth_getLogs', 'eth_getProof',
  'eth_getStorageAt', 'eth_getTransactionByHash', 'eth_getTransactionCount', 'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas', 'eth_sendRawTransaction', 'eth_syncing', 'net_version', 'web3_clientVersion',
])

/**
 * The Solana methods forwarded: the reads wallets and web3.js 1.x's Connection use, and sendTransaction, which
 * carries its own signatures. requestAirdrop only to a local chain (SOLANA_LOCAL_ONLY_METHODS).
 */
export const FORWARDED_SOLANA_METHODS: ReadonlySet<string> = new Set([
  'getAccountInfo', 'getBalance', 'getBlockHeight', 'getEpochInfo', 'getFeeForMessage', 'getFirstAvailableBlock', 'getGenesisHash',
  'getHealth', 'getLatestBlockhash', 'getMinimumBalanceForRentExemption', 'getMultipleAccounts', 'getRecentPrioritizationFees',
  'getSignatureStatuses', 'getSignaturesForAddress', 'getSlot', 'getTokenAccountBalance', 'getTokenAccountsByOwner', 'getTokenSupply',
  'getTransaction', 'getTransactionCount', 'getVersion', 'isBlockhashValid', 'sendTransaction', 'simulateTransaction',
])
/** Free money: only on a local chain, never forwarded to a real cluster. */
export const SOLANA_LOCAL_ONLY_METHODS: ReadonlySet<string> = new Set(['requestAirdrop'])

/** What the proxy answers: always JSON. */
export interface RpcProxyAnswer {
  readonly status: number
  readonly body: string | Uint8Array
}

const rpcError = (status: number, id: unknown, code: number, message: string): RpcProxyAnswer => ({
  status,
  body: JSON.stringify({ jsonrpc: '2.0', id: id ?? null, error: { code, message } }),
})

/** The answer to a body over MAX_BODY_BYTES (declared or counted). */
export const REQUEST_TOO_LARGE: RpcProxyAnswer = rpcError(413, null, -32600, 'Request too large')

const requestId = (body: unknown): unknown =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as { id?: unknown }).id : null

const callsOf = (body: unknown): unknown[] => (Array.isArray(body) ? body : [body])

const blockNumberOf = (value: unknown): bigint | undefined => (typeof value === 'string' && /^0x[0-9a-fA-F]{1,16}$/.test(value) ? BigInt(value) : undefined)

/** Why these eth_getLogs calls are refused (too many, or a numeric block range too wide), if they are. */
export function logQueryRefusal(body: unknown): string | undefined {
  const queries = callsOf(body).filter((call) => typeof call === 'object' && call !== null && (call as { method?: unknown }).method === 'eth_getLogs')
  if (queries.length > MAX_LOG_QUERIES) return `Too many eth_getLogs in one request: at most ${MAX_LOG_QUERIES}`
  for (const query of queries) {
    const params = (query as { params?: unknown }).params
    const filter = Array.isArray(params) && typeof params[0] === 'object' && params[0] !== null ? (params[0] as { fromBlock?: unknown; toBlock?: unknown }) : {}
    const from = blockNumberOf(filter.fromBlock)
    const to = blockNumberOf(filter.toBlock)
    if (from !== undefined && to !== undefined && to - from > BigInt(MAX_LOG_BLOCK_RANGE)) return `eth_getLogs block range too large: at most ${MAX_LOG_BLOCK_RANGE} blocks`
  }
  return undefined
}

const methodOf = (call: unknown): unknown => (typeof call === 'object' && call !== null ? (call as { method?: unknown }).method : undefined)

const PARSE_ERROR = rpcError(400, null, -32700, 'Parse error')
const BATCH_TOO_LARGE = rpcError(413, null, -32600, `Batch too large: at most ${MAX_BATCH_CALLS} calls`)
/** The Solana allow-list of a local chain. */
const FORWARDED_LOCAL_SOLANA_METHODS: ReadonlySet<string> = new Set([...FORWARDED_SOLANA_METHODS, ...SOLANA_LOCAL_ONLY_METHODS])

/** Where a chain's calls go: its node, through a batcher for an EVM chain. */
interface Upstream {
  readonly url: string
  readonly batcher?: UpstreamBatcher
}

/**
 * The JSON-RPC proxy's rules (POST /v1/?chainId=eip155:{ref}|solana:{ref}): a JSON-RPC body (or batch) checked
 * against the allow-lists and limits, then forwarded as it came to the local node of that chain (anvil, or the local
 * Solana chain), small reads coalesced into batches (UpstreamBatcher); any other chain is refused.
 */
export class RpcProxy {
  private readonly upstreams = new Map<string, Upstream>()
  private readonly localSolana: ReadonlySet<string>

  constructor(chains: readonly LocalChain[], solanaChains: readonly LocalSolanaChainInfo[] = []) {
    for (const chain of chains) {
      const id = caip2(chain)
      if (!this.upstreams.has(id)) this.upstreams.set(id, { url: rpcUrl(chain), batcher: new UpstreamBatcher(rpcUrl(chain), postUpstream, MAX_RESPONSE_BYTES, UPSTREAM_TIMEOUT_MS, plainHttpPost) })
    }
    for (const chain of solanaChains) if (!this.upstreams.has(chain.caipNetworkId)) this.upstreams.set(chain.caipNetworkId, { url: chain.rpcUrl })
    this.localSolana = new Set(solanaChains.map((chain) => chain.caipNetworkId))
  }

  /** The allow-list for a chainId: the Solana one for solana:… (requestAirdrop on a local chain only), the EVM one otherwise. */
  private allowList(chainId: string | undefined): ReadonlySet<string> {
    if (!chainId?.startsWith('solana:')) return FORWARDED_METHODS
    return this.localSolana.has(chainId) ? FORWARDED_LOCAL_SOLANA_METHODS : FORWARDED_SOLANA_METHODS
  }

  /** The answer to a request's body (as text) for `chainId` (the query parameter). */
  async answer(text: string, chainId: string | undefined): Promise<RpcProxyAnswer> {
    // Parsed for the checks, forwarded as it came.
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return PARSE_ERROR
    }
    const calls: unknown[] = Array.isArray(body) ? body : [body]
    if (calls.length > MAX_BATCH_CALLS) return BATCH_TOO_LARGE
    const allowed = this.allowList(chainId)
    let logQueries = false
    for (const call of calls) {
      const method = methodOf(call)
      if (typeof method !== 'string' || !allowed.has(method)) return rpcError(403, requestId(body), -32601, `Method not available through this RPC: ${typeof method === 'string' ? method : '(none)'}`)
      if (method === 'eth_getLogs') logQueries = true
    }
    if (calls.length === 0) return rpcError(403, requestId(body), -32601, 'Method not available through this RPC: (none)')
    const logRefusal = logQueries ? logQueryRefusal(body) : undefined
    if (logRefusal) return rpcError(413, requestId(body), -32005, logRefusal)
    const upstream = chainId === undefined ? undefined : this.upstreams.get(chainId)
    if (!upstream) return rpcError(400, requestId(body), -32602, `Unsupported chainId: ${chainId ?? '(missing)'}`)
    try {
      // Checked above: every call is an object whose method is on the allow-list.
      const checked = calls as RpcCall[]
      const answer = upstream.batcher && UpstreamBatcher.accepts(checked) ? await upstream.batcher.send(text, checked, Array.isArray(body)) : await postUpstream(upstream.url, text, MAX_RESPONSE_BYTES, UPSTREAM_TIMEOUT_MS)
      if ('tooLarge' in answer) return rpcError(502, requestId(body), -32005, `Response too large: more than ${MAX_RESPONSE_BYTES} bytes`)
      return { status: answer.status, body: answer.body }
    } catch {
      return rpcError(502, requestId(body), -32603, `Node for ${chainId} is not reachable`)
    }
  }
}
