import { BaseError, HttpRequestError, TimeoutError, type PrivateKeyAccount, type TypedDataDefinition } from 'viem'
import type { z } from 'zod'
import { rpcUrl, type LocalChain } from '../../chain/chains'
import { rpcRequest } from '../../chain/rpcRequest'
import { ApiError } from '../http/apiError'
import { personalSignParams, sendTransactionParams, signTypedDataParams } from './rpcParams'
import { sendWalletTransaction } from './sendTransaction'
import { getCallsStatus, sendCalls, sendCallsParams } from './sendCalls'
import type { UnsafeWalletMethod } from '../../../src/protocol/walletMethods'

/** Methods the wallet answers itself or signs; spec §6: anything not listed is refused. */
export const WALLET_METHODS = ['eth_accounts', 'eth_requestAccounts', 'eth_chainId', 'wallet_getCapabilities', 'personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls', 'wallet_getCallsStatus'] as const

/** eth_* reads forwarded as they are to the chain's own node (no key involved). */
export const READ_METHODS = [
  'eth_blockNumber', 'eth_getBalance', 'eth_call', 'eth_estimateGas', 'eth_gasPrice', 'eth_maxPriorityFeePerGas', 'eth_feeHistory',
  'eth_getTransactionCount', 'eth_getTransactionByHash', 'eth_getTransactionReceipt', 'eth_getCode', 'eth_getBlockByNumber', 'eth_getBlockByHash', 'eth_getLogs',
] as const

export interface WalletRpcRequest {
  account: PrivateKeyAccount
  chain: LocalChain
  method: string
  params: unknown
}

function paramsOf<S extends z.ZodType>(method: string, schema: S, params: unknown): z.infer<S> {
  const parsed = schema.safeParse(params)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  throw new ApiError(400, `Invalid params for ${method}: ${issue?.path.length ? `${issue.path.join('.')}: ` : ''}${issue?.message ?? 'bad params'}`)
}

function ownAddress(account: PrivateKeyAccount, address: string): void {
  if (address.toLowerCase() !== account.address.toLowerCase()) throw new ApiError(400, 'Address does not match the wallet')
}

/**
 * Checks an unsafe request's params (and that it is this wallet's) without signing: the approval route
 * refuses what could never be signed before the visitor is asked. 400 with the reason otherwise.
 */
export function checkUnsafeRequest(account: PrivateKeyAccount, method: UnsafeWalletMethod, params: unknown): void {
  switch (method) {
    case 'personal_sign':
      return ownAddress(account, paramsOf(method, personalSignParams, params)[1])
    case 'eth_signTypedData_v4':
      return ownAddress(account, paramsOf(method, signTypedDataParams, params)[0])
    case 'eth_sendTransaction': {
      const [tx] = paramsOf(method, sendTransactionParams, params)
      return tx.from === undefined ? undefined : ownAddress(account, tx.from)
    }
    case 'wallet_sendCalls': {
      const [batch] = paramsOf(method, sendCallsParams, params)
      return batch.from === undefined ? undefined : ownAddress(account, batch.from)
    }
  }
}

/**
 * Answers one JSON-RPC request of the embedded wallet; 400 'Method not supported: <method>' for any other.
 * The caller has checked that an unsafe one carries the visitor's approval (accountRoutes).
 */
export async function walletRpc({ account, chain, method, params }: WalletRpcRequest): Promise<unknown> {
  try {
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [account.address]
      case 'eth_chainId':
        return `0x${chain.id.toString(16)}`
      case 'wallet_getCapabilities':
        return {}
      case 'personal_sign': {
        checkUnsafeRequest(account, method, params)
        const [message] = paramsOf(method, personalSignParams, params)
        return await account.signMessage({ message: /^0x[0-9a-fA-F]*$/.test(message) ? { raw: message as `0x${string}` } : message })
      }
      case 'eth_signTypedData_v4': {
        checkUnsafeRequest(account, method, params)
        const [, typedData] = paramsOf(method, signTypedDataParams, params)
        return await account.signTypedData(typedData as unknown as TypedDataDefinition)
      }
      case 'eth_sendTransaction': {
        checkUnsafeRequest(account, method, params)
        const [tx] = paramsOf(method, sendTransactionParams, params)
        return await sendWalletTransaction(account, chain, tx)
      }
      case 'wallet_sendCalls': {
        checkUnsafeRequest(account, method, params)
        const [batch] = paramsOf(method, sendCallsParams, params)
        return await sendCalls(account, chain, batch)
      }
      case 'wallet_getCallsStatus':
        return await getCallsStatus(account, Array.isArray(params) ? params[0] : undefined)
    }
    if ((READ_METHODS as readonly string[]).includes(method)) {
      return await rpcRequest(rpcUrl(chain), method, Array.isArray(params) ? params : [], 15_000)
    }
  } catch (error) {
    throw asApiError(error, chain)
  }
  throw new ApiError(400, `Method not supported: ${method}`)
}

function asApiError(error: unknown, chain: LocalChain): ApiError {
  if (error instanceof ApiError) return error
  const unreachable = (cause: unknown): boolean => cause instanceof HttpRequestError || cause instanceof TimeoutError
  if (error instanceof BaseError && error.walk(unreachable) !== null && unreachable(error.walk(unreachable))) {
    return new ApiError(502, `The node of chain ${chain.id} did not answer`)
  }
  if (error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError')) {
    return new ApiError(502, `The node of chain ${chain.id} did not answer`)
  }
  if (error instanceof BaseError) return new ApiError(400, error.shortMessage)
  return new ApiError(400, error instanceof Error ? error.message : String(error))
}
