/**
 * What the test wallet does for each EIP-1193 method. A handler validates its params, calls `prompt()`
 * where a real wallet would ask the user (the fault switches and autoApprove decide there), then acts.
 */
import type { LocalAccount } from 'viem/accounts'
import { toHexChainId, parseAddEthereumChain, type ChainRegistry } from './chains'
import { forwardRpc } from './jsonRpc'
import { describe, isRecord, parseChainIdHex } from './params'
import { invalidParams, unauthorized, unrecognizedChain, unsupportedMethod } from './rpcErrors'
import { parseTransaction, sendTransaction } from './sendTransaction'
import { assertOwnAddress, preparePersonalSign, prepareSignTypedDataV4 } from './signing'
import type { TestChain } from './types'

/** The wallet as a handler sees it. */
export interface MethodContext {
  readonly account: LocalAccount
  readonly connected: boolean
  readonly chain: TestChain
  readonly chains: ChainRegistry
  connect(): void
  disconnect(): void
  switchChain(chainId: number): void
  /** Where a real wallet shows a prompt: resolves when approved, rejects (4001 or a fault) otherwise. */
  prompt(): Promise<void>
}

type Handler = (params: readonly unknown[], ctx: MethodContext) => unknown

/** Signing methods a node would answer with its own unlocked keys: never forwarded. */
const NOT_FORWARDED = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
  'eth_subscribe',
  'eth_unsubscribe',
])

const requireConnected = (ctx: MethodContext): void => {
  if (!ctx.connected) throw unauthorized()
}

const permissions = (ctx: MethodContext): object[] => [
  { parentCapability: 'eth_accounts', caveats: [{ type: 'restrictReturnedAccounts', value: [ctx.account.address] }] },
]

/** params [{ eth_accounts: {} }] of wallet_requestPermissions and wallet_revokePermissions. */
const assertAccountsPermission = (params: readonly unknown[]): void => {
  const [request] = params
  if (!isRecord(request) || !('eth_accounts' in request)) {
    throw invalidParams(`Expected params [{ eth_accounts: {} }], got ${describe(params)}.`)
  }
}

const HANDLERS: Readonly<Record<string, Handler>> = {
  eth_requestAccounts: async (_params, ctx) => {
    if (!ctx.connected) {
      await ctx.prompt()
      ctx.connect()
    }
    return [ctx.account.address]
  },
  eth_accounts: (_params, ctx) => (ctx.connected ? [ctx.account.address] : []),
  eth_coinbase: (_params, ctx) => (ctx.connected ? ctx.account.address : null),
  eth_chainId: (_params, ctx) => toHexChainId(ctx.chain.id),
  net_version: (_params, ctx) => String(ctx.chain.id),

  wallet_requestPermissions: async (params, ctx) => {
    assertAccountsPermission(params)
    await ctx.prompt()
    ctx.connect()
    return permissions(ctx)
  },
  wallet_getPermissions: (_params, ctx) => (ctx.connected ? permissions(ctx) : []),
  wallet_revokePermissions: (params, ctx) => {
    assertAccountsPermission(params)
    ctx.disconnect()
    return null
  },

  wallet_switchEthereumChain: async (params, ctx) => {
    const [request] = params
    if (!isRecord(request)) throw invalidParams(`Expected params [{ chainId }], got ${describe(params)}.`)
    const chainId = parseChainIdHex(request.chainId)
    if (!ctx.chains.get(chainId)) throw unrecognizedChain(toHexChainId(chainId))
    if (chainId === ctx.chain.id) return null
    await ctx.prompt()
    ctx.switchChain(chainId)
    return null
  },
  wallet_addEthereumChain: async (params, ctx) => {
    const chain = parseAddEthereumChain(params)
    if (ctx.chains.get(chain.id)) return null
    await ctx.prompt()
    ctx.chains.add(chain)
    return null
  },

  personal_sign: async (params, ctx) => {
    requireConnected(ctx)
    const sign = preparePersonalSign(ctx.account, params)
    await ctx.prompt()
    return sign()
  },
  eth_signTypedData_v4: async (params, ctx) => {
    requireConnected(ctx)
    const sign = prepareSignTypedDataV4(ctx.account, params)
    await ctx.prompt()
    return sign()
  },
  eth_sendTransaction: async (params, ctx) => {
    requireConnected(ctx)
    const request = parseTransaction(ctx.account, params)
    await ctx.prompt()
    return sendTransaction(ctx.account, ctx.chain, request)
  },

  wallet_getCapabilities: (params, ctx) => {
    const [address, chainIds] = params
    if (address === undefined) throw invalidParams('wallet_getCapabilities needs the account address (params[0]).')
    assertOwnAddress(ctx.account, address, 'the address (params[0])')
    requireConnected(ctx)
    if (chainIds !== undefined && !Array.isArray(chainIds)) throw invalidParams(`Expected params[1] to be an array of chain ids, got ${describe(chainIds)}.`)
    const known = ctx.chains.list().map((chain) => chain.id)
    const wanted = chainIds === undefined ? known : chainIds.map((id: unknown) => parseChainIdHex(id, 'a chain id')).filter((id) => known.includes(id))
    return Object.fromEntries(wanted.map((id) => [toHexChainId(id), {}]))
  },
}

/** Runs one request: a handled method, an eth_* read forwarded to the active chain, or 4200. */
export function handleMethod(method: string, params: readonly unknown[], ctx: MethodContext): Promise<unknown> {
  const handler = Object.hasOwn(HANDLERS, method) ? HANDLERS[method] : undefined
  if (handler) return Promise.resolve().then(() => handler(params, ctx))
  if (method.startsWith('eth_') && !NOT_FORWARDED.has(method)) return forwardRpc(ctx.chain.rpcUrl, method, params)
  return Promise.reject(unsupportedMethod(method))
}
