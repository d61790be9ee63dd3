import { decodeFunctionData, encodeFunctionResult, isAddressEqual, parseAbi, type Address } from 'viem'
import { FARCASTER_ID_REGISTRY_ADDRESS } from '../social/farcasterIdRegistry'

export const FAKE_OP_RPC_URL = 'http://op-node.test/rpc'
const ID_REGISTRY_ABI = parseAbi(['function idOf(address owner) view returns (uint256)'])

interface RpcRequest {
  id: number
  method: string
  params?: unknown[]
}

export interface FakeOpNode {
  /** Answers JSON-RPC at FAKE_OP_RPC_URL; anything else fails as fetch would. */
  fetch(url: string, init: RequestInit): Promise<Response>
  /** Every eth_call's target so far (null for a deployless call). */
  readonly calls: readonly (Address | null)[]
}

/**
 * For tests: an OP Mainnet node that knows only the Farcaster IdRegistry's idOf (from `owners`, fid → custody).
 * Other calls revert, as the deployless ERC-6492 signature validator does for a plain EOA signature it cannot
 * use, so viem falls back to ECDSA.
 */
export function createFakeOpNode(owners: ReadonlyMap<number, Address>): FakeOpNode {
  const calls: (Address | null)[] = []
  const answer = (request: RpcRequest): Record<string, unknown> => {
    if (request.method === 'eth_chainId') return { result: '0xa' }
    if (request.method !== 'eth_call') return { error: { code: -32601, message: `method ${request.method} not found` } }
    const call = request.params?.[0] as { to?: Address; data?: `0x${string}` } | undefined
    calls.push(call?.to ?? null)
    if (!call?.to || !isAddressEqual(call.to, FARCASTER_ID_REGISTRY_ADDRESS) || !call.data) return { error: { code: 3, message: 'execution reverted', data: '0x' } }
    const { args } = decodeFunctionData({ abi: ID_REGISTRY_ABI, data: call.data })
    const fid = [...owners].find(([, owner]) => isAddressEqual(owner, args[0]))?.[0] ?? 0
    return { result: encodeFunctionResult({ abi: ID_REGISTRY_ABI, functionName: 'idOf', result: BigInt(fid) }) }
  }
  return {
    calls,
    async fetch(url, init) {
      if (url !== FAKE_OP_RPC_URL) throw new TypeError('fetch failed', { cause: new Error(`connect ECONNREFUSED ${url}`) })
      const body = JSON.parse(String(init.body)) as RpcRequest | RpcRequest[]
      const reply = (request: RpcRequest) => ({ jsonrpc: '2.0', id: request.id, ...answer(request) })
      return Response.json(Array.isArray(body) ? body.map(reply) : reply(body))
    },
  }
}
